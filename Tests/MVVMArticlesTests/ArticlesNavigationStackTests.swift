import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// The navigation view on its own: it keeps its navigation controller in step with the app view
/// model's route, and tells the route only of the user's own pops.
@Suite(.serialized) struct ArticlesNavigationStackTests {
  /// The app's view model of `world`, and its navigation view, rendering.
  @MainActor
  private func navigationStack(_ world: ScriptedWorld) -> (AppViewModel, ArticlesNavigationStack) {
    let app = AppViewModel(
      environment: world.environment, shared: SharedModels(environment: world.environment))
    let stack = ArticlesNavigationStack(
      appViewModel: app, environment: world.environment, renderQueue: RenderQueue())
    stack.start()
    return (app, stack)
  }

  /// The articles of the detail pages shown above the list, bottom to top.
  @MainActor
  private func detailPages(_ stack: ArticlesNavigationStack) -> [Article.ID] {
    stack.navigation.viewControllers.compactMap {
      ($0 as? ArticleDetailViewController)?.viewModel.id
    }
  }

  @Test func aRouteIsPushedAndAReplacedRouteReplacesItsPage() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let (app, stack) = navigationStack(world)
      app.openArticle("a1")
      loop.runUntilIdle()
      #expect(detailPages(stack) == ["a1"])
      let first = stack.navigation.topViewController

      app.open("app://articles/a2")
      loop.runUntilIdle()
      #expect(detailPages(stack) == ["a2"])
      #expect(stack.navigation.topViewController !== first)
      stack.stop()
    }
  }

  @Test func theBackButtonTellsTheRouteAndEndsTheDetailsWork() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let (app, stack) = navigationStack(world)
      app.openArticle("a1")
      loop.runUntilIdle()
      stack.navigation.topViewController?.viewDidAppear()
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load detail of a1"])

      _ = stack.navigation.popViewController()
      loop.runUntilIdle()
      #expect(app.path.isEmpty)
      #expect(world.request(1)?.wasCancelled == true)
      stack.stop()
    }
  }

  /// A back swipe let go before the threshold reports nothing: the route, and the detail's
  /// request, stay. One carried through is the user's pop.
  @Test func aCancelledBackSwipeKeepsTheRouteAndACompletedOneEndsIt() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let (app, stack) = navigationStack(world)
      app.openArticle("a1")
      loop.runUntilIdle()
      stack.navigation.beginInteractivePop()
      stack.navigation.cancelInteractivePop()
      loop.runUntilIdle()
      #expect(app.path.map(\.id) == ["a1"])
      #expect(detailPages(stack) == ["a1"])

      stack.navigation.beginInteractivePop()
      stack.navigation.finishInteractivePop()
      loop.runUntilIdle()
      #expect(app.path.isEmpty)
      stack.stop()
    }
  }

  @Test func theLoginIsPresentedForItsRouteAndDismissedWithIt() throws {
    try withLoop { loop in
      let world = makeWorld("a2")
      world.isLoggedIn = false
      let (app, stack) = navigationStack(world)
      app.list.setFavorite(true, of: "a2")
      loop.runUntilIdle()
      #expect(stack.navigation.presentedViewController is LoginViewController)

      try #require(app.login).cancel()
      loop.runUntilIdle()
      #expect(stack.navigation.presentedViewController == nil)
      stack.stop()
    }
  }
}
