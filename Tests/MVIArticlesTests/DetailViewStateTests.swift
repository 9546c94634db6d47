import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import MVIArticles

/// The detail page's view state, a pure function of the state: what shows when, with no page.
struct DetailViewStateTests {
  /// The detail of a1, pushed and asked for: revision 2.
  private let opened = execute(
    loadedList(), .intent(.list(.rowSelected("a1"))), .intent(.detail(.appeared("a1"))))

  /// `state` with a favorite that failed since this window's pages last changed.
  private func withFavoriteFailure(_ state: ArticlesState) -> ArticlesState {
    var state = state
    state.account.favorites.failure = "Could not save the favorite"
    state.account.favorites.failureNumber = state.pages.dismissedFailure + 1
    return state
  }

  @Test func aLoadingDetailShowsTheSpinnerAndAnotherArticlesPageShowsNothing() {
    let page = DetailViewState(opened, id: "a1")
    #expect(page?.showsSpinner == true && page?.content == nil && page?.errorMessage == nil)
    #expect(DetailViewState(opened, id: "a2") == nil)
  }

  /// A missing article is a message, not an error to retry.
  @Test func aMissingArticleIsAMessageWithoutRetry() {
    let missing = execute(opened, .result(.detail(.loaded(.failure(.notFound("a1")), revision: 2))))
    let page = DetailViewState(missing, id: "a1")
    #expect(page?.message == ArticleError.notFound("a1").message)
    #expect(page?.errorMessage == nil && page?.canRetry == false)
  }

  /// The page's own error, with Retry, comes before a favorite's; without one, the favorite's
  /// shows without Retry.
  @Test func thePagesOwnErrorComesBeforeAFavoritesAndOnlyItOffersRetry() {
    let failed = execute(opened, .result(.detail(.loaded(.failure(serverDown), revision: 2))))
    let own = DetailViewState(withFavoriteFailure(failed), id: "a1")
    #expect(own?.errorMessage == serverDown.message && own?.canRetry == true)

    let loaded = execute(opened, .result(.detail(.loaded(.success(detail("a1")), revision: 2))))
    let favorite = DetailViewState(withFavoriteFailure(loaded), id: "a1")
    #expect(favorite?.errorMessage == "Could not save the favorite")
    #expect(favorite?.canRetry == false)
    #expect(favorite?.content?.title == detail("a1").title)
  }
}
