import Foundation

/// What the report says about each pattern without measuring it: who owns the state, how effects
/// are disciplined, who owns navigation, and where its sources are.
///
/// The descriptions are the short, fixed rows of the usual "patterns compared" table; every other
/// row of the report's comparison table is measured. A pattern of one's own declares its profile
/// beside its ``PatternCatalog`` entry; without one, its report says "not declared".
///
/// ```swift
/// let profile = PatternProfile(
///   stateOwner: "Presenters", effectDiscipline: "Presenter tasks, cancelled on leave",
///   navigationOwner: "Presenters ask the view to push",
///   sourceFolders: ["MVPArticles"], testFolders: ["MVPArticlesTests"])
/// ```
public struct PatternProfile: Sendable {
  public var stateOwner: String
  public var effectDiscipline: String
  public var navigationOwner: String
  /// Folders under the package's `Sources/` counted as the pattern's code.
  public var sourceFolders: [String]
  /// Folders under the package's `Tests/` counted as the pattern's tests.
  public var testFolders: [String]
  /// Said beside the figures when they are shared with another pattern.
  public var note: String?
  /// How a child feature (a detail page, a login) is embedded in its parent, in a phrase: the
  /// composition row of the seed's MVVM-versus-TCA trade-offs. A pattern that declares it is
  /// a column of the report's trade-off table.
  public var childFeature: String?

  /// A profile; the folders are counted in the package the catalog names for the pattern.
  public init(
    stateOwner: String, effectDiscipline: String, navigationOwner: String,
    sourceFolders: [String], testFolders: [String], note: String? = nil,
    childFeature: String? = nil
  ) {
    self.stateOwner = stateOwner
    self.effectDiscipline = effectDiscipline
    self.navigationOwner = navigationOwner
    self.sourceFolders = sourceFolders
    self.testFolders = testFolders
    self.note = note
    self.childFeature = childFeature
  }
}

/// The boilerplate figures of one pattern: its sources and its tests, counted.
struct Boilerplate: Codable, Equatable, Sendable {
  var sources: SourceLineCounter.Figures
  var testLines: Int
  /// Said beside the figures, such as a module shared with another pattern.
  var note: String?

  /// Counts the figures of `profile` in the package at `root`.
  static func measure(_ profile: PatternProfile, root: String) -> Boilerplate {
    let sources = profile.sourceFolders.map { count(folder: root + "/Sources/" + $0) }
      .reduce(SourceLineCounter.Figures(), +)
    let tests = profile.testFolders.map { count(folder: root + "/Tests/" + $0) }
      .reduce(SourceLineCounter.Figures(), +)
    return Boilerplate(sources: sources, testLines: tests.codeLines, note: profile.note)
  }

  /// The figures of every `.swift` file under `folder` (none when it does not exist).
  static func count(folder: String) -> SourceLineCounter.Figures {
    PackageFolder.swiftFiles(in: folder).map { SourceLineCounter.count($0.text) }
      .reduce(SourceLineCounter.Figures(), +)
  }
}

/// Where this package's files are.
enum PackageFolder {
  /// The `.swift` files under `folder`, by their path inside it, in path order; none when the
  /// folder does not exist. What every figure counted from a pattern's sources reads.
  static func swiftFiles(in folder: String) -> [(path: String, text: String)] {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: folder) else { return [] }
    var files: [(path: String, text: String)] = []
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      guard let data = manager.contents(atPath: folder + "/" + relative) else { continue }
      files.append((relative, String(decoding: data, as: UTF8.self)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The working directory when it holds this package (the usual `swift run` from the package
  /// root), else the package beside this file, as ``ScenarioFolder`` finds `Scenarios/`.
  static var root: String {
    let local = FileManager.default.currentDirectoryPath
    if FileManager.default.fileExists(atPath: local + "/Package.swift"),
      FileManager.default.fileExists(atPath: local + "/Sources/WorkbenchKit")
    {
      return local
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
  }
}
