import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The search's rules: a wait per keystroke, the query a message searches
/// (``SearchReducer/query(after:in:context:)``), one search at a time, answers checked against
/// the query and the revision they carry.
@Suite("Search reducer")
struct SearchReducerTests {
  private let typed = reduce(
    loadedList(), .intent(.search(.textChanged("s"))), .intent(.search(.textChanged("sw"))))
  private var context: ReducerContext { ReducerContext(typed) }

  @Test func typingWaitsAndAsksNothingYet() {
    #expect(typed.search.isDebouncing)
    #expect(typed.search.text == "sw")
    #expect(typed.search.request == nil)
  }

  @Test func aWaitThatEndsForTheTextTypedSearchesIt() {
    let stale = ArticlesMessage.result(.search(.debounceElapsed(query: "s")))
    #expect(SearchReducer.query(after: stale, in: typed.search, context: context) == nil)
    #expect(reduce(typed, stale) == typed)

    let elapsed = ArticlesMessage.result(.search(.debounceElapsed(query: "sw")))
    #expect(SearchReducer.query(after: elapsed, in: typed.search, context: context) == "sw")
    let waited = reduce(typed, elapsed)
    #expect(!waited.search.isDebouncing)
    #expect(waited.search.request == nil, "the reducer starts nothing")

    let searching = reduce(waited, .result(.search(.started(query: "sw", revision: 2))))
    #expect(searching.search.request == SearchState.Request(query: "sw", revision: 2))
    #expect(execute(typed, elapsed) == searching, "what the store leaves")
  }

  /// Offline a query asks nothing, even one whose wait began online; the wait ends all the same.
  @Test func offlineAWaitThatEndsSearchesNothing() {
    let offline = reduce(typed, .result(.offline(.connectivityChanged(isOnline: false))))
    let elapsed = ArticlesMessage.result(.search(.debounceElapsed(query: "sw")))
    #expect(
      SearchReducer.query(after: elapsed, in: offline.search, context: ReducerContext(offline))
        == nil)
    #expect(!reduce(offline, elapsed).search.isDebouncing)
  }

  @Test func anAnswerForAQueryNoLongerTypedIsDropped() {
    let searching = reduce(typed, .result(.search(.started(query: "sw", revision: 2))))
    let retyped = reduce(searching, .intent(.search(.textChanged("swi"))))
    let late = reduce(
      retyped, .result(.search(.answered(query: "sw", .success(page("a2")), revision: 2))))

    #expect(late.search.results == nil)
    #expect(late.search.request == nil)
  }

  @Test func theAnswerOfASupersededSearchIsDroppedEvenForTheSameText() {
    // "sw" is searched (revision 2), then typed again and searched anew (revision 3).
    let first = execute(typed, .result(.search(.debounceElapsed(query: "sw"))))
    let second = execute(
      first, .intent(.search(.textChanged("swi"))), .intent(.search(.textChanged("sw"))),
      .result(.search(.debounceElapsed(query: "sw"))))
    #expect(second.search.request?.revision == 3)

    let late = reduce(
      second, .result(.search(.answered(query: "sw", .success(page("a1")), revision: 2))))
    #expect(late == second)
  }

  @Test func clearingTheFieldShowsTheFullListWithNoRequest() {
    let searching = execute(typed, .result(.search(.debounceElapsed(query: "sw"))))
    let cleared = reduce(searching, .intent(.search(.textChanged(""))))

    #expect(cleared.search == SearchState())
    #expect(cleared.list == loadedList().list)
  }

  @Test func retryWithAQueryTypedSearchesAgainAndLeavesTheList() {
    let failed = execute(
      typed, .result(.search(.debounceElapsed(query: "sw"))),
      .result(.search(.answered(query: "sw", .failure(serverDown), revision: 2))))
    #expect(failed.search.failure?.query == "sw")

    let retry = ArticlesMessage.intent(.list(.retryTapped))
    #expect(
      SearchReducer.query(after: retry, in: failed.search, context: ReducerContext(failed))
        == "sw")
    #expect(
      ArticlesStore.decisions(after: retry, in: failed)
        == [.search(.started(query: "sw", revision: 3))],
      "the full list's own Retry is not touched")

    let retrying = reduce(failed, .result(.search(.started(query: "sw", revision: 3))))
    #expect(retrying.search.request == SearchState.Request(query: "sw", revision: 3))
    #expect(retrying.search.failure == nil)
    #expect(retrying.list == failed.list)
  }
}
