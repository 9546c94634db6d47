import ArticleDomain
import Testing
import UDFArticles

/// The store: every action recorded with the state after it, time travel and stopping. No
/// effect runner is attached: effects are only collected.
@MainActor
@Suite("Store and time travel")
struct StoreTests {
  let session: [ArticlesAction] = [
    .list(.appeared), .pageAnswered(.success(page("a1", next: "p2")), revision: 1),
    .list(.endReached), .pageAnswered(after: cursor("p2"), .success(page("a2")), revision: 2),
  ]

  @Test func recordsEveryActionAndTheStateAfterIt() throws {
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    for action in session { store.send(action) }

    #expect(store.history.currentStep == 4)
    #expect(store.history.steps.map(\.action) == [nil] + session)
    let step2 = try #require(store.history.step(2))
    #expect(step2.state == state(after: session[0], session[1]))
    #expect(store.state.list.articles == articles("a1", "a2"))
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
    #expect(ranEffects == effectsBeforeRevert, "a revert runs no effect again")
  }

  @Test func actionsAfterARevertContinueFromTheRestoredStep() {
    let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
    for action in session { store.send(action) }
    store.revert(to: 2)
    store.send(.list(.refreshPulled))

    #expect(store.history.currentStep == 3)
    #expect(store.history.step(3)?.action == .list(.refreshPulled))
    #expect(store.state.list.load == .refresh)
  }

  @Test func revertToAStepNotRecordedChangesNothing() {
    let store = Store(
      initialState: ArticlesState(), reducer: ArticlesFeature.reducer, historyLimit: 2)
    for action in session { store.send(action) }
    let current = store.state

    #expect(!store.revert(to: 1))
    #expect(store.state == current)
    #expect(store.history.steps.map(\.number) == [3, 4])
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
    #expect(store.history.step(2)?.action == .detail(.appeared("a1")))
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
