import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import SwiftUIMVVMArticles

/// The window's navigation: the login gate, the links and the saved pages, tested on the
/// models alone, as an MVVM team tests them — no view.
@Suite(.serialized) struct SceneModelTests {
  @MainActor
  private func scene(_ world: ScriptedWorld, restoring saved: String? = nil) -> SceneModel {
    SceneModel(
      account: AccountModel(environment: world.environment, restoresSavedPages: true),
      restoring: saved)
  }

  @Test func aStarTappedWhileLoggedOutIsCarriedOutAfterLoggingIn() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      world.isLoggedIn = false
      let scene = scene(world)
      scene.setFavorite(true, of: "a2")
      let login = try #require(scene.login)
      #expect(scene.routes == [.list, .login])
      #expect(!scene.account.favorites.isFavorite("a2", default: false))

      login.logIn()
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(scene.login == nil)
      #expect(world.requestKinds == ["log in", "favorite a2"])
      #expect(scene.account.favorites.isFavorite("a2", default: false))
    }
  }

  @Test func savedPagesAreShownBeforeTheFirstFrameAndALoggedOutDetailWaitsForTheLogin() throws {
    try withLoop { _ in
      let world = makeWorld("a2")
      let saved = SavedPages(showing: [.list, .detail("a2")]).text
      #expect(scene(world, restoring: saved).path == ["a2"])
      world.isLoggedIn = false
      let gated = scene(world, restoring: saved)
      #expect(gated.path.isEmpty)
      #expect(gated.routes == [.list, .login])
      // Pages this app cannot read are rejected whole: the list stays.
      #expect(scene(world, restoring: "list > a2 > a3").routes == [.list])
      #expect(world.requestKinds.isEmpty)
    }
  }

  @Test func anAccountAfterALogoutRestoresNothing() throws {
    try withLoop { _ in
      let world = makeWorld("a2")
      let account = AccountModel(environment: world.environment, restoresSavedPages: false)
      let scene = SceneModel(
        account: account, restoring: SavedPages(showing: [.list, .detail("a2")]).text)
      #expect(scene.routes == [.list])
    }
  }

  @Test func aLinkReplacesTheDetailAndALinkToTheOpenArticleKeepsIt() throws {
    try withLoop { _ in
      let world = makeWorld("a2", "a3")
      let scene = scene(world)
      scene.open("app://articles/a2")
      #expect(scene.path == ["a2"])
      scene.open("app://articles/a3")
      #expect(scene.path == ["a3"])
      scene.open("app://nowhere")
      #expect(scene.path == ["a3"])
      #expect(scene.notices.linkRejection == PageNotices.linkRejectionMessage)
    }
  }
}
