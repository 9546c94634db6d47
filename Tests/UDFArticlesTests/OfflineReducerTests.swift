import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviour 10 and the launch: the cache while offline, favorites queued with a pending mark,
/// and what coming back online sends, in which order.
@Suite("Offline reducer")
struct OfflineReducerTests {
  /// A launch on an offline device whose cache held a1 and a2; the list appeared.
  func offlineLaunch() -> ArticlesState {
    state(
      after: .launch(.launched), .offline(.connectivityChanged(isOnline: false)),
      .list(.appeared), .offline(.cacheLoaded(articles("a1", "a2"))))
  }

  @Test func theLaunchListensToTheConnectionAndTheSession() {
    var state = ArticlesState()
    // Launched, the list is on screen: its view is recorded, and its stack saved, with the
    // launch.
    #expect(
      reduce(&state, .launch(.launched)) == [
        .observeConnectivity, .observeSession, .record(.screenView(.list)),
        .savePages(SavedPages(article: nil)),
      ])
    #expect(reduce(&state, .offline(.connectivityChanged(isOnline: true))) == [])
    #expect(reduce(&state, .list(.appeared)) == [.loadPage(after: nil, revision: 1)])
  }

  @Test func offlineAtLaunchTheCacheStandsInAndNothingIsAsked() {
    var state = ArticlesState()
    reduce(&state, .launch(.launched))
    #expect(reduce(&state, .offline(.connectivityChanged(isOnline: false))) == [])
    #expect(reduce(&state, .list(.appeared)) == [.loadCachedArticles])
    reduce(&state, .offline(.cacheLoaded(articles("a1", "a2"))))

    let props = ListProps(state)
    #expect(shownRows(state) == rows("a1", "a2"))
    #expect(props.banner == "You are offline")
    #expect(!props.showsSpinner)
  }

  @Test func offlineTheListBeneathALinkedDetailReadsTheCacheWhenItAppears() {
    var state = ArticlesState()
    reduce(&state, .offline(.connectivityChanged(isOnline: false)))
    #expect(loggedIn(.openArticle("a2"), in: &state) == [])
    reduce(&state, .launch(.launched), .detail(.appeared("a2")))
    #expect(shownRows(state).isEmpty, "the list beneath has not appeared: it loaded nothing")

    reduce(&state, .detail(.closed))
    #expect(reduce(&state, .list(.appeared)) == [.loadCachedArticles])
    reduce(&state, .offline(.cacheLoaded(articles("a1", "a2"))))
    #expect(shownRows(state) == rows("a1", "a2"))
    #expect(reduce(&state, .list(.appeared)) == [], "the cache is read once, as a first load is")
  }

  @Test func goingOfflineDuringTheFirstLoadReadsNoCache() {
    var state = ArticlesState()
    reduce(&state, .list(.appeared))

    #expect(reduce(&state, .offline(.connectivityChanged(isOnline: false))) == [])
    #expect(ListProps(state).showsSpinner, "the first load is still in flight")
    reduce(&state, .pageAnswered(.success(page("a3")), revision: 1))
    #expect(shownRows(state) == rows("a3"))
  }

  @Test(arguments: [ArticlesAction.list(.refreshPulled), .list(.endReached), .list(.retryTapped)])
  func offlineTheListAsksNothing(action: ArticlesAction) {
    var state = offlineLaunch()
    let before = state

    #expect(reduce(&state, action) == [])
    #expect(state == before)
  }

  @Test func goingOfflineKeepsTheRowsShownAndShowsTheBanner() {
    var state = loadedList()

    #expect(reduce(&state, .offline(.connectivityChanged(isOnline: false))) == [])
    #expect(shownRows(state) == rows("a1", "a2"))
    #expect(ListProps(state).banner == "You are offline")
  }

  @Test func offlineTheListBeneathADetailShowsTheBannerForABackSwipeToUncover() throws {
    var state = loadedList()
    reduce(&state, .list(.rowSelected("a2")), .detail(.appeared("a2")))
    #expect(ListProps(state).banner == nil)

    reduce(&state, .offline(.connectivityChanged(isOnline: false)))
    #expect(ListProps(state).banner == "You are offline")
    #expect(DetailProps(try #require(state.detail), in: state).banner == "You are offline")
  }

  @Test func aFirstPageIsSavedForOfflineAndANextPageIsNot() {
    var state = ArticlesState()
    reduce(&state, .list(.appeared))
    let saved = reduce(&state, .pageAnswered(.success(page("a1", next: "p2")), revision: 1))
    #expect(saved == [.saveArticles(articles("a1"))])

    reduce(&state, .list(.endReached))
    #expect(
      reduce(&state, .pageAnswered(after: cursor("p2"), .success(page("a2")), revision: 2)) == [])
  }

  @Test func aFavoriteMadeOfflineFlipsAndIsMarkedPendingWithoutARequest() {
    var state = offlineLaunch()

    #expect(
      loggedIn(.favorite("a2", isFavorite: true), in: &state) == [
        .record(.favorite(true, of: "a2"))
      ]
    )
    let rows = shownRows(state)
    #expect(rows.first { $0.id == "a2" }?.isFavorite == true)
    #expect(rows.first { $0.id == "a2" }?.isPendingSync == true)
    #expect(rows.first { $0.id == "a1" }?.isPendingSync == false)
  }

  @Test func undoingAnOfflineFavoriteLeavesNothingToSend() {
    var state = offlineLaunch()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)
    loggedIn(.favorite("a2", isFavorite: false), in: &state)

    #expect(state.favorites.pendingSync.isEmpty)
    #expect(!state.favorites.isPendingSync("a2"))
  }

  @Test func backOnlinePendingFavoritesGoInTheOrderMadeThenTheListRefreshes() {
    var state = offlineLaunch()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)
    loggedIn(.favorite("a1", isFavorite: true), in: &state)

    let effects = reduce(&state, .offline(.connectivityChanged(isOnline: true)))

    #expect(
      effects == [
        .setFavorite(true, of: "a2", revision: 1), .setFavorite(true, of: "a1", revision: 2),
        .loadPage(after: nil, revision: 3),
      ])
    #expect(ListProps(state).banner == nil)
    #expect(ListProps(state).isRefreshing)
    #expect(state.favorites.isPendingSync("a2"), "the mark stays until the server has it")
  }

  @Test func eachPendingMarkClearsWhenItsRequestSucceeds() {
    var state = offlineLaunch()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)
    loggedIn(.favorite("a1", isFavorite: true), in: &state)
    reduce(&state, .offline(.connectivityChanged(isOnline: true)))

    reduce(&state, .favoriteAnswered("a2", .success(true), revision: 1))
    #expect(!state.favorites.isPendingSync("a2"))
    #expect(state.favorites.isPendingSync("a1"))

    reduce(&state, .pageAnswered(.success(page("a1", "a2", "a3")), revision: 3))
    #expect(state.isFavorite("a1") == true, "the refresh keeps the favorite still on its way")
  }

  @Test func aChangeOfflineWhileItsSaveIsInFlightIsSentWhenBackOnline() {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 2, in flight
    reduce(&state, .offline(.connectivityChanged(isOnline: false)))

    #expect(
      loggedIn(.favorite("a2", isFavorite: false), in: &state) == [
        .record(.favorite(false, of: "a2"))
      ])
    #expect(state.favorites.isPendingSync("a2"), "the server will hold the favorite in flight")

    reduce(&state, .favoriteAnswered("a2", .success(true), revision: 2))
    #expect(state.favorites.isPendingSync("a2"), "the answer in flight is not the change made")
    #expect(state.isFavorite("a2") == false)

    #expect(
      reduce(&state, .offline(.connectivityChanged(isOnline: true))) == [
        .setFavorite(false, of: "a2", revision: 3), .loadPage(after: nil, revision: 4),
      ])
    reduce(&state, .favoriteAnswered("a2", .success(false), revision: 3))
    #expect(!state.favorites.isPendingSync("a2"))
    #expect(state.isFavorite("a2") == false)
  }

  @Test func aStarBroughtBackOfflineToTheValueInFlightLeavesNothingToSend() {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 2, in flight
    reduce(&state, .offline(.connectivityChanged(isOnline: false)))
    loggedIn(.favorite("a2", isFavorite: false), in: &state)
    loggedIn(.favorite("a2", isFavorite: true), in: &state)

    #expect(!state.favorites.isPendingSync("a2"))
    #expect(state.favorites.pendingSync.isEmpty)

    reduce(&state, .favoriteAnswered("a2", .success(true), revision: 2))
    #expect(
      reduce(&state, .offline(.connectivityChanged(isOnline: true))) == [
        .loadPage(after: nil, revision: 3)
      ])
    #expect(state.isFavorite("a2") == true)
  }

  @Test func aQueryTypedOfflineAsksNothingAndKeepsTheSavedRows() {
    var state = offlineLaunch()

    #expect(reduce(&state, .search(.textChanged("a2"))) == [.debounceSearch(query: "a2")])
    // The user searched, and it is recorded; nothing is asked.
    #expect(
      reduce(&state, .search(.debounceElapsed(query: "a2"))) == [
        .record(.search(characters: 2))
      ])
    #expect(!state.search.isSearching)
    #expect(shownRows(state) == rows("a1", "a2"))
    #expect(ListProps(state).searchText == "a2")
  }

  @Test func aConnectionLostDuringTheSearchWaitAsksNothing() {
    var state = loadedList()
    reduce(&state, .search(.textChanged("a2")), .offline(.connectivityChanged(isOnline: false)))

    #expect(
      reduce(&state, .search(.debounceElapsed(query: "a2"))) == [
        .record(.search(characters: 2))
      ])
    #expect(shownRows(state) == rows("a1", "a2"))
  }

  @Test func retryingAFailedSearchOfflineAsksNothing() {
    var state = loadedList()
    reduce(
      &state, .search(.textChanged("sw")), .search(.debounceElapsed(query: "sw")),
      .search(.answered(query: "sw", .failure(serverDown), revision: 2)),
      .offline(.connectivityChanged(isOnline: false)))

    #expect(reduce(&state, .list(.retryTapped)) == [])
  }

  @Test func backOnlineWithAQueryPendingFavoritesGoFirstThenTheSearch() {
    var state = offlineLaunch()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)
    reduce(&state, .search(.textChanged("a2")), .search(.debounceElapsed(query: "a2")))

    let effects = reduce(&state, .offline(.connectivityChanged(isOnline: true)))

    #expect(
      effects == [.setFavorite(true, of: "a2", revision: 1), .search(query: "a2", revision: 2)])
    #expect(state.list.load == nil, "the search catches up; the full list is not refreshed")
  }

  @Test func backOnlineDuringTheSearchWaitTheWaitEndsInTheSearch() {
    var state = offlineLaunch()
    reduce(&state, .search(.textChanged("a2")))

    #expect(reduce(&state, .offline(.connectivityChanged(isOnline: true))) == [])
    #expect(
      reduce(&state, .search(.debounceElapsed(query: "a2"))) == [
        .record(.search(characters: 2)), .search(query: "a2", revision: 1),
      ])
  }

  /// A request that is already the list's catch-up, started before the connection dropped.
  enum CatchUpInFlight: CaseIterable {
    case firstLoad, refresh, search

    /// The actions that start it, from the initial state.
    var actions: [ArticlesAction] {
      let loaded: [ArticlesAction] = [
        .list(.appeared), .pageAnswered(.success(page("a1", "a2")), revision: 1),
      ]
      switch self {
      case .firstLoad: return [.list(.appeared)]
      case .refresh: return loaded + [.list(.refreshPulled)]
      case .search:
        return loaded + [.search(.textChanged("a2")), .search(.debounceElapsed(query: "a2"))]
      }
    }
  }

  @Test(arguments: CatchUpInFlight.allCases)
  func backOnlineTheRequestInFlightIsKept(_ inFlight: CatchUpInFlight) {
    var state = ArticlesState()
    for action in inFlight.actions { reduce(&state, action) }
    reduce(&state, .offline(.connectivityChanged(isOnline: false)))
    var expected = state
    expected.offline.isOnline = true

    #expect(reduce(&state, .offline(.connectivityChanged(isOnline: true))) == [])
    #expect(state == expected, "nothing is cancelled, nothing asked again")
  }

  @Test func backOnlineDuringAPageLoadTheListRefreshesInstead() {
    var state = loadedList()
    reduce(&state, .list(.endReached), .offline(.connectivityChanged(isOnline: false)))

    #expect(
      reduce(&state, .offline(.connectivityChanged(isOnline: true))) == [
        .cancel(.page), .loadPage(after: nil, revision: 3),
      ])
    #expect(state.list.load == .refresh)
  }
}
