import ArticleDomain
import HeadlessUI
import Testing

@testable import VIPERArticles

/// Contract tests of the list presenter: a view spy, an interactor spy and a router spy stand
/// at its three boundaries. Each test plays one side of a boundary and reads the other.
@MainActor
struct ListPresenterTests {
  let view = ListViewSpy()
  let interactor = ListInteractorSpy()
  let router = ListRouterSpy()
  let presenter: ListPresenter

  init() {
    presenter = ListPresenter(
      interactor: interactor, router: router, analytics: DiscardingAnalytics(), trace: .disabled)
    presenter.view = view
    view.output = presenter
  }

  /// A new list of `ids` as the interactor reports it: it holds the rows, and the report says
  /// how many.
  private func content(_ ids: [Article.ID], _ kind: ListContent.Kind = .fullList) -> ListContent {
    interactor.shown = ids.map {
      ArticleSummary(id: $0, title: "Article \($0)", star: FavoriteStar(isFavorite: false))
    }
    return ListContent(count: ids.count, kind: kind)
  }

  @Test func theFirstLoadStartsOnTheFirstAppearanceOnly() {
    presenter.viewDidLoad()
    #expect(interactor.reportedStatus)
    presenter.viewDidAppear()
    presenter.viewDidDisappear()
    presenter.viewDidAppear()
    #expect(interactor.calls == [.loadFirstPage])
  }

  @Test func theSpinnerShowsWhileTheFirstPageLoadsAndTheRowsReplaceIt() {
    presenter.didStartLoading(.firstPage)
    #expect(view.last?.showsSpinner == true)
    presenter.didLoad(content(["a1", "a2"]), for: .firstPage)
    #expect(view.last?.showsSpinner == false)
    #expect(view.rows.map(\.id) == ["a1", "a2"])
    #expect(view.last?.message == nil)
  }

  @Test func anEmptyFirstPageSaysSo() {
    presenter.didStartLoading(.firstPage)
    presenter.didLoad(content([]), for: .firstPage)
    #expect(view.last?.message == "No articles yet")
    #expect(view.last?.error == nil)
  }

  @Test func retryClearsTheOldErrorAtOnce() {
    presenter.didStartLoading(.firstPage)
    presenter.didFail(.firstPage, message: "Server unavailable")
    #expect(view.last?.error == .init(text: "Server unavailable", canRetry: true))
    #expect(view.last?.showsSpinner == false)

    presenter.didTapRetry()
    #expect(interactor.calls == [.retry])
    presenter.didStartLoading(.firstPage)
    #expect(view.last?.error == nil)
    #expect(view.last?.showsSpinner == true)
  }

  @Test func aRefreshSpinsTheRefreshControlAndKeepsTheRows() {
    presenter.didLoad(content(["a1", "a2"]), for: .firstPage)
    presenter.didPullToRefresh()
    presenter.didStartLoading(.refresh)
    #expect(interactor.calls == [.refresh])
    #expect(view.last?.isRefreshing == true)
    #expect(view.last?.showsSpinner == false)
    #expect(view.rows.map(\.id) == ["a1", "a2"])
  }

  @Test func aQueryWithoutResultsNamesTheQuery() {
    presenter.didChangeSearchText("zz")
    presenter.didLoad(content([], .searchResults(query: "zz")), for: .search("zz"))
    #expect(interactor.calls == [.search("zz")])
    #expect(view.last?.message == "No results for \"zz\"")
  }

  @Test func clearingTheSearchTakesAFailedSearchsErrorAway() {
    presenter.didChangeSearchText("a2")
    presenter.didFail(.search("a2"), message: "Search unavailable")
    #expect(view.last?.error?.text == "Search unavailable")
    presenter.didClearSearch(content(["a1", "a2", "a3"]))
    #expect(view.last?.error == nil)
    #expect(view.rows.count == 3)
  }

  @Test func aFailedFavoriteShowsWithoutRetryOnlyWhileThePageIsOnTop() {
    presenter.viewDidAppear()
    presenter.favoriteDidFail(message: "Could not save the favorite")
    #expect(view.last?.error == .init(text: "Could not save the favorite", canRetry: false))

    presenter.viewDidDisappear()
    #expect(view.last?.error == nil)
    presenter.favoriteDidFail(message: "Could not save the favorite")
    #expect(view.last?.error == nil)
  }

  @Test func theBannerSaysWhatTheStatusNotices() {
    presenter.viewDidAppear()
    presenter.noticeDidChange(.offline, isOffline: true)
    #expect(view.last?.banner == "You are offline")
    presenter.noticeDidChange(.rejectedLink, isOffline: true)
    #expect(view.last?.banner == "This link cannot be opened.")
    presenter.noticeDidChange(nil, isOffline: false)
    #expect(view.last?.banner == nil)
  }

  @Test func aRejectedLinkIsNewsForThePageOnTopOnly() {
    presenter.noticeDidChange(.rejectedLink, isOffline: true)
    // Covered (or uncovered by a back swipe, which makes it appear only once it completes).
    #expect(view.last?.banner == "You are offline")
    presenter.viewDidAppear()
    #expect(view.last?.banner == "This link cannot be opened.")
  }

  @Test func theListsErrorWaitsBehindAQueryAndComesBackWhenItIsCleared() {
    presenter.didFail(.refresh, message: "Server unavailable")
    presenter.didChangeSearchText("a")
    #expect(view.last?.error == nil)
    presenter.didLoad(content([], .searchResults(query: "a")), for: .search("a"))
    #expect(view.last?.error == nil)
    presenter.didChangeSearchText("")
    presenter.didClearSearch(content(["a1"]))
    #expect(view.last?.error?.text == "Server unavailable")
    #expect(view.last?.error?.canRetry == true)
  }

  @Test func onlyAClosedPageStopsTheInteractor() {
    presenter.viewDidAppear()
    presenter.viewDidDisappear()
    #expect(interactor.calls == [.loadFirstPage])
    presenter.viewDidClose()
    #expect(interactor.calls == [.loadFirstPage, .stop])
  }

  @Test func nothingIsDisplayedTwiceWhenNothingChanged() {
    presenter.didLoad(content(["a1"]), for: .firstPage)
    let count = view.displayed.count
    presenter.didUpdate(content(["a1"]))
    #expect(view.displayed.count == count)
  }

  @Test func theViewIsToldWhichRowsChangedAndAsksForOneRowAtATime() {
    presenter.didLoad(content(["a1", "a2"]), for: .firstPage)
    let displays = view.displayed.count
    interactor.shown[1].star.isFavorite = true
    presenter.didChangeArticle("a2")
    #expect(view.displayed.count == displays, "a star changes one row and nothing else")
    #expect(presenter.row(at: 1).isFavorite)

    interactor.shown += [
      ArticleSummary(id: "a3", title: "Article a3", star: FavoriteStar(isFavorite: false))
    ]
    presenter.didLoad(
      ListContent(count: 3, kind: .fullList, change: .appended(count: 1)), for: .nextPage)
    #expect(view.rowsChanges == [.reloadedAll, .reloaded("a2"), .inserted(count: 1)])
    #expect(view.rows.map(\.id) == ["a1", "a2", "a3"])
  }

  // MARK: Router invocations

  @Test func tappingARowAsksTheRouterToShowTheDetail() {
    presenter.didSelectRow("a2")
    #expect(router.calls == [.showDetail("a2")])
    #expect(interactor.calls.isEmpty)
  }

  @Test func tappingAStarAsksTheInteractorNotTheRouter() {
    presenter.didTapStar("a2")
    #expect(interactor.calls == [.toggleFavorite("a2")])
    #expect(router.calls.isEmpty)
  }

  @Test func aFavoriteThatNeedsALoginAsksTheRouterToPresentIt() {
    presenter.favoriteRequiresLogin(.favorite("a2", isFavorite: true))
    #expect(router.calls == [.presentLogin(.favorite("a2", isFavorite: true))])
  }

  @Test func aFavoriteAfterALoginIsTheInteractorsUseCase() {
    presenter.favoriteAfterLogin(true, of: "a2")
    #expect(interactor.calls == [.setFavorite(true, "a2")])
    #expect(router.calls.isEmpty)
  }
}
