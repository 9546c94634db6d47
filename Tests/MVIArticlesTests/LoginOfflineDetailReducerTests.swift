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
