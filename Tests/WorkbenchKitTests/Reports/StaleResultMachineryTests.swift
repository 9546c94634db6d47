import BuiltInPatterns
import Foundation
import Testing

@testable import WorkbenchKit

/// The stale-result machinery is read from a pattern's code by three textual rules, the same for
/// every pattern, and each site is listed where it is.
@Suite struct StaleResultMachineryTests {
  @Test func eachRuleFindsItsKindOfLine() {
    typealias Kind = StaleResultMachinery.Kind
    let lines: [(String, [Kind])] = [
      ("private var loadTask: Task<Void, Never>?", [.taskKept]),
      ("private var requests: [RequestTicket: Task<Void, Never>] = [:]", [.taskKept]),
      ("loadTask?.cancel()", [.cancel]),
      ("return .cancel(id: CancelID.search)", [.cancel]),
      (".cancellable(id: CancelID.page, cancelInFlight: true)", [.cancel]),
      ("guard generation == loadGeneration else { return }", [.answerCheck]),
      ("let isLatest = star.request?.revision == revision", [.answerCheck]),
      ("if sideEffect.revision > previous.lastRevision {", [.answerCheck]),
      ("guard !Task.isCancelled else { return }", [.answerCheck]),
      ("try Task.checkCancellation()", [.answerCheck]),
      ("answered != newest", [.answerCheck]),
      ("if state.isStale(action) { return [] }", [.answerCheck]),
      // A local task is not kept; a comparison of something else is not a check.
      ("let task = Task { await load() }", []),
      ("guard query == text else { return }", []),
      ("loadGeneration += 1", []),
      ("var tasks: [Task<Void, Never>] = []; tasks.forEach { $0.cancel() }", [.taskKept, .cancel]),
    ]
    for (line, kinds) in lines {
      #expect(StaleResultMachinery.kinds(of: line) == kinds, "\(line)")
    }
  }

  @Test func commentsAndTraceTextAreNotSites() {
    let source = """
      // loadTask?.cancel() when the page goes
      /// Checks `generation == loadGeneration`.
      /* var kept: Task<Void, Never>? */
      trace(.action, "task.cancel() of generation == 3")
      """
    #expect(StaleResultMachinery.sites(in: source).isEmpty)
  }

  @Test func aSiteSaysWhereItIs() {
    let source =
      "struct A {\n  // kept\n  var task: Task<Void, Never>?\n  func stop() { task?.cancel() }\n}\n"
    let sites = StaleResultMachinery.sites(in: source, folder: "MVPArticles", file: "List/A.swift")
    #expect(
      sites == [
        .init(
          kind: .taskKept, folder: "MVPArticles", file: "List/A.swift", line: 3,
          code: "var task: Task<Void, Never>?"),
        .init(
          kind: .cancel, folder: "MVPArticles", file: "List/A.swift", line: 4,
          code: "func stop() { task?.cancel() }"),
      ])
  }

  /// The counts can fail: a teaching variant that takes a guard or a cancel out of a pattern
  /// has fewer sites of that kind than the file it replaces.
  @Test(arguments: [
    ("Sources/TeachingVariants/MVVMNoCancel", StaleResultMachinery.Kind.cancel),
    ("Sources/TeachingVariants/MVVMNoCancel", .answerCheck),
    ("Sources/TeachingVariants/UDFNoRevisionGuard", .answerCheck),
    ("Sources/TeachingVariants/VIPERNoStaleGuard", .answerCheck),
  ])
  func aVariantWithoutAGuardHasFewerSites(folder: String, kind: StaleResultMachinery.Kind) throws {
    let source = try VariantSource.read(folder: folder, root: PackageFolder.root)
    let replacement = try #require(source.replacements.first)
    let copy = try String(
      contentsOfFile: PackageFolder.root + "/" + replacement.copy, encoding: .utf8)
    let original = try String(
      contentsOfFile: PackageFolder.root + "/" + replacement.original, encoding: .utf8)
    let count = { (text: String) in
      StaleResultMachinery.sites(in: text).filter { $0.kind == kind }.count
    }
    #expect(count(copy) < count(original), "\(replacement.copy) against \(replacement.original)")
  }

  @Test func theSevenPatternsAreMeasuredSiteBySite() throws {
    let profile = try #require(PatternCatalog.builtIn.profiles["TCA"])
    let machinery = StaleResultMachinery.measure(profile, root: PackageFolder.root)
    // The runtime's sites are counted too, and said to be the runtime's.
    #expect(machinery.count(in: "TCAArticles") > 0)
    #expect(machinery.count(in: "ComposableRuntime") > 0)
    #expect(
      machinery.count() == machinery.count(in: "TCAArticles")
        + machinery.count(in: "ComposableRuntime"))
    #expect(machinery.sites.allSatisfy { $0.line > 0 && !$0.code.isEmpty })
  }
}
