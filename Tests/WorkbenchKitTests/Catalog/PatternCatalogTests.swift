import BuiltInPatterns
import Foundation
import ScenarioKit
import TestSupport
import Testing

@testable import WorkbenchKit

/// A pattern handed to the workbench through a catalog is one more column of every subcommand,
/// as a team's own executable gets it from `WorkbenchCommand.runAndExit(patterns:…)`.
@Suite(.serialized) struct PatternCatalogTests {
  private func catalog(
    profile: PatternProfile? = OutsidePattern.profile, root: String = "/nonexistent"
  ) throws -> PatternCatalog {
    try PatternCatalog.builtIn.adding(
      patterns: [OutsidePattern.entry], profiles: profile.map { ["Tiny": $0] } ?? [:],
      packageRoot: root)
  }

  private func read(_ path: String) -> String {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  @Test func runsBesideTheBuiltInPatterns() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let output = WorkbenchCommand.main(
      ["run", file, "--pattern", "tiny", "--pattern", "MVC", "--format", "json"],
      catalog: try catalog())
    #expect(output.exitCode == .success)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let results = try #require(document["results"] as? [[String: Any]])
    #expect(results.map { $0["pattern"] as? String } == ["Tiny", "Tiny", "MVC", "MVC"])
    #expect(results.allSatisfy { $0["outcome"] as? String == "passed" })
  }

  @Test func withoutPatternOptionsItRunsAfterTheBuiltInOnes() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let output = WorkbenchCommand.main(
      ["run", file, "--scenario", "first page"], catalog: try catalog())
    #expect(output.exitCode == .success)
    let lines = output.standardOutput.split(separator: "\n")
    let builtIn = BuiltInPatterns.entries.map(\.name)
    #expect(lines.first?.contains("1 scenario × \(builtIn.count + 1) patterns") == true)
    #expect(lines.dropFirst(2).first?.hasSuffix("\(builtIn.last!)  Tiny") == true)
  }

  @Test func theBuiltInCommandLineDoesNotKnowIt() {
    let output = WorkbenchCommand.main(["run", "--pattern", "Tiny"], catalog: .builtIn)
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix("Error: unknown pattern 'Tiny'"))
  }

  @Test func listShowsItWithItsSummary() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let output = WorkbenchCommand.main(["list", file], catalog: try catalog())
    #expect(output.exitCode == .success)
    // Its name, then its summary in the column the longest name sets.
    #expect(
      output.standardOutput.split(separator: "\n").contains {
        $0.hasPrefix("  Tiny  ") && $0.hasSuffix(" A list of one's own that loads and refreshes")
      })
  }

  @Test func explainShowsItsColumn() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let output = WorkbenchCommand.main(
      ["explain", "A refresh shows", file, "--pattern", "Tiny", "--width", "120"],
      catalog: try catalog())
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("\n  Tiny  passed\n"))
    #expect(output.standardOutput.contains("request #2 started: load first page"))
  }

  @Test func theReportFillsItsRowsFromItsDeclarationAndItsFolders() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    // A package of one's own, with the folders the profile names.
    let root = folder.path + "/package"
    try FileManager.default.createDirectory(
      atPath: root + "/Sources/TinyArticles", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: root + "/Tests/TinyArticlesTests", withIntermediateDirectories: true)
    try "// The list.\n\nstruct TinyList {\n  var rows: [String]\n}\n".write(
      toFile: root + "/Sources/TinyArticles/TinyList.swift", atomically: true, encoding: .utf8)
    try "import Testing\n\n@Test func loads() {}\n".write(
      toFile: root + "/Tests/TinyArticlesTests/TinyListTests.swift", atomically: true,
      encoding: .utf8)
    let out = folder.path + "/report"
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "Tiny", "--out", out], catalog: try catalog(root: root))
    #expect(output.exitCode == .success)
    let markdown = read(out + "/report.md")
    #expect(markdown.contains("| State owner | The list view itself |"))
    #expect(markdown.contains("| Effect discipline | One load task, replaced on refresh |"))
    #expect(markdown.contains("| Navigation owner | No navigation yet |"))
    #expect(markdown.contains("| Scenarios passed | 2 / 2 |"))
    #expect(markdown.contains("| Lines of code | 3 |"))
    #expect(markdown.contains("| Files | 1 |"))
    #expect(markdown.contains("| Test lines | 2 |"))
    #expect(read(out + "/index.html").contains("The list view itself"))
  }

  @Test func aPatternWithoutAProfileReadsNotDeclared() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let out = folder.path + "/report"
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "Tiny", "--pattern", "MVC", "--out", out],
      catalog: try catalog(profile: nil))
    #expect(output.exitCode == .success)
    let markdown = read(out + "/report.md")
    #expect(markdown.contains("| State owner | not declared | View controllers"))
    #expect(markdown.contains("| Lines of code | not declared | "))
    #expect(!markdown.contains("—"))
  }

  @Test func aProfileWhoseFoldersAreMissingSaysSoInsteadOfCountingZero() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let out = folder.path + "/report"
    let output = WorkbenchCommand.main(
      ["report", file, "--pattern", "Tiny", "--out", out],
      catalog: try catalog(root: folder.path + "/no-such-package"))
    #expect(output.exitCode == .success)
    let markdown = read(out + "/report.md")
    #expect(markdown.contains("| State owner | The list view itself |"))
    #expect(markdown.contains("| Lines of code | folders not found |"))
    #expect(markdown.contains("| Test lines | folders not found |"))
  }

  @Test func anIsolatedWorkerOfTheSameCatalogRunsIt() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let events = EventLog()
    // One request: the pattern at 0, from the second scenario, one scenario, one repetition.
    var requests = ["0\t1\t1\t1"]
    let output = WorkerCommand.main(
      ["--pattern", "Tiny", "--", file], catalog: try catalog(),
      requests: { requests.popLast() }, write: events.record)
    #expect(output.exitCode == .success)
    #expect(events.lines.first == "started")
    #expect(events.lines.last == "done")
    let finished = events.finished
    #expect(finished.map(\.outcome) == [.passed])
    #expect(finished.map(\.ordersRun) == [1])
  }

  @Test func aWorkerOfTheBuiltInCatalogRefusesItLoudly() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("own.feature", OutsidePattern.scenarios)
    let output = WorkerCommand.main(
      ["--pattern", "Tiny", "--", file], catalog: .builtIn, requests: { nil }, write: { _ in })
    #expect(output.exitCode == .usage)
    #expect(output.standardError.hasPrefix("Error: unknown pattern 'Tiny'"))
  }

  @Test func variantsOfOnesOwnAreJudgedByTheirOwnRegistry() throws {
    let folder = try TemporaryFolder()
    let registry = try folder.write(
      "expected-failures.txt",
      """
      variant: Tiny/dead-refresh
        why: Sources/TinyVariants/DeadRefresh/TinyListApp.swift — pulling does nothing; the \
      correct app loads the first page again
        fails: Rows stay visible while refreshing
      """)
    let catalog = try PatternCatalog.builtIn.adding(
      patterns: [OutsidePattern.entry], variants: [OutsidePattern.variant],
      expectedFailures: registry, packageRoot: folder.path)
    let output = WorkbenchCommand.main(
      [
        "run", "--pattern", "Tiny/dead-refresh", "--scenario", "Rows stay visible while refreshing",
      ],
      catalog: catalog)
    #expect(output.exitCode == .success)
    #expect(
      output.standardOutput.contains(
        """
        TEACHING VARIANTS — each must fail exactly its listed scenarios
          Tiny/dead-refresh — caught by 1 of 1
              ✗ Rows stay visible while refreshing
        """))
    let listing = WorkbenchCommand.main(["list"], catalog: catalog).standardOutput
    #expect(listing.contains("  Tiny/dead-refresh "))
    #expect(listing.contains("Pulling to refresh does nothing — must fail 1"))
  }

  @Test func anOwnRegistryIsCheckedAsTheBuiltInOneIs() throws {
    let folder = try TemporaryFolder()
    let registry = try folder.write(
      "expected-failures.txt",
      "variant: Tiny/dead-refresh\n  why: a mistake\n  fails: Rows stay visible while refresing\n")
    let catalog = try PatternCatalog.builtIn.adding(
      patterns: [], variants: [OutsidePattern.variant], expectedFailures: registry)
    let output = WorkbenchCommand.main(["list"], catalog: catalog)
    #expect(output.exitCode == .dataError)
    #expect(
      output.standardError.hasPrefix(
        registry + ":3:10: error: unknown scenario 'Rows stay visible while refresing'"))
  }

  @Test func aCatalogRefusesWhatWouldBeAmbiguousOrUndeclared() {
    #expect(throws: CatalogError.nameTaken("mvc")) {
      try PatternCatalog.builtIn.adding(
        patterns: [PatternEntry(name: "mvc", summary: "", app: TinyListApp.self)])
    }
    #expect(throws: CatalogError.profileOfNoPattern("Tyni", added: ["Tiny"])) {
      try PatternCatalog.builtIn.adding(
        patterns: [OutsidePattern.entry], profiles: ["Tyni": OutsidePattern.profile])
    }
    #expect(throws: CatalogError.variantsWithoutRegistry(["Tiny/dead-refresh"])) {
      try PatternCatalog.builtIn.adding(patterns: [], variants: [OutsidePattern.variant])
    }
  }
}

/// The events a worker streamed, kept in order.
private final class EventLog: @unchecked Sendable {
  // Unchecked: the worker writes its lines one at a time, on one thread, before it returns.
  private(set) var lines: [String] = []

  @Sendable func record(_ line: String) { lines.append(line) }

  var finished: [WorkerProtocol.Finished] {
    lines.compactMap {
      if case .finished(let result) = WorkerProtocol.event(in: $0[...]) { return result }
      return nil
    }
  }
}
