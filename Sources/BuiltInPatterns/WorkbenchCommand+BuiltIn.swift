import Foundation
public import ScenarioKit
public import WorkbenchKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WorkbenchCommand {
  /// Runs the workbench's command line with patterns of one's own beside the built-in ones,
  /// and exits: the `main.swift` of a team's own executable.
  ///
  /// ```swift
  /// import BuiltInPatterns
  /// import MVPArticles
  /// import ScenarioKit
  /// import WorkbenchKit
  ///
  /// WorkbenchCommand.runAndExit(
  ///   patterns: [
  ///     PatternEntry(name: "MVP", summary: "Passive views, presenters", app: MVPArticlesApp.self)
  ///   ],
  ///   profiles: [
  ///     "MVP": PatternProfile(
  ///       stateOwner: "Presenters", effectDiscipline: "Presenter tasks, cancelled on leave",
  ///       navigationOwner: "Presenters ask the view", sourceFolders: ["MVPArticles"],
  ///       testFolders: ["MVPArticlesTests"])
  ///   ],
  ///   benchmark: "mvp-state-copy")
  /// ```
  ///
  /// Every subcommand then knows the patterns: `run` (with worker isolation, `--tag`,
  /// `--format json`, `--time-limit`), `report`, `explain`, `list` and `agree`. With a
  /// `benchmark`, `report` runs its quick sweep first, as `workbench report` runs
  /// `state-copy`'s, and draws the cost charts with the team's patterns in them. A catalog that
  /// cannot be built (a name already taken, a profile of no pattern, variants without a
  /// registry) is a usage error: the executable prints it and exits with 64.
  ///
  /// - Parameters:
  ///   - patterns: full implementations, run against every scenario after the built-in ones.
  ///   - profiles: what the report says about each pattern, by name; its folders are counted
  ///     under `Sources/` and `Tests/` of the package `swift run` starts in.
  ///   - variants: teaching variants of one's own.
  ///   - expectedFailures: the registry of the scenarios each variant must fail, relative to
  ///     the package (`Scenarios/expected-failures.txt`'s format).
  ///   - benchmark: the name of the package's benchmark executable, built beside this one
  ///     (`mvp-state-copy`, whose `main.swift` is `StateCopyCommand.runAndExit(patterns:)` with
  ///     the same patterns); `nil` when the package has none, and then `report` draws cost
  ///     charts only from a file (`--bench`).
  public static func runAndExit(
    patterns: [PatternEntry], profiles: [String: PatternProfile] = [:],
    variants: [PatternEntry] = [], expectedFailures: String? = nil, benchmark: String? = nil
  ) -> Never {
    let catalog: PatternCatalog
    do throws(CatalogError) {
      catalog = try PatternCatalog.builtIn.adding(
        patterns: patterns, profiles: profiles, variants: variants,
        expectedFailures: expectedFailures)
    } catch {
      FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
      exit(ExitCode.usage.rawValue)
    }
    let executable = benchmark.flatMap { name in
      Bundle.main.executablePath.map { BenchmarkExecutable(name, besides: $0) }
    }
    runAndExit(
      catalog: catalog,
      quickBenchmark: executable.map { executable in { try executable.quickSweep() } })
  }
}
