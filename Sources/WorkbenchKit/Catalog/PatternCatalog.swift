public import Foundation
public import ScenarioKit

/// The patterns and teaching variants a workbench runs, and what its report says about each.
///
/// Every subcommand reads the catalog it is given, so a team's own executable can hand the
/// workbench its own pattern and get the matrix, `explain`, `report` and `list` with that pattern
/// as one more column beside the built-in ones:
///
/// ```swift
/// import BuiltInPatterns
/// import WorkbenchKit
///
/// let catalog = try PatternCatalog.builtIn.adding(
///   patterns: [PatternEntry(name: "MVP", summary: "Passive views", app: MVPArticlesApp.self)],
///   profiles: ["MVP": mvpProfile])
/// ```
///
/// The report's described rows come from each pattern's ``PatternProfile`` and its size figures
/// are counted in the folders the profile names, inside the package the pattern was added from.
/// A pattern added without a profile is shown as "not declared", never guessed.
public struct PatternCatalog: Sendable {
  /// One expected-failure registry and the variants it must list.
  struct Registry: Sendable {
    /// The registry's path, or `nil` for the built-in one beside the built-in scenarios (found
    /// when it is read, as the scenarios are).
    var file: String?
    var variants: [String]

    var path: String { file ?? ScenarioFolder.registry }
  }

  /// The full patterns, in the order the matrix shows them.
  public private(set) var patterns: [PatternEntry]
  /// The teaching variants, each expected to fail the scenarios its registry lists.
  public private(set) var variants: [PatternEntry]
  /// What each pattern declares about itself, by pattern name.
  public private(set) var profiles: [String: PatternProfile]
  /// The package whose `Sources/` and `Tests/` hold each pattern's and variant's folders, by
  /// name; the workbench's own package when absent.
  private(set) var packageRoots: [String: String]
  private(set) var registries: [Registry]

  /// A catalog of patterns whose sources are in this package, the workbench's own: what
  /// `BuiltInPatterns` makes its catalog from.
  package init(builtInPatterns patterns: [PatternEntry], profiles: [String: PatternProfile]) {
    self.patterns = patterns
    self.variants = []
    self.profiles = profiles
    self.packageRoots = [:]
    self.registries = []
  }

  /// This catalog with this package's own teaching variants, which the expected-failure
  /// registry beside the built-in scenarios lists: what `BuiltInVariants` adds.
  package func addingBuiltInVariants(_ added: [PatternEntry]) -> PatternCatalog {
    var catalog = self
    catalog.variants += added
    catalog.registries.append(Registry(file: nil, variants: added.map(\.name)))
    return catalog
  }

  /// This catalog with `patterns` and `variants` of one's own added after its own.
  ///
  /// - Parameters:
  ///   - patterns: full implementations, each run against every scenario.
  ///   - profiles: what the report says about each of `patterns`, by name. A pattern without
  ///     one reads "not declared" in the report.
  ///   - variants: teaching variants of one's own; they need `expectedFailures`.
  ///   - expectedFailures: the path of a registry in the format of
  ///     `Scenarios/expected-failures.txt` listing, for each of `variants`, the built-in
  ///     scenarios it must fail.
  ///   - packageRoot: the package whose `Sources/` and `Tests/` hold the folders the profiles
  ///     name, and whose files a variant's `why:` line names (the working directory, where
  ///     `swift run` starts, by default).
  /// - Throws: ``CatalogError`` for a name already taken, a profile of no added pattern, or
  ///   variants without a registry.
  public func adding(
    patterns added: [PatternEntry], profiles addedProfiles: [String: PatternProfile] = [:],
    variants addedVariants: [PatternEntry] = [], expectedFailures: String? = nil,
    packageRoot: String = FileManager.default.currentDirectoryPath
  ) throws(CatalogError) -> PatternCatalog {
    var catalog = self
    var taken = Set((patterns + variants + HarnessProbes.entries).map { $0.name.lowercased() })
    for entry in added + addedVariants where !taken.insert(entry.name.lowercased()).inserted {
      throw .nameTaken(entry.name)
    }
    for name in addedProfiles.keys.sorted() where !added.contains(where: { $0.name == name }) {
      throw .profileOfNoPattern(name, added: added.map(\.name))
    }
    if !addedVariants.isEmpty, expectedFailures == nil {
      throw .variantsWithoutRegistry(addedVariants.map(\.name))
    }
    catalog.patterns += added
    catalog.variants += addedVariants
    catalog.profiles.merge(addedProfiles) { _, added in added }
    for entry in added + addedVariants { catalog.packageRoots[entry.name] = packageRoot }
    if let expectedFailures {
      let path =
        expectedFailures.hasPrefix("/") ? expectedFailures : packageRoot + "/" + expectedFailures
      catalog.registries.append(Registry(file: path, variants: addedVariants.map(\.name)))
    }
    return catalog
  }

  /// The pattern, variant or harness probe named `name`, ignoring case.
  public func pattern(named name: String) -> PatternEntry? {
    (patterns + variants + HarnessProbes.entries).first {
      $0.name.lowercased() == name.lowercased()
    }
  }

  /// Whether `name` is a teaching variant rather than a pattern.
  public func isVariant(_ name: String) -> Bool {
    variants.contains { $0.name == name }
  }

  /// The package that holds the sources of the pattern or variant `name`.
  func packageRoot(of name: String) -> String {
    packageRoots[name] ?? PackageFolder.root
  }
}

/// Why patterns could not be added to a catalog.
public enum CatalogError: Error, Equatable, CustomStringConvertible {
  /// A pattern or variant of this name (ignoring case) is already in the catalog.
  case nameTaken(String)
  /// A profile names a pattern that is not among those added.
  case profileOfNoPattern(String, added: [String])
  /// Variants were added without the registry of the scenarios each must fail.
  case variantsWithoutRegistry([String])

  public var description: String {
    switch self {
    case .nameTaken(let name):
      "a pattern named '\(name)' is already in the catalog; give yours another name"
    case .profileOfNoPattern(let name, let added):
      "a profile is given for '\(name)', which is not among the patterns added ("
        + (added.isEmpty ? "none" : added.joined(separator: ", ")) + ")"
    case .variantsWithoutRegistry(let names):
      "the variants \(names.joined(separator: ", ")) need an expected-failure registry: "
        + "every variant declares the scenarios it must fail"
    }
  }
}
