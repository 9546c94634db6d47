import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// The root view model: the route it publishes, the login gate and what reconnecting sets off.
@Suite(.serialized) struct AppViewModelTests {
  @MainActor
  private func appViewModel(_ world: ScriptedWorld) -> AppViewModel {
    AppViewModel(
      environment: world.environment, shared: SharedModels(environment: world.environment))
  }

  @Test func aStarTappedWhileLoggedOutIsCarriedOutAfterLoggingIn() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      world.isLoggedIn = false
      let app = appViewModel(world)
      app.list.setFavorite(true, of: "a2")
      let login = try #require(app.login)
      #expect(app.routes == [.list, .login])
      #expect(!app.shared.favorites.isFavorite("a2", default: false))

      login.logIn()
      #expect(login.isLoggingIn)
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(app.login == nil)
      #expect(world.requestKinds == ["log in", "favorite a2"])
      #expect(app.shared.favorites.isFavorite("a2", default: false))
    }
  }

  @Test func aFailedLoginKeepsTheFormAndCancellingCarriesOutNothing() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      world.isLoggedIn = false
      let app = appViewModel(world)
      app.list.setFavorite(true, of: "a2")
      let login = try #require(app.login)
      login.logIn()
      loop.runUntilIdle()
      try world.answer(1, with: .serverError("Wrong password"))
      loop.runUntilIdle()
      #expect(app.login === login)
      #expect(login.message == "Wrong password")
      #expect(!login.isLoggingIn)

      login.cancel()
      loop.runUntilIdle()
      #expect(app.login == nil)
      #expect(world.requestKinds == ["log in"])
      #expect(!app.shared.favorites.isFavorite("a2", default: false))
    }
  }

  @Test func aLinkReplacesTheOpenDetailAndEndsItsRequest() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a3")
      let app = appViewModel(world)
      app.openArticle("a1")
      let first = try #require(app.path.first)
      first.onAppear()
      loop.runUntilIdle()

      app.open("app://articles/a3")
      loop.runUntilIdle()
      #expect(app.routes == [.list, .detail("a3")])
      #expect(app.path.first !== first)
      #expect(world.request(1)?.wasCancelled == true)
    }
  }

  @Test func aMalformedLinkChangesNoPageAndSaysSo() throws {
    try withLoop { _ in
      let world = makeWorld("a1")
      let app = appViewModel(world)
      app.open("app://articles/")
      #expect(app.routes == [.list])
      #expect(app.shared.notices.linkRejection == "This link cannot be opened.")
    }
  }

  @Test func goingBackClosesTheDetail() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      let app = appViewModel(world)
      app.openArticle("a2")
      app.path.first?.onAppear()
      loop.runUntilIdle()
      app.didPop(toDepth: 0)
      loop.runUntilIdle()
      #expect(app.routes == [.list])
      #expect(world.request(1)?.wasCancelled == true)
    }
  }

  @Test func backOnlinePendingFavoritesGoOutBeforeTheListRefreshes() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      world.isOnline = false
      world.cacheArticles([article("a1"), article("a2")])
      let app = appViewModel(world)
      app.start()
      app.list.onAppear()
      app.list.toggleFavorite(of: "a2")
      loop.runUntilIdle()
      #expect(app.list.rows.map(\.isPendingSync) == [false, true])

      world.isOnline = true
      loop.runUntilIdle()
      #expect(app.list.banner == nil)
      #expect(world.requestKinds == ["favorite a2", "load first page"])
    }
  }
}
