import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The list's rules as pure functions: which request an intent starts, decided from a state by
/// ``ListReducer/load(for:in:context:)``; and the reducer, which applies what the executor
/// started and what the server answered.
@Suite("List reducer")
struct ListReducerTests {
  private let online = ReducerContext(ArticlesState())

  // MARK: The rules: what an intent starts

  @Test func theFirstAppearanceAsksForTheFirstPageAndNoLaterOneAsks() {
    #expect(ListReducer.load(for: .appeared, in: ListState(), context: online) == .firstLoad)
    #expect(ListReducer.load(for: .appeared, in: loadedList().list, context: online) == nil)
  }

  @Test func pullingAsksForARefreshUnlessOneIsInFlight() {
    let loaded = loadedList()
    #expect(ListReducer.load(for: .refreshPulled, in: loaded.list, context: online) == .refresh)

    let refreshing = reduce(loaded, .result(.list(.started(.refresh, revision: 2))))
    #expect(ListReducer.load(for: .refreshPulled, in: refreshing.list, context: online) == nil)
  }

  @Test func theEndOfTheRowsAsksForTheNextPageOnlyWhenNothingLoadsAndOneFollows() {
    let loaded = loadedList()
    #expect(
      ListReducer.load(for: .endReached, in: loaded.list, context: online)
        == .nextPage(after: cursor("p2")))

    let loadingMore = reduce(
      loaded, .result(.list(.started(.nextPage(after: cursor("p2")), revision: 2))))
    #expect(ListReducer.load(for: .endReached, in: loadingMore.list, context: online) == nil)

    // The last page said nothing follows it: scrolling to the end again asks nothing.
    let appended = reduce(
      loadingMore, .pageLoaded(after: cursor("p2"), .success(page("a3")), revision: 2))
    #expect(ListReducer.load(for: .endReached, in: appended.list, context: online) == nil)
  }

  @Test func retryRepeatsWhatFailedAndOnlyAfterAFailure() {
    let failed = state(
      after: .intent(.list(.appeared)), .pageLoaded(.failure(serverDown), revision: 1))
    #expect(ListReducer.load(for: .retryTapped, in: failed.list, context: online) == .firstLoad)
    #expect(ListReducer.load(for: .retryTapped, in: loadedList().list, context: online) == nil)
  }

  /// With a query typed the rows are the search's, and offline there is no server to ask.
  @Test func aQueryTypedOrNoConnectionLeavesEveryListRequestToOthers() {
    let searching = ReducerContext(execute(loadedList(), .intent(.search(.textChanged("s")))))
    let offline = ReducerContext(
      reduce(ArticlesState(), .result(.offline(.connectivityChanged(isOnline: false)))))
    let failed = state(
      after: .intent(.list(.appeared)), .pageLoaded(.failure(serverDown), revision: 1))
    for context in [searching, offline] {
      #expect(ListReducer.load(for: .refreshPulled, in: loadedList().list, context: context) == nil)
      #expect(ListReducer.load(for: .endReached, in: loadedList().list, context: context) == nil)
      #expect(ListReducer.load(for: .retryTapped, in: failed.list, context: context) == nil)
    }
    #expect(ListReducer.load(for: .appeared, in: ListState(), context: offline) == nil)
  }

  // MARK: The reducer: what it applies

  @Test func theFirstAppearanceIsRememberedAndItsStartShowsTheRequest() {
    let appeared = reduce(ArticlesState(), .intent(.list(.appeared)))
    #expect(appeared.list.hasAppeared)
    #expect(appeared.list.request == nil, "the reducer starts nothing")

    let loading = reduce(appeared, .result(.list(.started(.firstLoad, revision: 1))))
    #expect(loading.list.request == ListState.Request(load: .firstLoad, revision: 1))
    #expect(loading.lastRevision == 1)
    #expect(state(after: .intent(.list(.appeared))) == loading, "what the store leaves")
  }

  /// The list page tells rows appended from rows replaced by the list's generation: the list a
  /// logout starts must never pass for the one before it, which a revert can put back.
  @Test func theListAfterALogoutIsNeverTakenForTheOneBeforeIt() throws {
    let loaded = loadedList()
    let restarted = execute(loaded, .result(.loggedOut))
    let revision = try #require(restarted.list.request?.revision)
    let reloaded = reduce(restarted, .pageLoaded(.success(page("a3")), revision: revision))

    #expect(restarted.list.articles.isEmpty)
    #expect(Array(reloaded.list.articles) == articles("a3"))
    #expect(restarted.list.generation != loaded.list.generation)
    #expect(reloaded.list.generation != loaded.list.generation)
  }

  @Test func aRefreshSupersedesTheFirstLoadAndItsLateAnswerChangesNothing() {
    let refreshing = reduce(
      state(after: .intent(.list(.appeared))), .result(.list(.started(.refresh, revision: 2))))
    #expect(refreshing.list.request == ListState.Request(load: .refresh, revision: 2))

    // MVI's stale-result check: the late answer carries revision 1, the reducer waits for 2.
    let late = reduce(refreshing, .pageLoaded(.success(page("a1", "a2")), revision: 1))
    #expect(late == refreshing)

    let fresh = reduce(refreshing, .pageLoaded(.success(page("a3")), revision: 2))
    #expect(Array(fresh.list.articles) == articles("a3"))
    #expect(fresh.list.request == nil)
  }

  @Test func aStartClearsTheOldErrorAtOnce() {
    let failed = state(
      after: .intent(.list(.appeared)), .pageLoaded(.failure(serverDown), revision: 1))
    #expect(failed.list.failure?.message == "The server is down.")

    let retrying = reduce(failed, .result(.list(.started(.firstLoad, revision: 2))))
    #expect(retrying.list.failure == nil)
    #expect(retrying.list.request == ListState.Request(load: .firstLoad, revision: 2))
  }

  @Test func aPageAnsweredAfterARefreshStartedIsDropped() {
    let refreshing = reduce(
      loadedList(), .result(.list(.started(.nextPage(after: cursor("p2")), revision: 2))),
      .result(.list(.started(.refresh, revision: 3))))
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
    #expect(execute(offline, .intent(.list(.refreshPulled))) == offline)

    let cached = reduce(offline, .result(.offline(.cacheLoaded(articles("a1")))))
    #expect(Array(cached.list.articles) == articles("a1"))
    #expect(!cached.list.readsCache)
    #expect(!execute(cached, .intent(.list(.appeared))).list.readsCache)
    #expect(!loadedList().list.readsCache, "online, the first appearance asks the server")
  }

  /// The reducer returns a new value: the state it was given is left as it was, on the shared
  /// path (the caller keeps it) as on the unique one.
  @Test func theStateItWasGivenIsLeftUntouched() {
    let before = loadedList()
    let kept = before
    let after = reduce(
      before, .result(.list(.started(.nextPage(after: cursor("p2")), revision: 2))),
      .pageLoaded(after: cursor("p2"), .success(page("a3")), revision: 2))

    #expect(before == kept)
    #expect(Array(before.list.articles) == articles("a1", "a2"))
    #expect(Array(after.list.articles) == articles("a1", "a2", "a3"))
  }
}
