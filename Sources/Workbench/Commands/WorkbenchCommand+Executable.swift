public import Foundation
public import ScenarioKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WorkbenchCommand {
  /// The name this process was started as (`workbench`, `mvp-workbench`), for its help.
  static var programName: String {
    let invoked = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
    return invoked.flatMap { $0.isEmpty ? nil : $0 } ?? spec.name
  }

  /// Runs this process's command line with `catalog`, writes what it printed and exits with its
  /// code: the whole `workbench` executable in one call.
  ///
  /// Progress lines go to standard error when it is a terminal; `run` and `report` isolate each
  /// pattern in a worker process, which is this same executable started again, so it knows the
  /// same catalog.
  ///
  /// - Parameters:
  ///   - catalog: the patterns and variants to run.
  ///   - quickBenchmark: the benchmark's quick sweep for `report` (see ``main(_:progress:workerExecutable:quickBenchmark:catalog:)``).
  public static func runAndExit(
    catalog: PatternCatalog = .builtIn, quickBenchmark: (() throws -> Data)? = nil
  ) -> Never {
    let output = main(
      Array(CommandLine.arguments.dropFirst()), progress: terminalProgress,
      workerExecutable: Bundle.main.executablePath, quickBenchmark: quickBenchmark,
      catalog: catalog, programName: programName)
    if terminalProgress != nil { FileHandle.standardError.write(Data("\u{1B}[2K\r".utf8)) }
    FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
    FileHandle.standardError.write(Data(output.standardError.utf8))
    exit(output.exitCode.rawValue)
  }

  /// Runs the workbench's command line with patterns of one's own beside the built-in ones,
  /// and exits: the `main.swift` of a team's own executable.
  ///
  /// ```swift
  /// import MVPArticles
  /// import Workbench
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
  ///   ])
  /// ```
  ///
  /// Every subcommand then knows the patterns: `run` (with worker isolation, `--tag`,
  /// `--format json`, `--time-limit`), `report`, `explain`, `list` and `agree`. A catalog that
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
  public static func runAndExit(
    patterns: [PatternEntry], profiles: [String: PatternProfile] = [:],
    variants: [PatternEntry] = [], expectedFailures: String? = nil
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
    runAndExit(catalog: catalog)
  }

  /// Progress on standard error, and only when a person is watching it.
  private static let terminalProgress: (@Sendable (String) -> Void)? =
    isatty(STDERR_FILENO) == 1
    ? { @Sendable line in FileHandle.standardError.write(Data(("\u{1B}[2K\r" + line).utf8)) }
    : nil
}
