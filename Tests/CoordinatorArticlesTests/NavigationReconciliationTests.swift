import ArticleDomain
import HeadlessUI
import ScenarioKit
import Testing

@testable import CoordinatorArticles

/// The articles coordinator's route state after the user changed the stack without asking:
/// back swipes completed or cancelled, the back button, and links that replace a detail.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct NavigationReconciliationTests {
  /// A launched app with the list loaded and the detail of a2 pushed (request #2 pending).
  @MainActor
  private func appShowingDetail(_ loop: DeterministicLoop) throws -> CoordinatorHarness {
    let app = CoordinatorHarness(isLoggedIn: true)
    app.launch()
    loop.runUntilIdle()
    try app.succeed(1)
    loop.runUntilIdle()
    try app.window.tapRow("a2")
    loop.runUntilIdle()
    return app
  }

  @Test func aCompletedBackSwipeLeavesTheRoutesEqualToTheStack() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = try appShowingDetail(loop)
        #expect(app.coordinator.articles?.routes == [.list, .detail("a2")])

        try app.window.beginBackSwipe()
        try app.window.finishBackSwipe()
        loop.runUntilIdle()

        #expect(app.coordinator.articles?.routes == [.list])
        #expect(app.coordinator.articles?.routes == app.stackRoutes)
        #expect(app.world.ledger.request(2)?.wasCancelled == true)
      }
    }
  }

  @Test func aCancelledBackSwipeKeepsTheDetailRouteAndItsRequest() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = try appShowingDetail(loop)

        try app.window.beginBackSwipe()
        loop.runUntilIdle()
        try app.window.cancelBackSwipe()
        loop.runUntilIdle()

        #expect(app.coordinator.articles?.routes == [.list, .detail("a2")])
        #expect(app.coordinator.articles?.routes == app.stackRoutes)
        #expect(app.world.ledger.request(2)?.status == .pending)
        try app.succeed(2)
        loop.runUntilIdle()
        #expect(app.window.screen.top?.elements.contains { $0.isDetail(of: "a2") } == true)
      }
    }
  }

  @Test func theBackButtonIsReconciledLikeASwipe() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = try appShowingDetail(loop)

        try app.window.tapBack()
        loop.runUntilIdle()

        #expect(app.coordinator.articles?.routes == [.list])
        #expect(app.coordinator.articles?.articleOnTop == nil)
        // The route state is current, so the next row opens its detail.
        try app.window.tapRow("a3")
        loop.runUntilIdle()
        #expect(app.coordinator.articles?.routes == [.list, .detail("a3")])
        #expect(app.pages == "Articles > a3")
      }
    }
  }

  @Test func aLinkReplacesTheOpenDetailAndCancelsItsRequest() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = try appShowingDetail(loop)

        app.coordinator.open("app://articles/a3")
        loop.runUntilIdle()

        #expect(app.coordinator.articles?.routes == [.list, .detail("a3")])
        #expect(app.coordinator.articles?.routes == app.stackRoutes)
        #expect(app.world.ledger.request(2)?.wasCancelled == true)
        #expect(app.requests.last == "load detail of a3")
      }
    }
  }

  @Test func aColdStartByLinkLaunchesStraightIntoTheDetail() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let app = CoordinatorHarness(isLoggedIn: true)
        app.launch(opening: "app://articles/a2")
        loop.runUntilIdle()

        #expect(app.coordinator.articles?.routes == [.list, .detail("a2")])
        // The list beneath has not appeared, so the detail's request is the only one.
        #expect(app.requests == ["load detail of a2"])
        try app.succeed(1)
        loop.runUntilIdle()
        #expect(app.window.screen.top?.elements.contains { $0.isDetail(of: "a2") } == true)
      }
    }
  }
}

extension Screen.Element {
  /// Whether this element is the loaded detail of `id`.
  fileprivate func isDetail(of id: Article.ID) -> Bool {
    if case .detail(let content) = self { content.id == id } else { false }
  }
}
