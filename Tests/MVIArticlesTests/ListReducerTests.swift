import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The list's rules as pure functions: a state and a message in, the new state out.
@Suite("List reducer")
struct ListReducerTests {
  @Test func theFirstAppearanceAsksForTheFirstPage() {
    let loading = state(after: .intent(.list(.appeared)))

    #expect(loading.list.request == ListState.Request(load: .firstLoad, revision: 1))
    #expect(loading.lastRevision == 1)
    #expect(reduce(loading, .intent(.list(.appeared))) == loading)
  }

  /// The list page tells rows appended from rows replaced by the list's generation: the list a
  /// logout starts must never pass for the one before it, which a revert can put back.
  @Test func theListAfterALogoutIsNeverTakenForTheOneBeforeIt() throws {
    let loaded = loadedList()
    let restarted = reduce(loaded, .result(.loggedOut))
    let revision = try #require(restarted.list.request?.revision)
    let reloaded = reduce(restarted, .pageLoaded(.success(page("a3")), revision: revision))

    #expect(restarted.list.articles.isEmpty)
    #expect(Array(reloaded.list.articles) == articles("a3"))
    #expect(restarted.list.generation != loaded.list.generation)
    #expect(reloaded.list.generation != loaded.list.generation)
  }

  @Test func aRefreshSupersedesTheFirstLoadAndItsLateAnswerChangesNothing() {
    let refreshing = state(after: .intent(.list(.appeared)), .intent(.list(.refreshPulled)))
    #expect(refreshing.list.request == ListState.Request(load: .refresh, revision: 2))

    // MVI's stale-result check: the late answer carries revision 1, the reducer waits for 2.
    let late = reduce(refreshing, .pageLoaded(.success(page("a1", "a2")), revision: 1))
    #expect(late == refreshing)

    let fresh = reduce(refreshing, .pageLoaded(.success(page("a3")), revision: 2))
    #expect(Array(fresh.list.articles) == articles("a3"))
    #expect(fresh.list.request == nil)
  }

  @Test func pullingAgainDuringARefreshAsksNothingMore() {
    let refreshing = reduce(loadedList(), .intent(.list(.refreshPulled)))
    #expect(reduce(refreshing, .intent(.list(.refreshPulled))) == refreshing)
  }

  @Test func retryClearsTheOldErrorAtOnce() {
    let failed = state(
      after: .intent(.list(.appeared)), .pageLoaded(.failure(serverDown), revision: 1))
    #expect(failed.list.failure?.message == "The server is down.")

    let retrying = reduce(failed, .intent(.list(.retryTapped)))
    #expect(retrying.list.failure == nil)
    #expect(retrying.list.request == ListState.Request(load: .firstLoad, revision: 2))
  }

  @Test func theEndOfTheRowsAsksForTheNextPageOnce() {
    let loadingMore = reduce(loadedList(), .intent(.list(.endReached)))
    #expect(loadingMore.list.request?.load == .nextPage(after: cursor("p2")))
    #expect(reduce(loadingMore, .intent(.list(.endReached))) == loadingMore)

    let appended = reduce(
      loadingMore, .pageLoaded(after: cursor("p2"), .success(page("a3")), revision: 2))
    #expect(Array(appended.list.articles) == articles("a1", "a2", "a3"))
    // The last page said nothing follows it: scrolling to the end again asks nothing.
    #expect(reduce(appended, .intent(.list(.endReached))) == appended)
  }

  @Test func aPageAnsweredAfterARefreshStartedIsDropped() {
    let refreshing = reduce(
      loadedList(), .intent(.list(.endReached)), .intent(.list(.refreshPulled)))
    let late = reduce(
      refreshing, .pageLoaded(after: cursor("p2"), .success(page("a3")), revision: 2))
    #expect(late == refreshing)
  }

  /// Offline, the first appearance asks the device for its saved rows, not the server; the
  /// rows end the wait, and no later appearance asks again.
  @Test func offlineTheListAsksNothingAndWaitsForTheSavedRowsOnce() {
    let offline = state(
      after: .result(.offline(.connectivityChanged(isOnline: false))), .intent(.list(.appeared)))
    #expect(offline.list.hasAppeared)
    #expect(offline.list.request == nil)
    #expect(offline.list.readsCache)
    #expect(reduce(offline, .intent(.list(.refreshPulled))) == offline)

    let cached = reduce(offline, .result(.offline(.cacheLoaded(articles("a1")))))
    #expect(Array(cached.list.articles) == articles("a1"))
    #expect(!cached.list.readsCache)
    #expect(!reduce(cached, .intent(.list(.appeared))).list.readsCache)
    #expect(!loadedList().list.readsCache, "online, the first appearance asks the server")
  }

  /// The reducer returns a new value: the state it was given is left as it was, on the shared
  /// path (the caller keeps it) as on the unique one.
  @Test func theStateItWasGivenIsLeftUntouched() {
    let before = loadedList()
    let kept = before
    let after = reduce(
      before, .intent(.list(.endReached)),
      .pageLoaded(after: cursor("p2"), .success(page("a3")), revision: 2))

    #expect(before == kept)
    #expect(Array(before.list.articles) == articles("a1", "a2"))
    #expect(Array(after.list.articles) == articles("a1", "a2", "a3"))
  }

}
