import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The stars: optimistic, confirmed or rolled back per article, queued while offline.
@Suite("Favorites reducer")
struct FavoritesReducerTests {
  @Test func aTapFlipsTheStarAtOnceAndAsksTheServer() {
    let tapped = execute(loadedList(), .loggedIn(for: .favorite("a2", isFavorite: true)))
    #expect(tapped.isFavorite("a2") == true)
    #expect(
      tapped.favorites.stars["a2"]?.request
        == FavoritesState.Star.Request(revision: 2, isFavorite: true))
  }

  @Test func onlyTheLatestRequestsFailureMovesTheStar() {
    // favorite (#2), unfavorite (#3), #2 succeeds, #3 fails: the star ends filled.
    let both = execute(
      loadedList(), .loggedIn(for: .favorite("a2", isFavorite: true)),
      .loggedIn(for: .favorite("a2", isFavorite: false)))
    let firstSaved = execute(
      both, .result(.favorites(.saved(of: "a2", .success(true), revision: 2))))
    #expect(firstSaved.isFavorite("a2") == false)

    let latestFailed = execute(
      firstSaved, .result(.favorites(.saved(of: "a2", .failure(serverDown), revision: 3))))
    #expect(latestFailed.isFavorite("a2") == true)
    #expect(latestFailed.favorites.failure == "The server is down.")
  }

  @Test func anOlderFailureChangesNothingOnScreen() {
    let both = execute(
      loadedList(), .loggedIn(for: .favorite("a2", isFavorite: true)),
      .loggedIn(for: .favorite("a2", isFavorite: false)))
    let olderFailed = execute(
      both, .result(.favorites(.saved(of: "a2", .failure(serverDown), revision: 2))))
    #expect(olderFailed == both)
  }

  @Test func aRefreshKeepsTheValueOnItsWayToTheServer() {
    let tapped = execute(loadedList(), .loggedIn(for: .favorite("a2", isFavorite: true)))
    let refreshed = execute(
      tapped, .intent(.list(.refreshPulled)), .pageLoaded(.success(page("a1", "a2")), revision: 3))
    #expect(refreshed.isFavorite("a2") == true)
  }

  @Test func offlineATapIsQueuedAndBackOnlineSentBeforeTheCatchUp() {
    let offline = execute(loadedList(), .result(.offline(.connectivityChanged(isOnline: false))))
    let queued = execute(
      offline, .loggedIn(for: .favorite("a2", isFavorite: true)),
      .loggedIn(for: .favorite("a1", isFavorite: true)))
    #expect(queued.favorites.pendingSync == ["a2", "a1"])
    #expect(queued.favorites.isPendingSync("a2"))
    #expect(queued.lastRevision == offline.lastRevision)

    // The executor decides one write per pending star, in the order of the last taps, then the
    // catch-up, each with the next revision.
    #expect(FavoritesReducer.pendingWrites(in: queued.favorites).map(\.id) == ["a2", "a1"])
    #expect(
      ArticlesStore.decisions(
        after: .result(.offline(.connectivityChanged(isOnline: true))), in: queued) == [
          .favorites(.writeStarted(of: "a2", true, revision: 2)),
          .favorites(.writeStarted(of: "a1", true, revision: 3)),
          .list(.started(.refresh, revision: 4)),
        ])

    let online = execute(queued, .result(.offline(.connectivityChanged(isOnline: true))))
    // Revisions are the order the requests start in: a2, a1, then the list's refresh.
    #expect(online.favorites.stars["a2"]?.request?.revision == 2)
    #expect(online.favorites.stars["a1"]?.request?.revision == 3)
    #expect(online.list.request == ListState.Request(load: .refresh, revision: 4))
    #expect(online.favorites.pendingSync.isEmpty)
    #expect(online.favorites.isPendingSync("a2"))

    let synced = execute(online, .result(.favorites(.saved(of: "a2", .success(true), revision: 2))))
    #expect(!synced.favorites.isPendingSync("a2"))
  }

  @Test func aTapBackToWhatTheServerHoldsLeavesNothingToSend() {
    let offline = execute(loadedList(), .result(.offline(.connectivityChanged(isOnline: false))))
    let tappedTwice = execute(
      offline, .loggedIn(for: .favorite("a2", isFavorite: true)),
      .loggedIn(for: .favorite("a2", isFavorite: false)))
    #expect(!tappedTwice.favorites.isPendingSync("a2"))
    #expect(tappedTwice.favorites.pendingSync.isEmpty)
  }
}
