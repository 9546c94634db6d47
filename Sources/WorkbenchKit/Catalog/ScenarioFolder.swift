import Foundation

/// Where the built-in scenarios live.
enum ScenarioFolder {
  /// `Scenarios/` in the working directory when there is one (the usual `swift run` from the
  /// package root), else the one beside this package's sources.
  static var builtIn: String {
    let local = FileManager.default.currentDirectoryPath + "/Scenarios"
    if FileManager.default.fileExists(atPath: local) { return "Scenarios" }
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return sources.appendingPathComponent("Scenarios").path
  }

  /// The folder of the package whose scenarios and sources these are: the one holding
  /// ``builtIn``.
  static var packageRoot: String {
    URL(fileURLWithPath: builtIn).deletingLastPathComponent().path
  }

  /// The expected-failure registry beside the built-in scenarios.
  static var registry: String { builtIn + "/expected-failures.txt" }
}
