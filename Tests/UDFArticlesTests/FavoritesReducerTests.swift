import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviour 6: the optimistic star, one source of truth for list and detail, the rollback to
/// the server's value, and the per-article revision guard.
@Suite("Favorites reducer")
struct FavoritesReducerTests {
  @Test func aTapWhileLoggedOutPresentsTheLoginWithTheIntentAsData() {
    var state = loadedList()

    let effects = reduce(&state, .favorites(.starTapped("a2")))

    #expect(effects == [])
    #expect(state.login?.continuation == .favorite("a2", isFavorite: true))
    #expect(state.isFavorite("a2") == false, "nothing flips before the user has logged in")
  }

  @Test func aTapWhileLoggedInFlipsTheStarAndAsksTheServerInTheSameAction() {
    var state = loadedList()
    state.isLoggedIn = true

    let effects = reduce(&state, .favorites(.starTapped("a2")))

    #expect(
      effects == [.record(.favorite(true, of: "a2")), .setFavorite(true, of: "a2", revision: 2)])
    #expect(state.login == nil)
    #expect(state.isFavorite("a2") == true)
  }

  @Test func aTapOnAnArticleNoPageShowsDoesNothing() {
    var state = loadedList()
    #expect(reduce(&state, .favorites(.starTapped("a9"))) == [])
  }

  @Test func loggedInTheStarFlipsAtOnceAndTheServerIsAsked() {
    var state = loadedList()
    let effects = loggedIn(.favorite("a2", isFavorite: true), in: &state)

    #expect(
      effects == [.record(.favorite(true, of: "a2")), .setFavorite(true, of: "a2", revision: 2)])
    #expect(state.isFavorite("a2") == true)
    #expect(shownRows(state).first { $0.id == "a2" }?.isFavorite == true)
    #expect(shownRows(state).first { $0.id == "a1" }?.isFavorite == false)
  }

  @Test func successKeepsTheStarAndConfirmsIt() throws {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)
    reduce(&state, .favoriteAnswered("a2", .success(true), revision: 2))

    let star = try #require(state.favorites.stars["a2"])
    #expect(star.isFavorite && star.confirmed)
    #expect(star.request == nil)
    #expect(ListProps(state).errorMessage == nil)
  }

  @Test func failurePutsBackTheConfirmedValueAndSaysWhyWithoutRetry() {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)
    reduce(&state, .favoriteAnswered("a2", .failure(serverDown), revision: 2))

    #expect(state.isFavorite("a2") == false)
    let props = ListProps(state)
    #expect(props.errorMessage == "The server is down.")
    #expect(!props.canRetry)
  }

  @Test func aFailureOfAnOlderRequestChangesNothing() {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 2
    loggedIn(.favorite("a2", isFavorite: false), in: &state)  // revision 3
    let afterTaps = state

    #expect(reduce(&state, .favoriteAnswered("a2", .failure(serverDown), revision: 2)) == [])
    #expect(state == afterTaps)
    #expect(ListProps(state).errorMessage == nil)
  }

  @Test func aSuccessOfAnOlderRequestIsWhatTheServerHasButTheStarKeepsTheLatestTap() throws {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 2
    loggedIn(.favorite("a2", isFavorite: false), in: &state)  // revision 3
    reduce(&state, .favoriteAnswered("a2", .success(true), revision: 2))

    let star = try #require(state.favorites.stars["a2"])
    #expect(!star.isFavorite, "the star shows the user's latest intent")
    #expect(star.confirmed)
    #expect(star.request?.revision == 3, "the latest request still decides")
  }

  /// The contract's example: favorite (#2), unfavorite (#3), #2 succeeds, #3 fails.
  @Test func theLatestFailingAfterAnOlderSuccessGoesBackToThatSuccess() {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 2
    loggedIn(.favorite("a2", isFavorite: false), in: &state)  // revision 3
    reduce(
      &state, .favoriteAnswered("a2", .success(true), revision: 2),
      .favoriteAnswered("a2", .failure(serverDown), revision: 3))

    #expect(state.isFavorite("a2") == true)
    #expect(ListProps(state).errorMessage == "The server is down.")
  }

  @Test(arguments: [Result<Bool, ArticleError>.success(false), .failure(serverDown)])
  func anAnswerOfAnOlderRequestArrivingLastLeavesTheStarAlone(
    answer: Result<Bool, ArticleError>
  ) {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 2
    loggedIn(.favorite("a2", isFavorite: false), in: &state)  // revision 3
    reduce(&state, .favoriteAnswered("a2", .success(false), revision: 3))
    reduce(&state, .favoriteAnswered("a2", answer, revision: 2))

    #expect(state.isFavorite("a2") == false)
    #expect(ListProps(state).errorMessage == nil)
  }

  @Test func favoriteAnswersAreNeverDroppedWholeByTheRootGuard() {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 2
    loggedIn(.favorite("a2", isFavorite: false), in: &state)  // revision 3

    #expect(!state.isStale(.favoriteAnswered("a2", .success(true), revision: 2)))
  }

  @Test func refreshedRowsKeepTheStarOfARequestInFlight() throws {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 2
    reduce(&state, .list(.refreshPulled))  // revision 3
    reduce(&state, .pageAnswered(.success(page("a1", "a2")), revision: 3))

    #expect(state.isFavorite("a2") == true, "the user's pending choice stays")
    reduce(&state, .favoriteAnswered("a2", .failure(serverDown), revision: 2))
    #expect(state.isFavorite("a2") == false, "the refresh said what the server has")
  }

  @Test func theDetailAndTheRowShowOneStar() throws {
    var state = loadedList()
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 2
    reduce(
      &state, .list(.rowSelected("a2")), .detail(.appeared("a2")),
      .detail(.answered(.success(detail("a2")), revision: 3)))

    // The detail was read before the server saved the favorite: it must not contradict it.
    let page = try #require(state.detail)
    let content = try #require(DetailProps(page, in: state).content)
    #expect(content.isFavorite)
    #expect(shownRows(state).first { $0.id == "a2" }?.isFavorite == true)
  }

  @Test func aServerDetailBecomesTheRowsStarToo() {
    var state = loadedList()
    var favorite = detail("a2")
    favorite.isFavorite = true
    reduce(
      &state, .list(.rowSelected("a2")), .detail(.appeared("a2")),
      .detail(.answered(.success(favorite), revision: 2)))

    #expect(shownRows(state).first { $0.id == "a2" }?.isFavorite == true)
  }

  @Test func aFailureInTheDetailShowsOnTheDetailAndGoesWithThePage() throws {
    var state = loadedList()
    reduce(
      &state, .list(.rowSelected("a2")), .detail(.appeared("a2")),
      .detail(.answered(.success(detail("a2")), revision: 2)))
    loggedIn(.favorite("a2", isFavorite: true), in: &state)  // revision 3
    reduce(&state, .favoriteAnswered("a2", .failure(serverDown), revision: 3))

    let props = DetailProps(try #require(state.detail), in: state)
    #expect(props.errorMessage == "The server is down.")
    #expect(!props.canRetry)
    #expect(props.content?.isFavorite == false)
    #expect(ListProps(state).errorMessage == nil, "the list is not the page on top")

    reduce(&state, .detail(.closed))
    #expect(ListProps(state).errorMessage == nil)
  }

  @Test func aTapOnASharedStateLeavesTheCopyAlone() {
    let shared = loadedList()
    var state = shared
    loggedIn(.favorite("a2", isFavorite: true), in: &state)

    #expect(shared.isFavorite("a2") == false)
    #expect(shared.favorites.stars.isEmpty)
    #expect(state.isFavorite("a2") == true)
  }
}
