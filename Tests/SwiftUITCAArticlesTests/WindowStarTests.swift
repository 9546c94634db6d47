import ArticleDomain
import ComposableRuntime
import ScenarioKit
import SwiftUITCAArticles
import TestSupport
import Testing

/// The window's part of a star, tested on ``ArticlesFeature`` alone: it reads the account's
/// stars the app lends it, lets a choice through its login gate and tells its parent what the
/// user chose — from a row or from the detail page on its stack. What the stars then do is
/// ``FavoritesFeature``'s (`ChildFeatureTests`, `WindowsFeatureTests`).
@Suite(.serialized)
struct WindowStarTests {
  /// A loaded list given stars in which the account starred a2 and a favorite failed.
  private static func listWithA2Starred() -> ArticlesFeature.State {
    let stars = Shared(value: FavoritesFeature.Stars())
    stars.withLock { $0.stars["a2"] = FavoritesFeature.Star(confirmed: true) }
    let lastFailure = Shared(value: FavoritesFeature.LastFailure())
    lastFailure.withLock {
      $0.message = "Could not save the star."
      $0.number = 1
    }
    return loadedList(stars: stars, lastFailure: lastFailure)
  }

  /// A row's star asks for the opposite of the account's star, and the tap hides its last failure.
  @Test func aTapAsksForTheOppositeOfTheStarTheAccountShows() {
    withArticlesStore(initialState: Self.listWithA2Starred()) { store, world, _ in
      store.send(.list(.starTapped("a2")))
      store.receive(.list(.delegate(.starTapped("a2")))) { $0.dismissedFailure = 1 }
      store.receive(.delegate(.favoriteChosen(false, of: "a2", shown: true)))
      // The window asks nothing of the server: the stars' owner does.
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  /// A star nobody touched asks for the opposite of what the server's row says.
  @Test func aTapOnAnUntouchedRowAsksForTheOppositeOfTheServersStar() {
    var state = loadedList()
    state.list.articles[id: "a1"]?.isFavorite = true
    withArticlesStore(initialState: state) { store, _, _ in
      store.send(.list(.starTapped("a1")))
      store.receive(.list(.delegate(.starTapped("a1"))))
      store.receive(.delegate(.favoriteChosen(false, of: "a1", shown: true)))
      store.finish()
    }
  }

  /// The detail page's star is its article's one star: the page on the stack names the article.
  @Test func theStarOfTheDetailOnTheStackIsTheStarOfItsArticle() {
    var state = loadedList()
    var page = DetailFeature.State(id: "a2", favorites: state.$favorites)
    page.hasAppeared = true
    page.detail = ArticleDetail(
      id: "a2", title: "Article a2", body: "The story of Article a2.", isFavorite: true)
    state.path.append(page)
    let id = state.path.elementIDs[0]
    withArticlesStore(initialState: state) { store, world, _ in
      store.send(.path(.element(id: id, action: .starTapped)))
      store.receive(.path(.element(id: id, action: .delegate(.starTapped))))
      store.receive(.delegate(.favoriteChosen(false, of: "a2", shown: true)))
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  /// A detail that arrives on a page of the stack brings the server's star of it into the
  /// account's stars, in the same step: the row beneath shows it too.
  @Test func aDetailThatArrivesTakesTheServersStarIn() throws {
    var state = loadedList()
    state.path.append(DetailFeature.State(id: "a2", favorites: state.$favorites))
    let id = state.path.elementIDs[0]
    try withArticlesStore(initialState: state) { store, world, _ in
      world.server.setArticles([
        article("a1"), Article(id: "a2", title: "Article a2", isFavorite: true), article("a3"),
      ])
      store.send(.path(.element(id: id, action: .appeared))) {
        $0.path[id: id]?.hasAppeared = true
        $0.path[id: id]?.isLoading = true
      }
      try world.answer(1, with: .serverAnswer)
      let loaded = ArticleDetail(
        id: "a2", title: "Article a2", body: "The story of Article a2.", isFavorite: true)
      store.receive(.path(.element(id: id, action: .detailAnswered(.success(loaded))))) {
        $0.path[id: id]?.isLoading = false
        $0.path[id: id]?.detail = loaded
        // The detail takes the server's star into the account's, in the same step.
        $0.$favorites.withLock { $0.stars["a2"] = FavoritesFeature.Star(confirmed: true) }
      }
      store.finish()
    }
  }

  /// Logged out, the choice waits in the login sheet as data, and a cancel tells nobody of it.
  @Test func loggedOutTheChoiceWaitsForTheLoginAndACancelTellsNothing() {
    withArticlesStore(initialState: Self.listWithA2Starred()) { store, world, _ in
      world.isLoggedIn = false
      store.send(.list(.starTapped("a2")))
      store.receive(.list(.delegate(.starTapped("a2")))) {
        $0.login = LoginFeature.State(intent: .favorite("a2", isFavorite: false))
      }
      store.send(.login(.presented(.cancelTapped)))
      store.receive(.login(.presented(.delegate(.cancelled)))) { $0.login = nil }
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  /// A second tap while the sheet is up replaces what waits; the login carries out that one only.
  @Test func theLoginCarriesOutTheLastChoiceThatWaitedForIt() throws {
    try withArticlesStore { store, world, _ in
      world.isLoggedIn = false
      store.send(.list(.starTapped("a1")))
      store.receive(.list(.delegate(.starTapped("a1")))) {
        $0.login = LoginFeature.State(intent: .favorite("a1", isFavorite: true))
      }
      let sheet = store.state.login?._$id
      store.send(.list(.starTapped("a2")))
      store.receive(.list(.delegate(.starTapped("a2")))) {
        $0.login?.intent = .favorite("a2", isFavorite: true)
      }
      // The same sheet stays up, with the newer choice in it: SwiftUI does not present it again.
      #expect(store.state.login?._$id == sheet)
      store.send(.login(.presented(.logInTapped))) { $0.login?.isLoggingIn = true }
      try world.answer(1, with: .serverAnswer)
      store.receive(.login(.presented(.delegate(.loggedIn)))) { $0.login = nil }
      store.receive(.delegate(.favoriteChosen(true, of: "a2", shown: false)))
      #expect(world.ledger.requests.map(\.kind) == [.logIn])
      store.finish()
    }
  }
}
