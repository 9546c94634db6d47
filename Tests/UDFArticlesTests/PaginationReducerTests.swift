import ArticleDomain
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviour 3: the next page appends; no duplicate page requests; a page after a refresh is
/// stale.
@Suite("Pagination reducer")
struct PaginationReducerTests {
  @Test func reachingTheEndRequestsThePageAfterTheCursor() {
    var state = loadedList()
    let effects = reduce(&state, .list(.endReached))

    #expect(effects == [.loadPage(after: cursor("p2"), revision: 2)])
    #expect(ListProps(state).isLoadingNextPage)
  }

  @Test func aNextPageAppendsAndMovesTheCursor() {
    var state = loadedList()
    reduce(&state, .list(.endReached))
    reduce(
      &state, .pageAnswered(after: cursor("p2"), .success(page("a3", next: "p3")), revision: 2))

    #expect(state.list.articles == articles("a1", "a2", "a3"))
    #expect(state.list.next == cursor("p3"))
    #expect(!ListProps(state).isLoadingNextPage)
  }

  @Test func reachingTheEndAgainWhileAPageLoadsStartsNothing() {
    var state = loadedList()
    reduce(&state, .list(.endReached))
    let loading = state

    #expect(reduce(&state, .list(.endReached)) == [])
    #expect(state == loading)
  }

  @Test func afterTheLastPageReachingTheEndStartsNothing() {
    var state = loadedList()
    reduce(
      &state, .list(.endReached),
      .pageAnswered(after: cursor("p2"), .success(page("a3")), revision: 2))

    #expect(reduce(&state, .list(.endReached)) == [])
  }

  @Test func reachingTheEndDuringARefreshStartsNothing() {
    var state = loadedList()
    reduce(&state, .list(.refreshPulled))

    #expect(reduce(&state, .list(.endReached)) == [])
  }

  @Test func reachingTheEndBeforeAnyPageAnsweredStartsNothing() {
    var state = state(after: .list(.appeared))

    #expect(reduce(&state, .list(.endReached)) == [])
  }

  @Test func failureKeepsTheRowsAndRetryRequestsTheSamePage() {
    var state = loadedList()
    reduce(
      &state, .list(.endReached),
      .pageAnswered(after: cursor("p2"), .failure(serverDown), revision: 2))

    #expect(state.list.articles == articles("a1", "a2"))
    let props = ListProps(state)
    #expect(!props.isLoadingNextPage)
    #expect(props.errorMessage == "The server is down.")

    #expect(reduce(&state, .list(.retryTapped)) == [.loadPage(after: cursor("p2"), revision: 3)])
    #expect(ListProps(state).errorMessage == nil)
    #expect(ListProps(state).isLoadingNextPage)
  }

  @Test func aPageAnsweredAfterARefreshStartedIsNotAppended() {
    var state = loadedList()
    reduce(&state, .list(.endReached), .list(.refreshPulled))
    let refreshing = state

    let effects = reduce(
      &state, .pageAnswered(after: cursor("p2"), .success(page("a3")), revision: 2))
    #expect(effects == [])
    #expect(state == refreshing)
    #expect(state.list.articles == articles("a1", "a2"))
  }

  /// The shared path of copy-on-write: an inout reduce on a state whose storage a copy still
  /// shares must change the reduced state only.
  @Test func anInoutReduceOfASharedStateLeavesTheCopyAlone() {
    var state = loadedList()
    reduce(&state, .list(.endReached))
    let copy = state
    reduce(&state, .pageAnswered(after: cursor("p2"), .success(page("a3")), revision: 2))

    #expect(state.list.articles == articles("a1", "a2", "a3"))
    #expect(copy.list.articles == articles("a1", "a2"))
  }
}
