import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The detail, deep links and the login gate: navigation as state, intents kept as data.
@Suite("Detail, links and login reducers")
struct NavigationReducerTests {
  @Test func aRowPushesTheDetailWhichLoadsWhenItAppears() {
    let opened = execute(loadedList(), .intent(.list(.rowSelected("a1"))))
    #expect(opened.path == [.list, .detail("a1")])
    #expect(opened.detail?.request == nil)

    let loading = execute(opened, .intent(.detail(.appeared("a1"))))
    #expect(loading.detail?.request == 2)
    // A cancelled back swipe makes the page appear again: its request is still the one.
    #expect(execute(loading, .intent(.detail(.appeared("a1")))) == loading)
  }

  @Test func aLateDetailOfAnotherArticleIsIgnored() {
    let second = execute(
      loadedList(), .intent(.list(.rowSelected("a1"))), .intent(.detail(.appeared("a1"))),
      .intent(.detail(.closed)),
      .intent(.list(.rowSelected("a2"))), .intent(.detail(.appeared("a2"))))
    let late = execute(second, .result(.detail(.loaded(.success(detail("a1")), revision: 2))))
    #expect(late == second)

    let shown = execute(second, .result(.detail(.loaded(.success(detail("a2")), revision: 3))))
    #expect(shown.detail?.detail == detail("a2"))
  }

  @Test func aLinkWaitsForTheSessionThenOpensTheDetailOverTheList() {
    // A good link changes nothing until the session answers: the executor parses the link,
    // reads the session and dispatches the answer (`StoreTests`).
    let linked = execute(loadedList(), .intent(.linkOpened("app://articles/a2")))
    #expect(linked == loadedList())

    let opened = execute(linked, .loggedIn(for: .openArticle("a2")))
    #expect(opened.path == [.list, .detail("a2")])
  }

  @Test func aBadLinkChangesNoPageAndGoesWithTheNextPage() {
    // The executor parsed the link and rejected it (`StoreTests`); the reducer shows it.
    let rejected = execute(loadedList(), .result(.linkRejected(.unknownDestination("nowhere"))))
    #expect(rejected.linkRejection != nil)
    #expect(rejected.banner == "This link cannot be opened.")
    #expect(rejected.path == [.list])

    let pushed = execute(rejected, .intent(.list(.rowSelected("a1"))))
    #expect(pushed.linkRejection == nil)
  }

  @Test func loggedOutTheIntentWaitsOnTheLoginPageAndIsCarriedOutAfterALogin() {
    // A tap changes no star by itself: it waits for the session, which the store reads.
    let tapped = execute(loadedList(), .intent(.favorites(.starTapped("a2"))))
    #expect(tapped == loadedList())

    let gated = execute(
      tapped, .result(.login(.checked(isLoggedIn: false, for: .favorite("a2", isFavorite: true)))))
    #expect(gated.path == [.list, .login])
    #expect(gated.isFavorite("a2") == false)

    let loggingIn = execute(gated, .intent(.login(.logInTapped)))
    #expect(loggingIn.login?.request == 2)
    let done = execute(loggingIn, .result(.login(.loggedIn(revision: 2))))
    #expect(done.path == [.list])
    #expect(done.isFavorite("a2") == true)
    #expect(done.favorites.stars["a2"]?.request?.revision == 3)
  }

  @Test func aLoginAnsweredAfterItWasCancelledCarriesOutNothing() {
    let loggingIn = execute(
      loadedList(), .result(.login(.checked(isLoggedIn: false, for: .openArticle("a2")))),
      .intent(.login(.logInTapped)))
    let cancelled = execute(loggingIn, .intent(.login(.cancelTapped)))
    #expect(cancelled.login == nil)

    #expect(execute(cancelled, .result(.login(.loggedIn(revision: 2)))) == cancelled)
  }
}
