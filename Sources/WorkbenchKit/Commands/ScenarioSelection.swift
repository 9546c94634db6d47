import Foundation
import ScenarioKit

/// The scenarios and patterns a command line selects.
struct ScenarioSelection {
  var scenarios: [CompiledScenario]
  var patterns: [PatternEntry]
  /// The catalog the patterns were chosen from.
  var catalog: PatternCatalog
  /// Which scenarios each teaching variant must fail.
  var expectedFailures = VariantRegistry()
  /// The feature files of each path named (or of the built-in folder), for ``origins``.
  private var filesByPath: [[String]] = []
  private var paths: [String] = []

  /// Where the selected scenarios come from, and how many from each path.
  var origins: [ScenarioOrigin] {
    ScenarioOrigin.of(scenarios, paths: paths, files: filesByPath)
  }

  /// Loads the scenarios at the command's paths (or the built-in ones) and applies the filters.
  ///
  /// - Parameters:
  ///   - filters: whether to apply `--pattern`, `--tag` and `--scenario`.
  ///   - registry: whether to read the expected-failure registry (a worker does not judge).
  ///
  /// - Throws: ``SelectionError/usage(_:)`` for bad options or paths, and
  ///   ``SelectionError/malformed(_:)`` for scenario files with errors.
  init(
    _ command: ParsedCommand, catalog: PatternCatalog, filters: Bool = true,
    registry: Bool = true
  ) throws(SelectionError) {
    self.catalog = catalog
    let paths = command.values("path")
    self.paths = paths
    do throws(ScenarioLoader.Failure) {
      filesByPath = try (paths.isEmpty ? [ScenarioFolder.builtIn] : paths).map {
        path throws(ScenarioLoader.Failure) in try ScenarioLoader.featureFiles(at: [path])
      }
      scenarios = try ScenarioLoader.load(filesByPath.flatMap { $0 })
    } catch {
      switch error {
      case .unreadable(let path, let reason):
        throw .usage(command.usageError("cannot read '\(path)': \(reason)"))
      case .malformed(let diagnostics):
        throw .malformed(diagnostics)
      }
    }
    // Variants' expected failures are known for the built-in scenarios only: with paths of
    // one's own, variants run when named with --pattern.
    patterns = catalog.patterns + (paths.isEmpty ? catalog.variants : [])
    if paths.isEmpty, registry {
      do throws(FeatureParseError) {
        expectedFailures = try VariantRegistry(catalog, scenarios: scenarios.map(\.name))
      } catch {
        throw .malformed(error.diagnostics)
      }
    }
    guard filters else { return }
    try applyFilters(of: command)
  }

  private mutating func applyFilters(of command: ParsedCommand) throws(SelectionError) {
    try selectPatterns(named: command.values("pattern"), command: command)
    for text in command.values("tag") {
      do throws(TagExpressionError) {
        let expression = try TagExpression.parse(text)
        scenarios = scenarios.filter { expression.matches(Set($0.reference.tags)) }
      } catch {
        throw .usage(command.usageError("bad tag expression '\(text)': \(error)"))
      }
    }
    if let name = command.value("scenario") {
      scenarios = scenarios.filter { $0.name.lowercased().contains(name.lowercased()) }
    }
    if scenarios.isEmpty {
      throw .usage(command.usageError("no scenario matches the filters"))
    }
  }

  /// Keeps only the patterns and variants named (all of them when `names` is empty).
  mutating func selectPatterns(named names: [String], command: ParsedCommand) throws(SelectionError)
  {
    if !names.isEmpty {
      patterns = try Self.patterns(named: names, in: catalog, command: command)
    }
  }

  /// The patterns and variants `names` name, once each, in the order named.
  static func patterns(
    named names: [String], in catalog: PatternCatalog, command: ParsedCommand
  ) throws(SelectionError) -> [PatternEntry] {
    var patterns: [PatternEntry] = []
    for name in names {
      guard let pattern = catalog.pattern(named: name) else {
        let known = catalog.patterns.map(\.name)
        let suggestion = known.first { $0.lowercased().hasPrefix(name.lowercased().prefix(2)) }
        throw .usage(
          command.usageError(
            "unknown pattern '\(name)' (known: \(known.joined(separator: ", ")))",
            suggestion: suggestion.map { "Did you mean '\($0)'?" }))
      }
      if !patterns.contains(where: { $0.name == pattern.name }) { patterns.append(pattern) }
    }
    return patterns
  }
}

/// Why a selection could not be made.
enum SelectionError: Error {
  case usage(UsageError)
  case malformed([Diagnostic])

  var output: CommandOutput {
    switch self {
    case .usage(let error):
      CommandOutput(exitCode: .usage, standardError: error.description + "\n")
    case .malformed(let diagnostics):
      CommandOutput(
        exitCode: .dataError,
        standardError: diagnostics.map { $0.description + "\n" }.joined())
    }
  }
}
