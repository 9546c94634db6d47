import BuiltInPatterns
import Testing

@testable import WorkbenchKit

/// The rules of the trade-off table, on sample text: each counts what it names, and counts
/// nothing where the words are only in a comment, a string or another construct.
@Suite struct TradeOffSitesTests {
  private let ports: Set<String> = ["ArticleRepository", "SessionService"]

  @Test func declarationsHaveTheirNamesAndWhatTheyConformTo() {
    let source = """
      /// struct InAComment: ArticleRepository {}
      final class Loader<T: Equatable>: @unchecked Sendable, ArticleRepository where T: Hashable {
      enum Route { case list }
      let text = "struct InAString: SessionService {}"
      public protocol Port: Sendable {}
      """
    let declarations = SourceLineCounter.declarations(of: source)
    #expect(declarations.map(\.name) == ["Loader", "Route", "Port"])
    #expect(declarations.map(\.line) == [2, 3, 5])
    #expect(declarations[0].inherits == ["Sendable", "ArticleRepository"])
    #expect(declarations[1].inherits == [])
    #expect(declarations[2].keyword == "protocol")
    // The counter's own figures read the same declarations.
    #expect(SourceLineCounter.count(source).types == 3)
  }

  @Test func eachWayOfStartingAsyncWorkCounts() {
    for line in [
      "task = Task { await load() }", "Task(priority: .high) {", "Task.detached { await x() }",
      ".task { await model.load() }", ".task(id: model.retries) { await model.load() }",
      ".refreshable { await model.refresh() }", "return .run { send in",
      "return .run(priority: .low) { send in", "Effect.run(operation: work)",
    ] {
      #expect(TradeOffSites.startsEffects(line), "\(line)")
    }
  }

  @Test func handlesAndWordsOfTasksDoNotStartWork() {
    let source = """
      private var task: Task<Void, Never>?
      task?.cancel()
      // Task { not code }
      let trace = "the .task { modifier"
      /// Returns `.run { send in … }`.
      func run(_ body: () -> Void) { body() }
      """
    #expect(!TradeOffSites.startsEffects(in: source))
    #expect(TradeOffSites.startsEffects(in: source + "\nTask { await go() }"))
  }

  @Test func doublesConformToAPortOrAreNamedAsOne() {
    let source = """
      struct UnconfiguredServices: ArticleRepository, SessionService {}
      final class FakeClock {}
      struct RepositoryMock {}
      struct Stubborn {}
      struct Loader: Sendable {}
      protocol PreviewPort: ArticleRepository {}
      // struct CommentedMock: ArticleRepository {}
      """
    let found = TradeOffSites.doubles(in: source, ports: ports)
    #expect(found.map(\.name) == ["UnconfiguredServices", "FakeClock", "RepositoryMock"])
    #expect(found.map(\.line) == [1, 2, 3])
  }

  @Test func aClosureForADependencyIsADoubleInTheTestsOnly() {
    let source = """
      let store = withDependencies {
        $0.apiClient.load = { _ in .mock }
      } operation: { Store() }
      store.send(.typed("a1")) { $0.text = "a1" }
      """
    #expect(TradeOffSites.doubles(in: source, ports: ports).isEmpty)
    let inTests = TradeOffSites.doubles(in: source, ports: ports, inTests: true)
    #expect(inTests.map(\.name) == ["$0.apiClient.load"])
    #expect(inTests.map(\.line) == [2])
  }

  @Test func withoutPortsOrNamesNothingIsADouble() {
    let source = "struct ArticleListViewModel: Observable {}\nfinal class Mocking: Sendable {}\n"
    #expect(TradeOffSites.doubles(in: source, ports: ports, inTests: true).isEmpty)
  }

  @Test func testsAreSwiftTestingOrXCTestFunctions() {
    let source = """
      @Test func aStarFlips() {}
      @Test("named") func named() {}
      func testLegacy() {}
      // @Test func commented() {}
      func helper() {}
      @Suite struct Tests {}
      """
    #expect(TradeOffSites.tests(in: source) == 3)
    #expect(TradeOffSites.tests(in: "func helper() {}\n") == 0)
  }

  /// The ports are read from the domain, and the TCA chapter's dependency values are found
  /// among its sources while the MVVM chapter has none there, and one in its tests.
  @Test func theBuiltInChaptersAreMeasuredFromTheirFolders() throws {
    let ports = TradeOffSites.ports()
    #expect(ports.isSuperset(of: ["ArticleRepository", "SessionService", "Connectivity"]))
    let profiles = PatternCatalog.builtIn.profiles
    let tca = TradeOffSites.measure(
      try #require(profiles["TCA"]), root: PackageFolder.root, ports: ports)
    #expect(tca.doubles(inTests: false).map(\.name).contains("UnconfiguredServices"))
    #expect(tca.effectStartFiles.contains("ComposableRuntime/Store"))
    #expect(tca.folders.map(\.name) == ["TCAArticles", "ComposableRuntime"])
    let mvvm = TradeOffSites.measure(
      try #require(profiles["MVVM"]), root: PackageFolder.root, ports: ports)
    #expect(mvvm.doubles(inTests: false).isEmpty)
    #expect(mvvm.doubles.map(\.name) == ["CancelledUnderneath"])
    #expect(mvvm.folders.isEmpty)
    #expect(mvvm.tests > 0)
  }
}
