import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TestSupport
import Testing

@testable import SwiftUITCAArticles

/// SwiftUI's refresh control spins while `isPullInFlight` says so: from a pull until the list
/// stops showing the refresh it waits for — not as long as the refresh's request runs.
@Suite(.serialized)
struct PullToRefreshTests {
  @Test func aPullIsInFlightUntilTheRefreshAnswers() throws {
    try withArticlesStore { store, world, _ in
      store.send(.list(.refreshPulled)) {
        $0.list.load = .refresh
        $0.list.isPullInFlight = true
      }
      #expect(world.ledger.request(1)?.kind == .page(nil))
      try world.answer(1, with: .succeeds(articles: ["a3"], hasNextPage: false))
      let page = Page(articles: articles("a3"))
      // The answer the list shows ends the pull, in the same step.
      store.receive(.list(.pageAnswered(after: nil, .success(page)))) {
        $0.list.load = nil
        $0.list.isPullInFlight = false
        $0.list.articles = IdentifiedArray(page.articles)
      }
      store.finish()
    }
  }

  @Test func aQueryTypedEndsThePullAndTheRefreshGoesOn() throws {
    try withArticlesStore { store, world, _ in
      store.send(.list(.refreshPulled)) {
        $0.list.load = .refresh
        $0.list.isPullInFlight = true
      }
      // The query's results take the list's place: the list no longer shows the refresh, and
      // the control stops spinning; the request is not cancelled.
      store.send(.list(.search(.textChanged("a")))) {
        $0.list.search.text = "a"
        $0.list.search.isDebouncing = true
        $0.list.isPullInFlight = false
      }
      #expect(world.ledger.request(1)?.wasCancelled == false)
      // Cleared while the refresh runs: the list shows it again, as a refresh nobody pulls.
      store.send(.list(.search(.textChanged("")))) {
        $0.list.search.text = ""
        $0.list.search.isDebouncing = false
      }
      #expect(store.state.list.isRefreshShown)
      try world.answer(1, with: .succeeds(articles: ["a3"], hasNextPage: false))
      let page = Page(articles: articles("a3"))
      // Nobody pulls it any more: its answer changes the rows and leaves the control alone.
      store.receive(.list(.pageAnswered(after: nil, .success(page)))) {
        $0.list.load = nil
        $0.list.articles = IdentifiedArray(page.articles)
      }
      store.finish()
    }
  }

  @Test func aPullDuringARefreshNobodyPulledJoinsIt() throws {
    var initial = loadedList()
    initial.list.failure = ListFeature.Failure(message: "Server unavailable", retry: .refresh)
    try withArticlesStore(initialState: initial) { store, world, _ in
      store.send(.list(.retryTapped)) {
        $0.list.load = .refresh
        $0.list.failure = nil
      }
      // The rules ask nothing more; the pull waits for the refresh that Retry started.
      store.send(.list(.refreshPulled)) { $0.list.isPullInFlight = true }
      #expect(world.ledger.requests.count == 1)
      try world.answer(1, with: .succeeds(articles: ["a3"], hasNextPage: false))
      let page = Page(articles: articles("a3"))
      // The refresh answers, and the pull that joined it is over with it.
      store.receive(.list(.pageAnswered(after: nil, .success(page)))) {
        $0.list.load = nil
        $0.list.articles = IdentifiedArray(page.articles)
        $0.list.isPullInFlight = false
      }
      store.finish()
    }
  }
}
