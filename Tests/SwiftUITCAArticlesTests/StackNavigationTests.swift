import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TestSupport
import Testing

@testable import SwiftUITCAArticles

/// The detail as a page of the window's stack, as `NavigationStack(path:)` shows it: the
/// reducer pushes, the user's pop is an action, and a page's work ends with the page.
@Suite(.serialized)
struct StackNavigationTests {
  @Test func aRowTappedPushesItsDetailAndGoingBackCancelsTheDetailsRequest() {
    withArticlesStore { store, world, _ in
      store.send(.list(.rowTapped("a2")))
      // The list tells its parent, which pushes the detail on the stack.
      store.receive(.list(.delegate(.rowSelected("a2")))) {
        $0.path.append(DetailFeature.State(id: "a2", favorites: $0.$favorites))
      }
      let page = store.state.path.elementIDs[0]
      store.send(.path(.element(id: page, action: .appeared))) {
        $0.path[id: page]?.hasAppeared = true
        $0.path[id: page]?.isLoading = true
      }
      #expect(world.ledger.request(1)?.kind == .detail("a2"))
      // The back button (or a completed swipe) sends the stack's pop; forEach cancels the
      // page's request in the same step.
      store.send(.path(.popFrom(id: page))) { $0.path.pop(from: page) }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      store.finish()
    }
  }

  @Test func aLinkToAnotherArticleReplacesThePageAndCancelsTheOldRequest() {
    var initial = loadedList()
    initial.path.append(DetailFeature.State(id: "a1", favorites: initial.$favorites))
    let old = initial.path.elementIDs[0]
    withArticlesStore(initialState: initial) { store, world, _ in
      store.send(.path(.element(id: old, action: .appeared))) {
        $0.path[id: old]?.hasAppeared = true
        $0.path[id: old]?.isLoading = true
      }
      store.send(.linkOpened("app://articles/a2")) {
        $0.path.pop(from: old)
        $0.path.append(DetailFeature.State(id: "a2", favorites: $0.$favorites))
      }
      // A new page, with an identity of its own: the old page's request ends with it.
      #expect(store.state.path.elementIDs != [old])
      #expect(world.ledger.request(1)?.wasCancelled == true)
      store.finish()
    }
  }

  @Test func aLinkToTheArticleOnTopKeepsItsPageAndItsRequest() throws {
    var initial = loadedList()
    initial.path.append(DetailFeature.State(id: "a2", favorites: initial.$favorites))
    let page = initial.path.elementIDs[0]
    try withArticlesStore(initialState: initial) { store, world, _ in
      store.send(.path(.element(id: page, action: .appeared))) {
        $0.path[id: page]?.hasAppeared = true
        $0.path[id: page]?.isLoading = true
      }
      store.send(.linkOpened("app://articles/a2"))
      #expect(world.ledger.request(1)?.wasCancelled == false)
      // The request kept is the page's: it answers the page still on top.
      try world.answer(1, with: .serverAnswer)
      let loaded = ArticleDetail(
        id: "a2", title: "Article a2", body: "The story of Article a2.", isFavorite: false)
      store.receive(.path(.element(id: page, action: .detailAnswered(.success(loaded))))) {
        $0.path[id: page]?.isLoading = false
        $0.path[id: page]?.detail = loaded
        $0.$favorites.withLock { $0.stars["a2"] = FavoritesFeature.Star(confirmed: false) }
      }
      store.finish()
    }
  }

  /// The stack is never deeper than one page: a row tapped beneath a detail pushes nothing.
  @Test func aRowTappedWhileADetailIsOnTheStackPushesNoSecondPage() {
    var initial = loadedList()
    initial.path.append(DetailFeature.State(id: "a2", favorites: initial.$favorites))
    withArticlesStore(initialState: initial) { store, world, _ in
      store.send(.list(.rowTapped("a1")))
      store.receive(.list(.delegate(.rowSelected("a1"))))
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  /// A bad link is news for the page on top only: going back forgets it, pages unchanged till then.
  @Test func aBadLinkIsRejectedOnThePageOnTopAndForgottenWhenTheUserGoesBack() {
    var initial = loadedList()
    initial.path.append(DetailFeature.State(id: "a1", favorites: initial.$favorites))
    let page = initial.path.elementIDs[0]
    withArticlesStore(initialState: initial) { store, _, _ in
      store.send(.linkOpened("app://nowhere")) {
        $0.linkRejection = .unknownDestination("nowhere")
      }
      #expect(store.state.banner == "This link cannot be opened.")
      // The list beneath, uncovered by a back swipe, never shows it.
      #expect(store.state.bannerBeneath == nil)
      store.send(.path(.popFrom(id: page))) {
        $0.path.pop(from: page)
        $0.linkRejection = nil
      }
      #expect(store.state.banner == nil)
      store.finish()
    }
  }

  /// The pages saved by the last run reopen their detail as a link would, through the login gate.
  @Test(arguments: [true, false])
  func theSavedDetailReopensThroughTheLoginGate(isLoggedIn: Bool) {
    withArticlesStore { store, world, _ in
      world.isLoggedIn = isLoggedIn
      store.send(.savedPagesRead(SavedPages(article: "a2").text)) {
        if isLoggedIn {
          $0.path.append(DetailFeature.State(id: "a2", favorites: $0.$favorites))
        } else {
          $0.login = LoginFeature.State(intent: .openArticle("a2"))
        }
      }
      store.finish()
    }
  }
}

/// The login as presented state, shown in a sheet bound to `$store.scope(state: \.login,
/// action: .login)`: what the user does to the sheet comes back as actions.
@Suite(.serialized)
struct LoginSheetTests {
  @Test func theUserDismissingTheSheetCancelsTheLoginAndCarriesOutNothing() {
    withArticlesStore { store, world, _ in
      world.isLoggedIn = false
      store.send(.linkOpened("app://articles/a2")) {
        $0.login = LoginFeature.State(intent: .openArticle("a2"))
      }
      store.send(.login(.presented(.logInTapped))) { $0.login?.isLoggingIn = true }
      // A swipe down writes nil through the binding, which sends the presentation's dismiss;
      // ifLet sets the login to nil and cancels its request in the same step.
      store.send(.login(.dismiss)) { $0.login = nil }
      #expect(world.ledger.request(1)?.wasCancelled == true)
      #expect(store.state.path.isEmpty)
      store.finish()
    }
  }

  @Test func aLoginThatSucceedsDismissesTheSheetAndPushesTheLinkedArticle() throws {
    try withArticlesStore { store, world, _ in
      world.isLoggedIn = false
      store.send(.linkOpened("app://articles/a2")) {
        $0.login = LoginFeature.State(intent: .openArticle("a2"))
      }
      store.send(.login(.presented(.logInTapped))) { $0.login?.isLoggingIn = true }
      try world.answer(1, with: .serverAnswer)
      store.receive(.login(.presented(.delegate(.loggedIn)))) {
        $0.login = nil
        $0.path.append(DetailFeature.State(id: "a2", favorites: $0.$favorites))
      }
      store.finish()
    }
  }
}
