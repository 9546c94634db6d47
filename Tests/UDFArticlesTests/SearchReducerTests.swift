import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviour 4: debounce, one search at a time, results over the remembered full list, and
/// clearing back to it.
@Suite("Search reducer")
struct SearchReducerTests {
  @Test func typingStartsTheDebounceAndEachKeystrokeRestartsIt() {
    var state = loadedList()

    #expect(reduce(&state, .search(.textChanged("s"))) == [.debounceSearch(query: "s")])
    #expect(
      reduce(&state, .search(.textChanged("sw"))) == [
        .cancel(.debounce), .debounceSearch(query: "sw"),
      ])
    #expect(state.search.text == "sw")
  }

  @Test func theDebounceElapsingSearchesTheTypedQuery() {
    var state = loadedList()
    let effects = reduce(
      &state, .search(.textChanged("sw")), .search(.debounceElapsed(query: "sw")))

    #expect(effects == [.record(.search(characters: 2)), .search(query: "sw", revision: 2)])
    #expect(state.search.isSearching)
  }

  @Test func aDebounceForTextNoLongerTypedStartsNothing() {
    var state = loadedList()
    reduce(&state, .search(.textChanged("s")), .search(.textChanged("sw")))

    #expect(reduce(&state, .search(.debounceElapsed(query: "s"))) == [])
    #expect(!state.search.isSearching)
  }

  @Test func resultsReplaceTheRowsAndTheFullListIsRemembered() {
    var state = loadedList()
    reduce(
      &state, .search(.textChanged("sw")), .search(.debounceElapsed(query: "sw")),
      .search(.answered(query: "sw", .success(page("a7")), revision: 2)))

    #expect(shownRows(state) == rows("a7"))
    #expect(state.list.articles == articles("a1", "a2"))
  }

  @Test func aNewQueryCancelsTheSearchInFlightAndTheOldAnswerIsIgnored() {
    var state = loadedList()
    // "sw" is searched with revision 2.
    reduce(&state, .search(.textChanged("sw")), .search(.debounceElapsed(query: "sw")))
    let effects = reduce(
      &state, .search(.textChanged("swi")), .search(.debounceElapsed(query: "swi")))
    #expect(
      effects == [
        .record(.search(characters: 3)), .cancel(.search), .search(query: "swi", revision: 3),
      ])

    reduce(&state, .search(.answered(query: "swi", .success(page("a8")), revision: 3)))
    let answered = state
    #expect(
      reduce(&state, .search(.answered(query: "sw", .success(page("a7")), revision: 2))) == [])
    #expect(state == answered)
    #expect(shownRows(state) == rows("a8"))
  }

  /// §4: the rows always match the field. Typing further makes the older query's answer and
  /// failure stale at once, while the newer query's debounce still waits and before its search
  /// starts (and would cancel the old one).
  @Test(arguments: [
    Result<Page, ArticleError>.success(page("a7")), .failure(serverDown),
  ])
  func anAnswerForAQueryTheFieldNoLongerHoldsIsDropped(result: Result<Page, ArticleError>) {
    var state = loadedList()
    // "sw" is searched with revision 2; then "swi" is typed and its debounce waits.
    reduce(
      &state, .search(.textChanged("sw")), .search(.debounceElapsed(query: "sw")),
      .search(.textChanged("swi")))

    #expect(reduce(&state, .search(.answered(query: "sw", result, revision: 2))) == [])
    #expect(state.search.results == nil)
    #expect(state.search.failure == nil)
    #expect(!state.search.isSearching)
    #expect(shownRows(state) == rows("a1", "a2"))
    #expect(ListProps(state).errorMessage == nil)

    // The newer query's own search starts with nothing to cancel, and its answer is shown.
    #expect(
      reduce(&state, .search(.debounceElapsed(query: "swi"))) == [
        .record(.search(characters: 3)), .search(query: "swi", revision: 3),
      ])
    reduce(&state, .search(.answered(query: "swi", .success(page("a8")), revision: 3)))
    #expect(shownRows(state) == rows("a8"))
  }

  @Test func emptyResultsSaySoForTheQuery() {
    var state = loadedList()
    reduce(
      &state, .search(.textChanged("zz")), .search(.debounceElapsed(query: "zz")),
      .search(.answered(query: "zz", .success(page()), revision: 2)))

    #expect(ListProps(state).message == "No results for \"zz\"")
    #expect(shownRows(state).isEmpty)
  }

  @Test func clearingCancelsEverythingAndShowsTheFullListWithoutARequest() {
    var state = loadedList()
    reduce(
      &state, .search(.textChanged("sw")), .search(.debounceElapsed(query: "sw")),
      .search(.textChanged("swi")))  // a search in flight and a debounce waiting
    let effects = reduce(&state, .search(.textChanged("")))

    #expect(effects == [.cancel(.debounce), .cancel(.search)])
    #expect(state.search == SearchState())
    #expect(shownRows(state) == rows("a1", "a2"))
  }

  @Test func anAnswerArrivingAfterClearingIsIgnored() {
    var state = loadedList()
    reduce(
      &state, .search(.textChanged("sw")), .search(.debounceElapsed(query: "sw")),
      .search(.textChanged("")))
    let cleared = state

    #expect(
      reduce(&state, .search(.answered(query: "sw", .success(page("a7")), revision: 2))) == [])
    #expect(state == cleared)
  }

  @Test(arguments: [ListAction.refreshPulled, .endReached])
  func refreshAndPaginationAreIgnoredWhileAQueryIsTyped(action: ListAction) {
    var state = loadedList()
    reduce(&state, .search(.textChanged("sw")))
    let searching = state

    #expect(reduce(&state, .list(action)) == [])
    #expect(state == searching)
  }

  @Test func failureShowsTheErrorAndRetrySearchesAgain() {
    var state = loadedList()
    reduce(
      &state, .search(.textChanged("sw")), .search(.debounceElapsed(query: "sw")),
      .search(.answered(query: "sw", .failure(serverDown), revision: 2)))
    #expect(ListProps(state).errorMessage == "The server is down.")

    #expect(reduce(&state, .list(.retryTapped)) == [.search(query: "sw", revision: 3)])
    #expect(ListProps(state).errorMessage == nil)
  }
}
