import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviour 8: the login gate as route state, the intent kept as data, and carrying it out —
/// or not — once the user logs in or cancels.
@Suite("Login reducer")
struct LoginReducerTests {
  let favoriteA2 = LoginState.Continuation.favorite("a2", isFavorite: true)

  /// A loaded list with the login page presented for favoriting a2.
  func presented() -> ArticlesState {
    var state = loadedList()
    reduce(&state, .asking(favoriteA2))
    return state
  }

  @Test func loggedOutTheLoginPageIsPresentedAndNothingIsCarriedOut() {
    let state = presented()

    #expect(state.path == [.list, .login])
    #expect(state.login?.continuation == favoriteA2)
    #expect(state.isFavorite("a2") == false)
  }

  @Test func logInAsksTheSessionOnce() {
    var state = presented()

    #expect(reduce(&state, .login(.logInTapped)) == [.logIn(revision: 2)])
    #expect(state.login?.isLoggingIn == true)
    #expect(reduce(&state, .login(.logInTapped)) == [], "a login in flight is not asked again")
  }

  @Test func successDismissesAndCarriesOutTheFavorite() {
    var state = presented()
    reduce(&state, .login(.logInTapped))  // revision 2

    #expect(
      reduce(&state, .login(.loggedIn(revision: 2))) == [
        .record(.favorite(true, of: "a2")), .setFavorite(true, of: "a2", revision: 3),
      ])
    #expect(state.path == [.list])
    #expect(state.isFavorite("a2") == true)
  }

  @Test func successAfterALinkOpensTheArticle() {
    var state = loadedList()
    reduce(&state, .asking(.openArticle("a2")))
    reduce(&state, .login(.logInTapped), .login(.loggedIn(revision: 2)))

    #expect(state.path == [.list, .detail("a2")])
  }

  @Test func failureKeepsTheFormWithTheMessageAndTheIntent() {
    var state = presented()
    reduce(
      &state, .login(.logInTapped), .login(.failed(.server(message: "Wrong password"), revision: 2))
    )

    #expect(state.path == [.list, .login])
    #expect(state.login?.message == "Wrong password")
    #expect(state.login?.isLoggingIn == false)

    reduce(&state, .login(.logInTapped))  // revision 3
    #expect(state.login?.message == nil, "a new attempt clears the old reason")
    #expect(
      reduce(&state, .login(.loggedIn(revision: 3))) == [
        .record(.favorite(true, of: "a2")), .setFavorite(true, of: "a2", revision: 4),
      ])
  }

  @Test func cancelDismissesAndCarriesOutNothing() {
    var state = presented()

    #expect(reduce(&state, .login(.cancelTapped)) == [])
    #expect(state.path == [.list])
    #expect(state.isFavorite("a2") == false)
  }

  @Test func cancelDuringALoginCancelsItAndItsLateAnswerIsStale() {
    var state = presented()
    reduce(&state, .login(.logInTapped))  // revision 2

    #expect(reduce(&state, .login(.cancelTapped)) == [.cancel(.login)])
    #expect(state.isStale(.login(.loggedIn(revision: 2))))
    #expect(reduce(&state, .login(.loggedIn(revision: 2))) == [])
    #expect(state.isFavorite("a2") == false)
  }

  @Test func theLoginPageIsPresentedOverTheDetail() {
    var state = loadedList()
    reduce(
      &state, .list(.rowSelected("a2")),
      .asking(favoriteA2))

    #expect(state.path == [.list, .detail("a2"), .login])
  }
}
