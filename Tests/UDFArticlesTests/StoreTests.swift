import ArticleDomain
import TestSupport
import Testing
import UDFArticles

/// The store: the bounded history (actions and one snapshot), time travel by replay, and
/// stopping. No effect runner is attached: effects are only collected.
@MainActor
@Suite("Store and time travel")
struct StoreTests {
  let session: [ArticlesAction] = [
    .list(.appeared), .pageAnswered(.success(page("a1", next: "p2")), revision: 1),
    .list(.endReached), .pageAnswered(after: cursor("p2"), .success(page("a2")), revision: 2),
  ]

  @Test func recordsEveryActionAndReplaysTheStateAtEachStep() throws {
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    for action in session { store.send(action) }

    #expect(store.history.currentStep == 4)
    #expect(store.history.actions == session)
    #expect(store.history.action(leadingTo: 2) == session[1])
    #expect(store.history.state(at: 0) == ArticlesState())
    #expect(store.history.state(at: 2) == state(after: session[0], session[1]))
    #expect(store.history.state(at: 4) == store.state)
    #expect(store.state.list.articles == articles("a1", "a2"))
  }

  @Test(arguments: [1, 2, 3, 5])
  func aBoundedHistoryKeepsItsLimitAndRestoresEveryKeptStepExactly(limit: Int) {
    let store = Store(
      initialState: ArticlesState(), reducer: ArticlesFeature.reducer, historyLimit: limit)
    var reached: [ArticlesState] = [ArticlesState()]
    for action in session {
      store.send(action)
      reached.append(store.state)
    }

    let kept = max(0, 5 - limit)...4
    #expect(store.history.steps == kept.lowerBound..<kept.upperBound + 1)
    #expect(store.history.actions == Array(session[kept.lowerBound...]))
    for step in kept {
      #expect(store.history.state(at: step) == reached[step], "step \(step) of limit \(limit)")
    }
    #expect(store.history.state(at: kept.lowerBound - 1) == nil)
  }

  @Test func aHistoryOfZeroRecordsNothing() {
    let store = Store(
      initialState: ArticlesState(), reducer: ArticlesFeature.reducer, historyLimit: 0)
    for action in session { store.send(action) }

    #expect(store.history.steps.isEmpty)
    #expect(store.history.currentStep == 4)
    #expect(!store.revert(to: 4))
  }

  /// Time travel is for development: a debug build keeps a bounded history, a release build
  /// none.
  @Test func theAppKeepsABoundedHistoryInADebugBuildOnly() {
    #if DEBUG
      #expect(UDFArticlesApp.historyLimit == 100)
    #else
      #expect(UDFArticlesApp.historyLimit == 0)
    #endif
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    for _ in 0..<150 { store.send(.search(.textChanged("q\(store.history.currentStep)"))) }

    // A hundred steps: the snapshot's and the 99 actions after it.
    #expect(store.history.steps == 51..<151)
    #expect(store.history.actions.count == 99)
    #expect(store.history.state(at: 150) == store.state)
  }

  @Test func theAppsHistoryKeepsAboutOneListInTheAnswersItKeeps() {
    let store = Store(
      initialState: AppState(), reducer: AppFeature.reducer,
      historyLimit: UDFArticlesApp.historyLimit, historyRows: AppFeature.historyRows)
    let big = (0..<1_500).map { article("a\($0)") }
    var reached: [Int: AppState] = [:]
    store.send(.scene(.first, .list(.appeared)))
    for revision in 2...11 {
      store.send(.scene(.first, .list(.refreshPulled)))
      store.send(.scene(.first, .pageAnswered(.success(Page(articles: big)), revision: revision)))
      reached[store.history.currentStep] = store.state
    }

    // Ten answers of 1 500 rows: only those that fit one list's worth of rows are kept.
    let kept = store.history.actions.compactMap { action -> Int? in
      guard case .scene(_, .list(.pageAnswered(_, .success(let page), _))) = action else {
        return nil
      }
      return page.articles.count
    }
    #expect(kept.reduce(0, +) <= 1_500)
    #expect(!store.history.steps.isEmpty)
    for (step, state) in reached where store.history.steps.contains(step) {
      #expect(store.history.state(at: step) == state, "step \(step)")
    }
    #expect(store.history.state(at: store.history.currentStep) == store.state)
  }

  @Test func anAppendWithHistoryOnWritesTheListInPlace() throws {
    let store = Store(
      initialState: ArticlesState(), reducer: ArticlesFeature.reducer, historyLimit: 3)
    store.send(.list(.appeared))
    store.send(.pageAnswered(.success(page("a1", "a2", next: "p2")), revision: 1))
    store.send(.list(.endReached))
    store.send(.pageAnswered(after: cursor("p2"), .success(page("a3", next: "p3")), revision: 2))
    store.send(.list(.endReached))
    // The history keeps the last actions and a snapshot it reduces itself: neither shares the
    // list the store holds, so an append that fits the storage writes it in place.
    let storage = store.state.list.articles.withUnsafeBufferPointer { $0.baseAddress }
    try #require(store.state.list.articles.capacity > store.state.list.articles.count)
    store.send(.pageAnswered(after: cursor("p3"), .success(page("a4")), revision: 3))

    #expect(store.state.list.articles == articles("a1", "a2", "a3", "a4"))
    #expect(store.state.list.articles.withUnsafeBufferPointer { $0.baseAddress } == storage)
    #expect(store.history.state(at: 5)?.list.articles == articles("a1", "a2", "a3"))
  }

  @Test func aFirstPageIsTakenIntoTheListsOwnStorage() {
    let answer = page("a1", "a2")
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    store.send(.list(.appeared))
    store.send(.pageAnswered(.success(answer), revision: 1))

    let kept = store.state.list.articles.withUnsafeBufferPointer { $0.baseAddress }
    let handedIn = answer.articles.withUnsafeBufferPointer { $0.baseAddress }
    #expect(kept != handedIn, "the action the history keeps must not share the list")
    #expect(store.state.list.article("a2") == article("a2"))
  }

  @Test func revertRestoresTheRecordedStateAndRendersIt() {
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    var rendered: [ArticlesState] = []
    var ranEffects: [[ArticlesEffect]] = []
    store.didChange = { rendered.append($0) }
    store.runEffects = { ranEffects.append($0) }
    for action in session { store.send(action) }
    let effectsBeforeRevert = ranEffects

    #expect(store.revert(to: 2))
    #expect(store.state == state(after: session[0], session[1]))
    #expect(rendered.last == store.state)
    #expect(ranEffects == effectsBeforeRevert, "a revert's replay runs no effect again")
  }

  @Test func actionsAfterARevertContinueFromTheRestoredStep() {
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    for action in session { store.send(action) }
    store.revert(to: 2)
    store.send(.list(.refreshPulled))

    #expect(store.history.currentStep == 3)
    #expect(store.history.action(leadingTo: 3) == .list(.refreshPulled))
    #expect(store.history.state(at: 3) == store.state)
    #expect(store.state.list.load == .refresh)
  }

  @Test func revertToAStepNotRecordedChangesNothing() {
    let store = Store(
      initialState: ArticlesState(), reducer: ArticlesFeature.reducer, historyLimit: 2)
    for action in session { store.send(action) }
    let current = store.state

    #expect(!store.revert(to: 1))
    #expect(store.state == current)
    #expect(store.history.steps == 3..<5)
  }

  @Test func anActionSentWhileRenderingWaitsForTheCurrentOne() {
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    var seen: [ArticlesAction] = []
    store.willReduce = { action, _ in seen.append(action) }
    store.didChange = { [unowned store] state in
      // A page pushed during a render appears and sends at once, as the detail page does.
      if state.detail?.hasAppeared == false { store.send(.detail(.appeared("a1"))) }
    }
    store.send(.list(.rowSelected("a1")))

    #expect(seen == [.list(.rowSelected("a1")), .detail(.appeared("a1"))])
    #expect(store.state.detail?.isLoading == true)
  }

  @Test func anActionSentWhileRenderingARevertIsReducedAfterIt() {
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    store.send(.list(.rowSelected("a1")))
    store.send(.detail(.closed))
    var rendered: [Bool?] = []
    store.didChange = { [unowned store] state in
      rendered.append(state.detail?.hasAppeared)
      // The restored route pushes the detail page again, and it appears during the render.
      if state.detail?.hasAppeared == false { store.send(.detail(.appeared("a1"))) }
    }
    store.revert(to: 1)

    #expect(rendered == [false, true])
    #expect(store.history.currentStep == 2)
    #expect(store.history.action(leadingTo: 2) == .detail(.appeared("a1")))
  }

  @Test func aStoppedStoreIgnoresActions() {
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    var renders = 0
    store.didChange = { _ in renders += 1 }
    store.stop()
    store.send(.list(.appeared))

    #expect(store.state == ArticlesState())
    #expect(renders == 0)
  }
}
