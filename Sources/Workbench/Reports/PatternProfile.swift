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

  /// A profile; the folders are counted in the package the catalog names for the pattern.
  public init(
    stateOwner: String, effectDiscipline: String, navigationOwner: String,
    sourceFolders: [String], testFolders: [String], note: String? = nil
  ) {
    self.stateOwner = stateOwner
    self.effectDiscipline = effectDiscipline
    self.navigationOwner = navigationOwner
    self.sourceFolders = sourceFolders
    self.testFolders = testFolders
    self.note = note
  }

  static let all: [String: PatternProfile] = [
    "MVC": PatternProfile(
      stateOwner: "View controllers, plus a shared favorites model",
      effectDiscipline: "Tasks owned and cancelled by view controllers",
      navigationOwner: "View controllers push and present",
      sourceFolders: ["MVCArticles"], testFolders: ["MVCArticlesTests"]),
    "MVVM": PatternProfile(
      stateOwner: "@Observable view models",
      effectDiscipline: "View-model tasks with generation checks; a screen's tasks end with it",
      navigationOwner: "A route the app view model publishes",
      sourceFolders: ["MVVMArticles"], testFolders: ["MVVMArticlesTests"],
      note: "its Screens/ are the Coordinator's screens too"),
    "Coordinator": PatternProfile(
      stateOwner: "The MVVM screens' view models; coordinators own the flow",
      effectDiscipline: "The MVVM screens' tasks; a screen's tasks end with it",
      navigationOwner: "Coordinators: start(), a screen factory, child coordinators",
      sourceFolders: ["CoordinatorArticles", "MVVMArticles/Screens"],
      testFolders: ["CoordinatorArticlesTests"],
      note: "counts the MVVM screens it compiles (Screens/ is a link to them)"),
    "UDF": PatternProfile(
      stateOwner: "One store",
      effectDiscipline: "reduce(&state, action) → [Effect]; revision guards",
      navigationOwner: "State in the store",
      sourceFolders: ["UDFArticles"], testFolders: ["UDFArticlesTests"]),
    "MVI": PatternProfile(
      stateOwner: "One store; the state composed of sub-states",
      effectDiscipline: "reduce(state, intent) → State; side effects in the store; revisions",
      navigationOwner: "State in the store",
      sourceFolders: ["MVIArticles"], testFolders: ["MVIArticlesTests"]),
    "VIPER": PatternProfile(
      stateOwner: "Interactors hold entities; presenters map them",
      effectDiscipline: "Interactors with request tickets",
      navigationOwner: "Routers assemble and navigate",
      sourceFolders: ["VIPERArticles"], testFolders: ["VIPERArticlesTests"]),
    "TCA": PatternProfile(
      stateOwner: "One store of composed reducers; each page holds a scoped store",
      effectDiscipline: "Effects with cancellation IDs; ifLet ends a child's effects",
      navigationOwner: "Presented child state (@Presents) in the store",
      sourceFolders: ["TCAArticles", "ComposableRuntime"], testFolders: ["TCAArticlesTests"],
      note: "includes the composable runtime"),
  ]
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
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: folder) else { return .init() }
    var figures = SourceLineCounter.Figures()
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      guard let data = manager.contents(atPath: folder + "/" + relative) else { continue }
      figures = figures + SourceLineCounter.count(String(decoding: data, as: UTF8.self))
    }
    return figures
  }
}

/// Where this package's files are.
enum PackageFolder {
  /// The working directory when it holds this package (the usual `swift run` from the package
  /// root), else the package beside this file, as ``ScenarioFolder`` finds `Scenarios/`.
  static var root: String {
    let local = FileManager.default.currentDirectoryPath
    if FileManager.default.fileExists(atPath: local + "/Package.swift"),
      FileManager.default.fileExists(atPath: local + "/Sources/Workbench")
    {
      return local
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
  }
}
