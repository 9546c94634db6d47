import ArticleDomain
import HeadlessUI
import ScenarioKit
import TestSupport
import Testing

@testable import MVCArticles

/// The detail controller on its lifecycle: it loads when it first appears, cancels its request
/// only when its page really goes away, and never draws an answer for a page that left.
@Suite(.serialized) struct ArticleDetailViewControllerTests {
  /// The list loaded with a1, a2, a3 and the detail of a2 pushed on it.
  @MainActor
  private func detailOfA2(_ loop: DeterministicLoop, lateAnswers: Bool = false) throws
    -> PagesOnScreen
  {
    let pages = PagesOnScreen(world: makeWorld(ids: ["a1", "a2", "a3"]))
    if lateAnswers { pages.world.ledger.cancellationBehaviour = .answersLateAnyway }
    pages.show()
    loop.runUntilIdle()
    try pages.world.answer(1, with: .serverAnswer)
    loop.runUntilIdle()
    try pages.window.tapRow("a2")
    loop.runUntilIdle()
    return pages
  }

  @Test func aPushedDetailShowsItsSpinnerThenItsContent() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = try detailOfA2(loop)
        let detail = try #require(pages.detail)
        #expect(detail.title == "a2")
        #expect(!detail.spinner.isHidden)
        #expect(pages.requests.last == "load detail of a2")

        try pages.world.answer(2, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(detail.spinner.isHidden)
        #expect(detail.detailView.content?.id == "a2")
      }
    }
  }

  @Test func poppingTheDetailCancelsItsRequest() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = try detailOfA2(loop)
        try pages.window.tapBack()
        loop.runUntilIdle()
        #expect(pages.request(2)?.status == .cancelled)
      }
    }
  }

  @Test func aCompletedBackSwipeCancelsTheRequest() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = try detailOfA2(loop)
        try pages.window.beginBackSwipe()
        loop.runUntilIdle()
        #expect(pages.request(2)?.wasCancelled == false)
        try pages.window.finishBackSwipe()
        loop.runUntilIdle()
        #expect(pages.request(2)?.status == .cancelled)
      }
    }
  }

  @Test func aCancelledBackSwipeKeepsTheRequestAndItsAnswerShows() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = try detailOfA2(loop)
        let detail = try #require(pages.detail)
        try pages.window.beginBackSwipe()
        try pages.window.cancelBackSwipe()
        loop.runUntilIdle()
        #expect(pages.request(2)?.status == .pending)
        #expect(pages.request(2)?.wasCancelled == false)
        // Appearing again does not ask a second time.
        #expect(pages.requests.count == 2)

        try pages.world.answer(2, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(detail.detailView.content?.id == "a2")
      }
    }
  }

  @Test func aLateAnswerAfterTheDetailLeftWritesNoViewAndKeepsNothingAlive() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = try detailOfA2(loop, lateAnswers: true)
        weak let leftDetail = pages.detail
        #expect(leftDetail != nil)
        try pages.window.tapBack()
        loop.runUntilIdle()
        // Nothing but the navigation held the page: once popped, it is gone, task or not.
        #expect(leftDetail == nil)

        let rendersWhenLeft = pages.window.renderLog.renderCount
        try pages.world.answer(2, with: .serverAnswer)
        loop.runUntilIdle()
        #expect(pages.window.renderLog.renderCount == rendersWhenLeft)
      }
    }
  }

  @Test func aMissingArticleSaysSoWithNothingToRetry() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = try detailOfA2(loop)
        let detail = try #require(pages.detail)
        try pages.world.answer(2, with: .fails(.notFound("a2")))
        loop.runUntilIdle()
        #expect(!detail.messageView.isHidden)
        #expect(detail.messageView.text == "This article is not available.")
        #expect(detail.errorView.isHidden)
        #expect(detail.spinner.isHidden)
      }
    }
  }

  @Test func retryHidesTheErrorAtOnceAndAsksForTheSameArticle() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let pages = try detailOfA2(loop)
        let detail = try #require(pages.detail)
        try pages.world.answer(2, with: .serverError("Server unavailable"))
        loop.runUntilIdle()
        #expect(detail.errorView.message == "Server unavailable")
        #expect(detail.errorView.onRetry != nil)

        try pages.window.tapRetry()
        #expect(detail.errorView.isHidden)
        #expect(!detail.spinner.isHidden)
        loop.runUntilIdle()
        #expect(pages.requests.last == "load detail of a2")
        #expect(pages.requests.count == 3)
      }
    }
  }
}
