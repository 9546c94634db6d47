import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The login page's rules as pure functions: presented for what waits, one login at a time,
/// a failure that keeps the form, an answer that counts only for the login in flight.
@Suite("Login reducer")
struct LoginReducerTests {
  @Test func aLoggedOutCheckPresentsTheLoginAndANewerIntentReplacesTheWaitingOne() {
    let gated = execute(
      loadedList(),
      .result(.login(.checked(isLoggedIn: false, for: .favorite("a1", isFavorite: true)))))
    #expect(gated.login == LoginState(continuation: .favorite("a1", isFavorite: true)))

    let replaced = execute(
      gated, .result(.login(.checked(isLoggedIn: false, for: .openArticle("a2")))))
    #expect(replaced.login?.continuation == .openArticle("a2"))
    #expect(replaced.path == [.list, .login])
  }

  /// The rules the executor asks: a tap on "Log in" starts a login only on the form and only
  /// while none runs; what the gate lets through is decided from the login page the answer met.
  @Test func theGateLetsThroughWhatTheCheckOrTheLoginInFlightWasFor() {
    let waiting = LoginState(continuation: .favorite("a1", isFavorite: true))
    var loggingIn = waiting
    loggingIn.request = 2
    #expect(LoginReducer.logsIn(waiting))
    #expect(!LoginReducer.logsIn(loggingIn))
    #expect(!LoginReducer.logsIn(nil))

    let check = LoginResult.checked(isLoggedIn: true, for: .openArticle("a2"))
    #expect(LoginReducer.carriedOut(by: check, in: nil) == .openArticle("a2"))
    #expect(
      LoginReducer.carriedOut(by: .checked(isLoggedIn: false, for: .openArticle("a2")), in: nil)
        == nil)
    #expect(
      LoginReducer.carriedOut(by: .loggedIn(revision: 2), in: loggingIn)
        == .favorite("a1", isFavorite: true))
    #expect(LoginReducer.carriedOut(by: .loggedIn(revision: 1), in: loggingIn) == nil, "late")
    #expect(LoginReducer.carriedOut(by: .loggedIn(revision: 2), in: nil) == nil, "cancelled")
  }

  @Test func theLoginsStartAndWhatItLetsThroughAreApplied() {
    let gated = execute(
      loadedList(), .result(.login(.checked(isLoggedIn: false, for: .openArticle("a2")))))
    let loggingIn = reduce(gated, .result(.login(.started(revision: 2))))
    #expect(loggingIn.login?.request == 2)
    #expect(loggingIn.lastRevision == 2)

    let loggedIn = reduce(loggingIn, .result(.login(.loggedIn(revision: 2))))
    #expect(loggedIn.path == [.list], "the reducer alone carries nothing out")
    let opened = reduce(loggedIn, .result(.login(.carriedOut(.openArticle("a2")))))
    #expect(opened.path == [.list, .detail("a2")])
  }

  @Test func aSecondTapOnLogInWhileOneIsInFlightAsksNothingMore() {
    let loggingIn = execute(
      loadedList(), .result(.login(.checked(isLoggedIn: false, for: .openArticle("a2")))),
      .intent(.login(.logInTapped)))
    #expect(loggingIn.login?.request == 2)
    #expect(execute(loggingIn, .intent(.login(.logInTapped))) == loggingIn)
  }

  @Test func aFailedLoginKeepsTheFormAndWhatWaitsAndItsLateAnswerCountsNoMore() {
    let loggingIn = execute(
      loadedList(),
      .result(.login(.checked(isLoggedIn: false, for: .favorite("a1", isFavorite: true)))),
      .intent(.login(.logInTapped)))
    let failed = execute(loggingIn, .result(.login(.failed(serverDown, revision: 2))))
    #expect(failed.login?.message == "The server is down.")
    #expect(failed.login?.request == nil)
    #expect(failed.login?.continuation == .favorite("a1", isFavorite: true))

    // The failed request's success, answered late, is no login: the form stays.
    #expect(execute(failed, .result(.login(.loggedIn(revision: 2)))) == failed)
  }
}

/// The connection's rules: the banner, nothing asked offline, and the catch-up back online.
@Suite("Offline reducer")
struct OfflineReducerTests {
  @Test func offlineEveryPageShowsTheBannerAndThePullAsksNothing() {
    let offline = execute(loadedList(), .result(.offline(.connectivityChanged(isOnline: false))))
    #expect(offline.banner == "You are offline")
    #expect(execute(offline, .intent(.list(.refreshPulled))) == offline)
  }

  /// The catch-up rule: a refresh of the full list, the typed query's search, or nothing while
  /// a first load, a refresh, a search or a wait already runs.
  @Test func theCatchUpIsWhatTheFieldSaysUnlessSomethingAlreadyAsks() {
    #expect(ArticlesReducer.catchUp(in: loadedList()) == .list(.refresh))
    #expect(ArticlesReducer.catchUp(in: ArticlesState()) == nil, "the list never appeared")
    #expect(ArticlesReducer.catchUp(in: state(after: .intent(.list(.appeared)))) == nil)

    let waiting = reduce(loadedList(), .intent(.search(.textChanged("sw"))))
    #expect(ArticlesReducer.catchUp(in: waiting) == nil, "the wait searches by itself")
    let waited = reduce(waiting, .result(.search(.debounceElapsed(query: "sw"))))
    #expect(ArticlesReducer.catchUp(in: waited) == .search("sw"))
    #expect(
      ArticlesReducer.catchUp(
        in: reduce(waited, .result(.search(.started(query: "sw", revision: 2))))) == nil)
  }

  @Test func backOnlineTheListCatchesUpWithARefresh() {
    let offline = execute(loadedList(), .result(.offline(.connectivityChanged(isOnline: false))))
    let online = execute(offline, .result(.offline(.connectivityChanged(isOnline: true))))
    #expect(online.banner == nil)
    #expect(online.list.request == ListState.Request(load: .refresh, revision: 2))
  }

  @Test func theDevicesRowsFillAnEmptyListButNeverReplaceTheServers() {
    let offline = state(
      after: .result(.offline(.connectivityChanged(isOnline: false))), .intent(.list(.appeared)),
      .result(.offline(.cacheLoaded(articles("c1")))))
    #expect(Array(offline.list.articles) == articles("c1"))
    #expect(offline.list.request == nil)

    #expect(execute(loadedList(), .result(.offline(.cacheLoaded(articles("c1"))))) == loadedList())
  }
}

/// The detail's retry: only after a failure, once at a time, and its answer then counts.
@Suite("Detail retry")
struct DetailRetryTests {
  /// The rule the executor asks: the first appearance of the detail on top loads it, and Retry
  /// after a failure, while nothing loads; closing loads nothing.
  @Test func theDetailLoadsOnItsFirstAppearanceAndOnRetryAfterAFailure() {
    let pushed = DetailState(id: "a1")
    #expect(DetailReducer.loads(after: .appeared("a1"), in: pushed))
    #expect(!DetailReducer.loads(after: .appeared("a2"), in: pushed), "another article's page")
    #expect(!DetailReducer.loads(after: .appeared("a1"), in: nil))
    #expect(!DetailReducer.loads(after: .retryTapped, in: pushed), "nothing failed")
    #expect(!DetailReducer.loads(after: .closed, in: pushed))

    let appeared = reduce(
      loadedList(), .intent(.list(.rowSelected("a1"))), .intent(.detail(.appeared("a1"))))
    #expect(appeared.detail?.hasAppeared == true)
    #expect(appeared.detail?.request == nil, "the reducer starts nothing")
    #expect(!DetailReducer.loads(after: .appeared("a1"), in: appeared.detail))
    let loading = reduce(appeared, .result(.detail(.started(of: "a1", revision: 2))))
    #expect(
      reduce(appeared, .result(.detail(.started(of: "a2", revision: 2)))).detail?.request == nil,
      "a start for another article's detail is not this one's")
    #expect(loading.detail?.request == 2)
    #expect(!DetailReducer.loads(after: .retryTapped, in: loading.detail), "still loading")

    let failed = reduce(loading, .result(.detail(.loaded(.failure(serverDown), revision: 2))))
    #expect(DetailReducer.loads(after: .retryTapped, in: failed.detail))
  }

  @Test func retryAsksAgainOnlyAfterAFailureAndOnlyOnce() {
    let opened = execute(
      loadedList(), .intent(.list(.rowSelected("a1"))), .intent(.detail(.appeared("a1"))))
    #expect(execute(opened, .intent(.detail(.retryTapped))) == opened, "loading: nothing to retry")

    let failed = execute(opened, .result(.detail(.loaded(.failure(serverDown), revision: 2))))
    #expect(failed.detail?.failure == serverDown)
    #expect(failed.detail?.answered == 2)

    let retrying = execute(failed, .intent(.detail(.retryTapped)))
    #expect(retrying.detail?.request == 3)
    #expect(retrying.detail?.failure == nil)
    #expect(execute(retrying, .intent(.detail(.retryTapped))) == retrying)

    let shown = execute(
      retrying, .result(.detail(.loaded(.success(detail("a1", isFavorite: true)), revision: 3))))
    #expect(shown.detail?.detail == detail("a1", isFavorite: true))
    #expect(shown.isFavorite("a1") == true, "the detail's star joins the stars once it counts")
  }
}
