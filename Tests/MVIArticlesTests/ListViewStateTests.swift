import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The list page's view state, a pure function of the state: what shows when, with no page.
struct ListViewStateTests {
  /// The first load shows the spinner alone; a refresh shows the refresh control and keeps
  /// the rows, without the spinner.
  @Test func theSpinnerIsForTheFirstLoadAndARefreshSpinsTheRefreshControl() {
    let loading = ListViewState(state(after: .intent(.list(.appeared))))
    #expect(loading.showsSpinner && !loading.isRefreshing && loading.message == nil)

    let refreshing = ListViewState(execute(loadedList(), .intent(.list(.refreshPulled))))
    #expect(refreshing.isRefreshing && !refreshing.showsSpinner)
  }

  /// A loaded empty list says so; a failed first load offers Retry and says nothing else.
  @Test func anEmptyListSaysSoAndAFailureOffersRetry() {
    let empty = ListViewState(
      state(
        after: .intent(.list(.appeared)), .pageLoaded(.success(Page(articles: [])), revision: 1)))
    #expect(empty.message == "No articles yet" && empty.errorMessage == nil)

    let failed = ListViewState(
      state(after: .intent(.list(.appeared)), .pageLoaded(.failure(serverDown), revision: 1)))
    #expect(failed.errorMessage == serverDown.message && failed.canRetry)
    #expect(failed.message == nil && !failed.showsSpinner)
  }

  /// While a query is typed only the search speaks: the list's error waits behind it, and a
  /// query without results is named while the field holds it.
  @Test func aQueryHidesTheListsErrorAndNamesItsEmptyResults() {
    let failedRefresh = execute(
      loadedList(), .intent(.list(.refreshPulled)), .pageLoaded(.failure(serverDown), revision: 2))
    #expect(ListViewState(failedRefresh).errorMessage == serverDown.message)

    let typed = execute(failedRefresh, .intent(.search(.textChanged("zz"))))
    let searching = execute(typed, .result(.search(.debounceElapsed(query: "zz"))))
    let revision = searching.search.request?.revision ?? 0
    let answered = execute(
      searching,
      .result(.search(.answered(query: "zz", .success(Page(articles: [])), revision: revision))))
    let shown = ListViewState(answered)
    #expect(shown.errorMessage == nil && !shown.isRefreshing)
    #expect(shown.message == "No results for \"zz\"")

    let typedOn = ListViewState(execute(answered, .intent(.search(.textChanged("zzz")))))
    #expect(typedOn.message == nil)
  }
}
