import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import MVCArticles

/// The composition root: cold starts by link, the login gate's remembered intent, and a
/// teardown that stops every task and releases every object.
@Suite(.serialized) struct MVCArticlesAppTests {
  @Test func aColdStartByLinkLoadsTheDetailFirstAndTheListOnlyWhenShown() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1", "a2"])
        let app = MVCArticlesApp(environment: world.environment)
        app.open("app://articles/a2")
        app.launch()
        loop.runUntilIdle()
        #expect(app.window.screen.stack.map(\.title) == ["Articles", "a2"])
        #expect(world.ledger.requests.map(\.kind.description) == ["load detail of a2"])

        try app.window.tapBack()
        loop.runUntilIdle()
        #expect(world.ledger.request(2)?.kind.description == "load first page")
        app.tearDown()
      }
    }
  }

  @Test func aBadLinkIsRejectedOnThePageOnTopWithoutChangingThePages() throws {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1"])
        let app = MVCArticlesApp(environment: world.environment)
        app.launch()
        loop.runUntilIdle()
        app.open("app://users/a1")
        let top = app.window.screen.top
        #expect(top?.title == "Articles")
        #expect(top?.elements.contains(.banner("This link cannot be opened.")) == true)
        app.tearDown()
      }
    }
  }

  @Test func loggingInCarriesOutTheRememberedFavoriteAndCancellingForgetsIt() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1", "a2"])
        world.isLoggedIn = false
        let app = MVCArticlesApp(environment: world.environment)
        app.launch()
        loop.runUntilIdle()
        try world.answer(1, with: .serverAnswer)
        loop.runUntilIdle()

        try app.window.tapStar(ofRow: "a1")
        #expect(app.window.screen.modal?.title == "Log in")
        try app.window.tapCancelLogin()
        #expect(app.window.screen.modal == nil)

        try app.window.tapStar(ofRow: "a2")
        try app.window.tapLogIn()
        loop.runUntilIdle()
        try world.answer(2, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(app.window.screen.modal == nil)
        #expect(world.ledger.requests.map(\.kind.description).last == "favorite a2")
        #expect(world.ledger.requests.count == 3, "the cancelled favorite of a1 was never made")
        app.tearDown()
      }
    }
  }

  @Test func tearingDownCancelsEveryRequestRendersNothingAndReleasesEverything() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world = makeWorld(ids: ["a1", "a2"])
        world.ledger.cancellationBehaviour = .answersLateAnyway
        var app: MVCArticlesApp? = MVCArticlesApp(environment: world.environment)
        let window = try #require(app?.window)
        app?.launch()
        loop.runUntilIdle()
        try world.answer(1, with: .serverAnswer)
        loop.runUntilIdle()
        // Work everywhere: a refresh and a favorite from the list, then a detail on top. The
        // refresh asks from the task its timeout races, so the favorite's request comes first.
        try window.pullToRefresh()
        try window.tapStar(ofRow: "a1")
        try window.tapRow("a2")
        loop.runUntilIdle()
        #expect(
          world.ledger.requests.map(\.kind.description) == [
            "load first page", "favorite a1", "load first page", "load detail of a2",
          ])

        app?.tearDown()
        app = nil
        loop.runUntilIdle()
        #expect(world.ledger.requests.dropFirst().allSatisfy { $0.wasCancelled })
        let rendersWhenLeft = window.renderLog.renderCount
        for request in world.ledger.pending {
          try world.answer(request.number, with: .serverAnswer)
        }
        loop.runUntilIdle()
        #expect(window.renderLog.renderCount == rendersWhenLeft)
        #expect(world.lifetimes.alive.isEmpty)
        #expect(world.lifetimes.trackedCount >= 8)
      }
    }
  }
}
