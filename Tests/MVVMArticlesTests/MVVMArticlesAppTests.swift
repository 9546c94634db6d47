import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// The composition root: launching, a cold start by link and leaving.
@Suite(.serialized) struct MVVMArticlesAppTests {
  @Test func aColdStartByLinkShowsTheDetailOverAListThatHasNotLoaded() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let app = MVVMArticlesApp(environment: world.environment)
      app.open("app://articles/a2")
      app.launch()
      loop.runUntilIdle()
      #expect(app.window.screen.stack.map(\.title) == ["Articles", "a2"])
      #expect(world.requestKinds == ["load detail of a2"])
      app.tearDown()
    }
  }

  @Test func leavingCancelsEveryRequestRendersNothingAndReleasesEverything() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      world.ignoreCancellation()
      var app: MVVMArticlesApp? = MVVMArticlesApp(environment: world.environment)
      app?.launch()
      loop.runUntilIdle()
      try world.answer(1, with: .serverAnswer)
      loop.runUntilIdle()
      try app?.window.tapRow("a2")
      try app?.window.pullToRefresh()
      loop.runUntilIdle()
      let renderLog = try #require(app?.window.renderLog)

      app?.tearDown()
      let rendersWhenLeft = renderLog.renderCount
      app = nil
      loop.runUntilIdle()
      let inFlight = world.ledger.requests.dropFirst()
      let kinds = inFlight.map(\.kind.description).sorted()
      #expect(kinds == ["load detail of a2", "load first page"])
      #expect(inFlight.filter { !$0.wasCancelled }.isEmpty)

      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(renderLog.renderCount == rendersWhenLeft)
      #expect(world.lifetimes.alive == [])
      #expect(world.lifetimes.trackedCount >= 10)
    }
  }
}
