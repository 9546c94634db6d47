import ArticleDomain
import HeadlessUI
import Testing

@testable import VIPERArticles

/// Contract tests of the detail presenter, with spies at its boundaries.
@MainActor
struct DetailPresenterTests {
  let view = DetailViewSpy()
  let interactor = DetailInteractorSpy()
  let router = DetailRouterSpy()
  let presenter: DetailPresenter

  init() {
    presenter = DetailPresenter(
      articleID: "a2", interactor: interactor, router: router, analytics: DiscardingAnalytics(),
      trace: .disabled)
    presenter.view = view
  }

  private let detail = ArticleDetail(id: "a2", title: "Article a2", body: "The story.")

  @Test func aCancelledBackSwipeDoesNotLoadOrStopAgain() {
    presenter.viewDidAppear()
    // A back swipe that is cancelled: the page disappears and appears again.
    presenter.viewDidDisappear()
    presenter.viewDidAppear()
    #expect(interactor.calls == [.loadDetail])
  }

  @Test func goingBackStopsTheInteractor() {
    presenter.viewDidAppear()
    presenter.viewDidDisappear()
    presenter.viewDidClose()
    #expect(interactor.calls == [.loadDetail, .stop])
  }

  @Test func aMissingArticleIsAMessageNotAnError() {
    presenter.didStartLoading()
    presenter.didFail(.notFound("a2"))
    #expect(view.last?.message == "This article is not available.")
    #expect(view.last?.error == nil)
    #expect(view.last?.showsSpinner == false)
  }

  @Test func aFailedDetailOffersRetryAndRetryClearsIt() {
    presenter.didStartLoading()
    presenter.didFail(.server(message: "Server unavailable"))
    #expect(view.last?.error == .init(text: "Server unavailable", canRetry: true))
    presenter.didTapRetry()
    presenter.didStartLoading()
    #expect(interactor.calls == [.retry])
    #expect(view.last?.error == nil)
    #expect(view.last?.showsSpinner == true)
  }

  @Test func theStarFollowsTheFavoritesStore() {
    presenter.didLoad(detail, star: FavoriteStar(isFavorite: false))
    #expect(view.last?.content?.isFavorite == false)
    presenter.starDidChange(FavoriteStar(isFavorite: true))
    #expect(view.last?.content?.isFavorite == true)
    #expect(view.last?.content?.title == "Article a2")
  }

  @Test func aFavoriteThatNeedsALoginAsksTheRouterToPresentIt() {
    presenter.didTapStar()
    presenter.favoriteRequiresLogin(.favorite("a2", isFavorite: true))
    #expect(interactor.calls == [.toggleFavorite])
    #expect(router.presentedLogins == [.favorite("a2", isFavorite: true)])
  }
}
