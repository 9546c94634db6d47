import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviour 2: pull to refresh, and a refresh superseding the load in flight.
@Suite("Refresh reducer")
struct RefreshReducerTests {
  @Test func refreshKeepsTheRowsAndRequestsTheFirstPage() {
    var state = loadedList()
    let effects = reduce(&state, .list(.refreshPulled))

    #expect(effects == [.loadPage(after: nil, revision: 2)])
    #expect(state.list.load == .refresh)
    let props = ListProps(state)
    #expect(props.isRefreshing)
    #expect(shownRows(state) == rows("a1", "a2"))
    #expect(!props.showsSpinner)
  }

  @Test func refreshDuringAPageLoadCancelsItAndTakesANewRevision() {
    var state = loadedList()
    reduce(&state, .list(.endReached))  // revision 2
    let effects = reduce(&state, .list(.refreshPulled))

    #expect(effects == [.cancel(.page), .loadPage(after: nil, revision: 3)])
    #expect(state.list.revision == 3)
    #expect(ListProps(state).isLoadingNextPage == false)
  }

  @Test func refreshDuringTheFirstLoadSupersedesItAndItsAnswerFillsTheList() {
    var state = state(after: .list(.appeared))
    #expect(
      reduce(&state, .list(.refreshPulled)) == [.cancel(.page), .loadPage(after: nil, revision: 2)])

    reduce(&state, .pageAnswered(.success(page("a3")), revision: 2))
    #expect(state.list.articles == articles("a3"))

    let afterRefresh = state
    #expect(reduce(&state, .pageAnswered(.success(page("a1", "a2")), revision: 1)) == [])
    #expect(state == afterRefresh)
  }

  @Test func aPullWhileRefreshingStartsNothing() {
    var state = loadedList()
    reduce(&state, .list(.refreshPulled))
    let refreshing = state

    #expect(reduce(&state, .list(.refreshPulled)) == [])
    #expect(state == refreshing)
  }

  @Test func successReplacesTheRowsAndHidesTheError() {
    var state = loadedList()
    reduce(
      &state, .list(.endReached),
      .pageAnswered(after: cursor("p2"), .failure(serverDown), revision: 2))
    reduce(
      &state, .list(.refreshPulled), .pageAnswered(.success(page("a9", next: "q2")), revision: 3))

    #expect(state.list.articles == articles("a9"))
    #expect(state.list.next == cursor("q2"))
    let props = ListProps(state)
    #expect(!props.isRefreshing)
    #expect(props.errorMessage == nil)
  }

  @Test func failureKeepsTheRowsAndRetryRefreshesAgain() {
    var state = loadedList()
    reduce(&state, .list(.refreshPulled), .pageAnswered(.failure(serverDown), revision: 2))

    #expect(state.list.articles == articles("a1", "a2"))
    #expect(ListProps(state).errorMessage == "The server is down.")
    #expect(!ListProps(state).isRefreshing)

    #expect(reduce(&state, .list(.retryTapped)) == [.loadPage(after: nil, revision: 3)])
    #expect(state.list.load == .refresh)
    #expect(ListProps(state).errorMessage == nil)
  }
}
