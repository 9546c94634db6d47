import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVIArticles

/// The store: dispatch, the debuggable history and `revert(to:)`, and the side effects it
/// handles itself — every result reported back and reduced, the previous work of a kind
/// cancelled.
///
/// Serialised: the tests own the process-wide deterministic loop.
@MainActor
@Suite(.serialized) struct StoreTests {
  @Test func eachMessageIsRecordedWithTheStateItMetAndTheStateItLeft() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let store = ArticlesStore(environment: world.environment, historyLimit: nil)
      var published: [AppState] = []
      store.stateDidChange = { published.append($0) }

      store.dispatch(.scene(.first, .list(.appeared)))
      loop.runUntilIdle()
      try world.answer(1, with: .articles("a1", "a2"))
      loop.runUntilIdle()

      // The first load the executor decided is a message of its own, applied before the page
      // renders: the history keeps it, and the page renders once per message handled.
      let transitions = store.history.transitions
      #expect(
        transitions.map(\.message.description) == [
          "listAppeared", "listStarted(firstLoad, revision: 1)",
          "pageLoaded(after: nil, revision: 1): 2 articles, last page",
        ])
      #expect(transitions[0].fromState == AppState())
      #expect(transitions[1].fromState == transitions[0].toState)
      #expect(transitions[2].fromState == transitions[1].toState)
      #expect(transitions[2].toState == store.state)
      #expect(published == [transitions[1].toState, transitions[2].toState])
    }
  }

  @Test func revertPutsARecordedStateBackOnScreenAndRunsNothing() throws {
    try withLoop { loop in
      let (world, store) = try loadedStore(loop)
      var rendered: AppState?
      store.stateDidChange = { rendered = $0 }

      // Index 1 is the first load started, as the page showed it.
      #expect(store.revert(to: 1))
      loop.runUntilIdle()
      #expect(store.firstWindow.list.load == .firstLoad)
      #expect(rendered == store.state)
      #expect(world.requestKinds == ["load first page"])
      #expect(!store.revert(to: 3))
    }
  }

  /// The list's appearance and the first load it started were rendered as one: a revert to the
  /// appearance puts back the state the page showed, loading, not one that asks for nothing.
  @Test func revertToAMessageRestoresItWithTheDecisionsRenderedWithIt() throws {
    try withLoop { loop in
      let (_, store) = try loadedStore(loop)
      let appeared = try #require(
        store.history.messages.firstIndex(of: .intent(.scene(.first, .list(.appeared))))
      )
      #expect(store.history.messages[appeared + 1].isDecision)

      #expect(store.revert(to: appeared))
      #expect(store.firstWindow.list.load == .firstLoad)
      #expect(store.history.count == appeared + 2)
    }
  }

  /// A revert hands out again the revisions handed out after the state it restores: a request
  /// started before it must never answer for one started after it.
  @Test func aRequestStartedBeforeARevertNeverAnswersForOneStartedAfterIt() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      world.ignoreCancellation()
      let store = ArticlesStore(environment: world.environment, historyLimit: nil)
      store.dispatch(.scene(.first, .list(.appeared)))
      loop.runUntilIdle()
      try world.answer(1, with: .articles("a1", "a2"))
      loop.runUntilIdle()
      let loaded = store.history.count - 1
      store.dispatch(.scene(.first, .list(.rowSelected("a1"))))
      store.dispatch(.scene(.first, .detail(.appeared("a1"))))
      loop.runUntilIdle()
      let a1Revision = store.firstWindow.detail?.request

      #expect(store.revert(to: loaded))
      store.dispatch(.scene(.first, .list(.rowSelected("a2"))))
      store.dispatch(.scene(.first, .detail(.appeared("a2"))))
      loop.runUntilIdle()
      #expect(store.firstWindow.detail?.request == a1Revision, "the revision handed out again")
      #expect(world.requestKinds == ["load first page", "load detail of a1", "load detail of a2"])

      // a1's detail answers late: nothing of it reaches a2's page, which waits for its own.
      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(store.firstWindow.detail?.id == "a2")
      #expect(store.firstWindow.detail?.detail == nil)
      #expect(store.firstWindow.detail?.isLoading == true)

      try world.answer(3, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(store.firstWindow.detail?.detail?.id == "a2")
      store.stop()
    }
  }

  @Test(arguments: [1, 2, 3, 10])
  func aBoundedHistoryReplaysEveryKeptTransitionExactly(limit: Int) throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      let store = ArticlesStore(environment: world.environment, historyLimit: limit)
      var published: [AppState] = [store.state]
      store.stateDidChange = { published.append($0) }
      store.dispatch(.scene(.first, .list(.appeared)))
      loop.runUntilIdle()
      try world.answer(1, with: .articles("a1", "a2"))
      loop.runUntilIdle()
      for text in ["a", "a1", ""] { store.dispatch(.scene(.first, .search(.textChanged(text)))) }
      loop.runUntilIdle()

      // Six messages — five handled, and the first load the executor started after the first —
      // the kept ones are the last `limit`, each between the states published. The state the
      // first message left before its first load started was never published (`nil`).
      let states: [AppState?] = [published[0], nil] + published.dropFirst().map { $0 }
      let kept = min(limit, 6)
      #expect(store.history.count == kept)
      let transitions = store.history.transitions
      for (offset, transition) in transitions.enumerated() {
        let step = 6 - kept + offset
        if let from = states[step] {
          #expect(transition.fromState == from, "from state of message \(step)")
        }
        if let to = states[step + 1] {
          #expect(transition.toState == to, "to state of message \(step)")
        }
        if offset > 0 { #expect(transition.fromState == transitions[offset - 1].toState) }
        #expect(store.history[offset].toState == transition.toState)
      }
      #expect(transitions.last?.toState == store.state)
    }
  }

  @Test func aRevertForgetsTheLaterTransitionsAndTheNextMessageFollowsIt() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let store = ArticlesStore(environment: world.environment, historyLimit: 3)
      for text in ["s", "sw", "swi", "swif"] {
        store.dispatch(.scene(.first, .search(.textChanged(text))))
      }
      let restored = store.history[0].toState
      #expect(store.revert(to: 0))
      #expect(store.state == restored)
      #expect(store.firstWindow.search.text == "sw")
      #expect(store.history.count == 1)

      store.dispatch(.scene(.first, .search(.textChanged("swa"))))
      loop.runUntilIdle()
      #expect(store.history.count == 2)
      #expect(store.history[1].fromState == restored)
      #expect(store.history[1].toState == store.state)
      #expect(world.requestKinds.isEmpty, "the replay handled no side effect")
      store.stop()
    }
  }

  @Test func theAppKeepsABoundedHistoryInADebugBuildAndNoneInARelease() {
    #if DEBUG
      #expect(MVIArticlesApp.historyLimit == 100)
    #else
      #expect(MVIArticlesApp.historyLimit == 0)
    #endif
  }

  @Test func aBoundedHistoryKeepsAboutOneListInTheMessagesItKeeps() {
    var history = History(initialState: AppState(), limit: 100)
    let big = (0..<1_500).map { Article(id: Article.ID("a\($0)"), title: "Article \($0)") }
    for _ in 0..<10 { history.record(.result(.scene(.first, .offline(.cacheLoaded(big))))) }
    history.record(.intent(.scene(.first, .list(.appeared))))

    // Ten results of 1 500 rows: only those that fit one list's worth of rows are kept.
    let carried = history.messages.reduce(0) { rows, message in
      guard case .result(.scene(_, .offline(.cacheLoaded(let articles)))) = message else {
        return rows
      }
      return rows + articles.count
    }
    #expect(carried <= 1_500)
    #expect(history.messages.last == .intent(.scene(.first, .list(.appeared))))
    #expect(history.transitions.first?.fromState.scenes[.first]?.list.articles.count == 1_500)
  }

  @Test func aBoundedHistoryDropsTheOldestAndZeroRecordsNothing() throws {
    try withLoop { _ in
      let world = makeWorld("a1")
      let bounded = ArticlesStore(environment: world.environment, historyLimit: 2)
      let off = ArticlesStore(environment: world.environment, historyLimit: 0)
      for store in [bounded, off] {
        for text in ["s", "sw", "swi"] {
          store.dispatch(.scene(.first, .search(.textChanged(text))))
        }
      }
      #expect(
        bounded.history.transitions.map(\.message) == [
          .intent(.scene(.first, .search(.textChanged("sw")))),
          .intent(.scene(.first, .search(.textChanged("swi")))),
        ])
      #expect(bounded.history[0].message == .intent(.scene(.first, .search(.textChanged("sw")))))
      #expect(bounded.history[0].toState == bounded.history[1].fromState)
      #expect(off.history.transitions.isEmpty)
      bounded.stop()
      off.stop()
    }
  }

  @Test func aRefreshCancelsThePageRequestInFlight() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let store = ArticlesStore(environment: world.environment, historyLimit: 0)
      store.dispatch(.scene(.first, .list(.appeared)))
      loop.runUntilIdle()
      store.dispatch(.scene(.first, .list(.refreshPulled)))
      loop.runUntilIdle()

      #expect(world.requestKinds == ["load first page", "load first page"])
      #expect(world.wasCancelled(1))
      #expect(!world.wasCancelled(2))
    }
  }

  @Test func aCancelledRequestAnsweredAnywayIsDroppedByTheReducer() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      world.ledger.cancellationBehaviour = .answersLateAnyway
      let store = ArticlesStore(environment: world.environment, historyLimit: 0)
      store.dispatch(.scene(.first, .list(.appeared)))
      loop.runUntilIdle()
      store.dispatch(.scene(.first, .list(.refreshPulled)))
      loop.runUntilIdle()
      try world.answer(2, with: .articles("a3"))
      loop.runUntilIdle()
      try world.answer(1, with: .articles("a1", "a2"))
      loop.runUntilIdle()

      #expect(store.firstWindow.list.articles.map(\.id) == ["a3"])
      #expect(store.firstWindow.list.request == nil)
    }
  }

  @Test func typingRestartsTheWaitAndANewQueryCancelsTheSearchInFlight() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let store = ArticlesStore(environment: world.environment, historyLimit: 0)
      store.dispatch(.scene(.first, .search(.textChanged("a"))))
      loop.advance(world.clock, by: .milliseconds(200))
      store.dispatch(.scene(.first, .search(.textChanged("a1"))))
      loop.advance(world.clock, by: .milliseconds(200))
      #expect(world.requestKinds.isEmpty)
      loop.advance(world.clock, by: .milliseconds(100))
      #expect(world.requestKinds == ["search \"a1\""])

      store.dispatch(.scene(.first, .search(.textChanged("a2"))))
      loop.advance(world.clock, by: .milliseconds(300))
      #expect(world.requestKinds == ["search \"a1\"", "search \"a2\""])
      #expect(world.wasCancelled(1))
      store.stop()
    }
  }

  @Test func goingBackCancelsTheDetailRequest() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let store = ArticlesStore(environment: world.environment, historyLimit: 0)
      store.dispatch(.scene(.first, .list(.rowSelected("a1"))))
      store.dispatch(.scene(.first, .detail(.appeared("a1"))))
      loop.runUntilIdle()
      store.dispatch(.scene(.first, .detail(.closed)))
      loop.runUntilIdle()

      #expect(world.requestKinds == ["load detail of a1"])
      #expect(world.wasCancelled(1))
    }
  }

  @Test func theSessionIsReadAndItsAnswerReportedAsAResult() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      world.isLoggedIn = false
      let store = ArticlesStore(environment: world.environment, historyLimit: nil)
      store.dispatch(.scene(.first, .linkOpened("app://articles/a1")))
      loop.runUntilIdle()

      #expect(
        store.history.transitions.map(\.message) == [
          .intent(.scene(.first, .linkOpened("app://articles/a1"))),
          .result(.scene(.first, .login(.checked(isLoggedIn: false, for: .openArticle("a1"))))),
        ])
      #expect(store.firstWindow.path == [.list, .login])
    }
  }

  @Test func aStoppedStoreCancelsItsWorkAndIgnoresIntents() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let store = ArticlesStore(environment: world.environment, historyLimit: nil)
      store.dispatch(.scene(.first, .list(.appeared)))
      loop.runUntilIdle()
      store.stop()
      loop.runUntilIdle()
      store.dispatch(.scene(.first, .list(.refreshPulled)))
      loop.runUntilIdle()

      #expect(world.wasCancelled(1))
      #expect(world.requestKinds == ["load first page"])
      #expect(
        store.history.messages == [
          .intent(.scene(.first, .list(.appeared))),
          .result(.scene(.first, .list(.started(.firstLoad, revision: 1)))),
        ])
    }
  }
}

extension StoreTests {
  /// A store keeping its whole history whose list appeared and loaded a1 and a2, in a world
  /// that serves them.
  fileprivate func loadedStore(
    _ loop: DeterministicLoop
  ) throws -> (ScriptedWorld, ArticlesStore) {
    let world = makeWorld("a1", "a2")
    let store = ArticlesStore(environment: world.environment, historyLimit: nil)
    store.dispatch(.scene(.first, .list(.appeared)))
    loop.runUntilIdle()
    try world.answer(1, with: .articles("a1", "a2"))
    loop.runUntilIdle()
    return (world, store)
  }
}

extension ArticlesStore {
  /// What the app's own window shows.
  var firstWindow: ArticlesState {
    guard let scene = state.scene(.first) else { preconditionFailure("the first window closed") }
    return scene
  }
}
