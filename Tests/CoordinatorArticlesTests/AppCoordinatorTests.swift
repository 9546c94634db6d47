import ArticleDomain
import HeadlessUI
import ScenarioKit
import Testing

@testable import CoordinatorArticles

/// The app coordinator's route decisions: links into typed intents, the login gate, and the
/// continuation carried out — or dropped — when the login flow ends, as the window shows them.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct AppCoordinatorTests {
  @Test func makingTheCoordinatorShowsNothingAndStartShowsTheList() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let app = CoordinatorHarness(isLoggedIn: true)
        loop.runUntilIdle()
        #expect(app.coordinator.navigation.viewControllers.isEmpty)
        #expect(app.coordinator.childCoordinators.isEmpty)
        #expect(app.requests.isEmpty)

        app.launch()
        loop.runUntilIdle()
        #expect(
          app.coordinator.childCoordinators.map { "\(type(of: $0))" } == ["ArticlesCoordinator"])
        #expect(app.pages == "Articles")
        #expect(app.requests == ["load first page"])
      }
    }
  }

  @Test func aLinkWhileLoggedOutShowsLoginAndKeepsTheIntent() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = CoordinatorHarness(isLoggedIn: false)
        app.launch()
        loop.runUntilIdle()
        try app.succeed(1)
        loop.runUntilIdle()

        app.coordinator.open("app://articles/a2")
        loop.runUntilIdle()

        #expect(app.pages == "Articles | Log in")
        #expect(app.requests == ["load first page"])
      }
    }
  }

  @Test func backOnlineThePendingFavoriteGoesFirstThenTheQueryIsSearched() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = CoordinatorHarness(isLoggedIn: true)
        app.world.isOnline = false
        app.world.cacheArticles([Article(id: "a1", title: "Article a1")])
        // The account hears the device go offline before the window shows.
        loop.runUntilIdle()
        app.launch()
        loop.runUntilIdle()
        try app.window.tapStar(ofRow: "a1")
        try app.window.type("a1")
        loop.advance(app.world.clock, by: SearchPolicy.debounce)
        #expect(app.requests.isEmpty)

        app.world.isOnline = true
        loop.runUntilIdle()
        #expect(app.requests == ["favorite a1", "search \"a1\""])
      }
    }
  }

  @Test func loggingInCarriesOutTheKeptIntent() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = CoordinatorHarness(isLoggedIn: false)
        app.launch()
        loop.runUntilIdle()
        try app.succeed(1)
        app.coordinator.open("app://articles/a2")
        loop.runUntilIdle()

        try app.window.tapLogIn()
        loop.runUntilIdle()
        #expect(app.requests.last == "log in")
        #expect(app.pages == "Articles | Log in")
        try app.succeed(2)
        loop.runUntilIdle()

        #expect(app.pages == "Articles > a2")
        #expect(app.requests.last == "load detail of a2")
      }
    }
  }

  @Test func cancellingTheLoginDropsTheIntentAndCarriesOutNothing() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = CoordinatorHarness(isLoggedIn: false)
        app.launch()
        loop.runUntilIdle()
        try app.succeed(1)
        loop.runUntilIdle()

        try app.window.tapStar(ofRow: "a2")
        loop.runUntilIdle()
        #expect(app.pages == "Articles | Log in")
        #expect(app.isStarFilled("a2") == false)

        try app.window.tapCancelLogin()
        loop.runUntilIdle()
        #expect(app.pages == "Articles")
        #expect(app.isStarFilled("a2") == false)
        #expect(app.requests == ["load first page"])
      }
    }
  }

  @Test func aLoginAnsweredAfterItWasCancelledCarriesOutNothing() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = CoordinatorHarness(isLoggedIn: false)
        app.world.ledger.cancellationBehaviour = .answersLateAnyway
        app.launch()
        loop.runUntilIdle()
        try app.succeed(1)
        loop.runUntilIdle()
        try app.window.tapStar(ofRow: "a2")
        loop.runUntilIdle()
        try app.window.tapLogIn()
        loop.runUntilIdle()
        try app.window.tapCancelLogin()
        loop.runUntilIdle()

        try app.succeed(2)
        loop.runUntilIdle()

        #expect(app.pages == "Articles")
        #expect(app.isStarFilled("a2") == false)
        #expect(app.requests == ["load first page", "log in"])
      }
    }
  }

  @Test func aNewerIntentReplacesTheOneWaitingForTheLogin() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = CoordinatorHarness(isLoggedIn: false)
        app.launch()
        loop.runUntilIdle()
        try app.succeed(1)
        loop.runUntilIdle()

        try app.window.tapStar(ofRow: "a1")
        loop.runUntilIdle()
        app.coordinator.open("app://articles/a2")
        loop.runUntilIdle()

        // One login page, not two: the second intent waits for the same login.
        #expect(app.coordinator.childCoordinators.filter { $0 is LoginCoordinator }.count == 1)

        try app.window.tapLogIn()
        loop.runUntilIdle()
        try app.succeed(2)
        loop.runUntilIdle()
        // Only the newer intent is carried out: the link's detail opens, the star stays.
        #expect(app.pages == "Articles > a2")
        #expect(app.requests == ["load first page", "log in", "load detail of a2"])
      }
    }
  }

  @Test(arguments: ["app://articles/", "app://users/a3", "articles/a2", "http://articles/a2"])
  func aLinkThatDoesNotParseChangesNoPage(link: String) throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = CoordinatorHarness(isLoggedIn: true)
        app.launch()
        loop.runUntilIdle()
        try app.succeed(1)
        loop.runUntilIdle()

        app.coordinator.open(link)
        loop.runUntilIdle()

        #expect(app.pages == "Articles")
        #expect(
          app.window.screen.top?.elements.contains(.banner("This link cannot be opened.")) == true)
        #expect(app.requests == ["load first page"])
      }
    }
  }
}
