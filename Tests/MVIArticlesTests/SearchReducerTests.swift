import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The search's rules: a wait per keystroke, one search at a time, answers checked against
/// the query and the revision they carry.
@Suite("Search reducer")
struct SearchReducerTests {
  private let typed = reduce(
    loadedList(), .intent(.search(.textChanged("s"))), .intent(.search(.textChanged("sw"))))

  @Test func typingWaitsAndAsksNothingYet() {
    #expect(typed.search.isDebouncing)
    #expect(typed.search.text == "sw")
    #expect(typed.search.request == nil)
  }

  @Test func aWaitThatEndsForTheTextTypedStartsTheSearch() {
    #expect(reduce(typed, .result(.search(.debounceElapsed(query: "s")))) == typed)

    let searching = reduce(typed, .result(.search(.debounceElapsed(query: "sw"))))
    #expect(searching.search.request == SearchState.Request(query: "sw", revision: 2))
    #expect(!searching.search.isDebouncing)
  }

  @Test func anAnswerForAQueryNoLongerTypedIsDropped() {
    let searching = reduce(typed, .result(.search(.debounceElapsed(query: "sw"))))
    let retyped = reduce(searching, .intent(.search(.textChanged("swi"))))
    let late = reduce(
      retyped, .result(.search(.answered(query: "sw", .success(page("a2")), revision: 2))))

    #expect(late.search.results == nil)
    #expect(late.search.request == nil)
  }

  @Test func theAnswerOfASupersededSearchIsDroppedEvenForTheSameText() {
    // "sw" is searched (revision 2), then typed again and searched anew (revision 3).
    let first = reduce(typed, .result(.search(.debounceElapsed(query: "sw"))))
    let second = reduce(
      first, .intent(.search(.textChanged("swi"))), .intent(.search(.textChanged("sw"))),
      .result(.search(.debounceElapsed(query: "sw"))))
    #expect(second.search.request?.revision == 3)

    let late = reduce(
      second, .result(.search(.answered(query: "sw", .success(page("a1")), revision: 2))))
    #expect(late == second)
  }

  @Test func clearingTheFieldShowsTheFullListWithNoRequest() {
    let searching = reduce(typed, .result(.search(.debounceElapsed(query: "sw"))))
    let cleared = reduce(searching, .intent(.search(.textChanged(""))))

    #expect(cleared.search == SearchState())
    #expect(cleared.list == loadedList().list)
  }

  @Test func retryWithAQueryTypedSearchesAgain() {
    let failed = reduce(
      typed, .result(.search(.debounceElapsed(query: "sw"))),
      .result(.search(.answered(query: "sw", .failure(serverDown), revision: 2))))
    #expect(failed.search.failure?.query == "sw")

    let retrying = reduce(failed, .intent(.list(.retryTapped)))
    #expect(retrying.search.request == SearchState.Request(query: "sw", revision: 3))
    #expect(retrying.search.failure == nil)
    // The full list's own Retry is not touched.
    #expect(retrying.list == failed.list)
  }
}
