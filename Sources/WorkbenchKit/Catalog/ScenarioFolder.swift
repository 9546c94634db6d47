import Foundation

/// Where the built-in scenarios live.
enum ScenarioFolder {
  /// The `Scenarios/` folder of this package: the one beside its sources, shown as
  /// `Scenarios` when it is the working directory's (the usual `swift run` from the package
  /// root). A team's own package may have a `Scenarios/` folder too, which is never taken for
  /// the built-in one: its scenarios run when named (`run Scenarios`). Only an executable whose
  /// sources are gone falls back on the working directory's folder.
  static var builtIn: String {
    let files = FileManager.default
    let local = files.currentDirectoryPath + "/Scenarios"
    let beside = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
    guard files.fileExists(atPath: beside.path) else {
      return files.fileExists(atPath: local) ? "Scenarios" : beside.path
    }
    let isLocal =
      URL(fileURLWithPath: local).resolvingSymlinksInPath().path
      == beside.resolvingSymlinksInPath().path
    return isLocal ? "Scenarios" : beside.path
  }

  /// The folder of the package whose scenarios and sources these are: the one holding
  /// ``builtIn``.
  static var packageRoot: String {
    URL(fileURLWithPath: builtIn).deletingLastPathComponent().path
  }

  /// The expected-failure registry beside the built-in scenarios.
  static var registry: String { builtIn + "/expected-failures.txt" }
}
