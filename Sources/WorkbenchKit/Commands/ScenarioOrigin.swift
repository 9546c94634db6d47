import Foundation
import ScenarioKit

/// Where a run's scenarios came from: the workbench's own folder, or a path the user named, with
/// how many of the scenarios run came from there. The matrix and the JSON say it, so that a run
/// in a team's package shows which suite it held the patterns to.
struct ScenarioOrigin: Equatable, Sendable {
  /// The folder or file as named (the built-in folder as ``ScenarioFolder/builtIn`` shows it).
  var path: String
  /// Whether it is the workbench's own `Scenarios/` folder, or a file in it.
  var isBuiltIn: Bool
  /// How many of the scenarios run came from it.
  var scenarios: Int

  /// The origins of `scenarios`, one per path they were loaded from, in the order named.
  ///
  /// - Parameters:
  ///   - paths: the paths named on the command line (empty: the built-in folder).
  ///   - files: the feature files each path holds, as the loader found them.
  static func of(
    _ scenarios: [CompiledScenario], paths: [String], files: [[String]]
  ) -> [ScenarioOrigin] {
    let named = paths.isEmpty ? [ScenarioFolder.builtIn] : paths
    var counted = Set<String>()
    return zip(named, files).map { path, files in
      // A file named twice (a folder and a file in it) counts where it was first named.
      let mine = Set(files).subtracting(counted)
      counted.formUnion(mine)
      return ScenarioOrigin(
        path: path, isBuiltIn: isInBuiltInFolder(path),
        scenarios: scenarios.count { mine.contains($0.reference.file) })
    }
  }

  private static func isInBuiltInFolder(_ path: String) -> Bool {
    let builtIn = URL(fileURLWithPath: ScenarioFolder.builtIn).resolvingSymlinksInPath().path
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    return resolved == builtIn || resolved.hasPrefix(builtIn + "/")
  }

  /// The line the matrix prints under its heading, e.g. `scenarios: 255 of the workbench's, in
  /// Scenarios` or `scenarios: 3 of your own, in own.feature (the workbench's run when no path
  /// is named)`.
  static func line(_ origins: [ScenarioOrigin]) -> String? {
    guard !origins.isEmpty else { return nil }
    let parts = origins.map { origin in
      "\(origin.scenarios) \(origin.isBuiltIn ? "of the workbench's" : "of your own"), in \(origin.path)"
    }
    let note =
      origins.contains(where: \.isBuiltIn)
      ? "" : " (the workbench's own run when no path is named)"
    return "scenarios: " + parts.joined(separator: "; ") + note
  }
}
