import ArticleDomain
import HeadlessUI
import ScenarioKit
import Testing

@testable import CoordinatorArticles

/// Child coordinators live exactly as long as their flow: a finished child is removed and
/// released, together with its page and view model, and leaving releases everything.
///
/// Serialised: every test owns the process-wide deterministic loop while it runs.
@Suite(.serialized) struct ChildLifecycleTests {
  /// Shows the login page for a star tap, ends the login with `end`, and returns a weak
  /// reference to the login coordinator as it is afterwards.
  @MainActor
  private func loginChild(
    endedBy end: (CoordinatorHarness, DeterministicLoop) throws -> Void, _ loop: DeterministicLoop
  ) throws -> (app: CoordinatorHarness, login: Weak<LoginCoordinator>) {
    let app = CoordinatorHarness(isLoggedIn: false)
    app.launch()
    loop.runUntilIdle()
    try app.succeed(1)
    loop.runUntilIdle()
    try app.window.tapStar(ofRow: "a2")
    loop.runUntilIdle()
    let login = Weak(app.coordinator.child(ofType: LoginCoordinator.self))
    #expect(login.object != nil)
    try end(app, loop)
    loop.runUntilIdle()
    return (app, login)
  }

  @Test func aCancelledLoginChildIsReleased() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let (app, login) = try loginChild(
          endedBy: { app, _ in try app.window.tapCancelLogin() }, loop)
        #expect(login.object == nil)
        #expect(app.pages == "Articles")
        #expect(app.coordinator.childCoordinators.count == 1)
      }
    }
  }

  @Test func aLoginChildThatLoggedInIsReleasedAfterCarryingOutTheIntent() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let (app, login) = try loginChild(
          endedBy: { app, loop in
            try app.window.tapLogIn()
            loop.runUntilIdle()
            try app.succeed(2)
          }, loop)
        #expect(login.object == nil)
        #expect(app.requests.last == "favorite a2")
        #expect(app.isStarFilled("a2") == true)
      }
    }
  }

  @Test func leavingReleasesEveryObjectAndCancelsWhatTheScreensStarted() throws {
    try DeterministicLoop.run { loop in
      try MainActor.assumeIsolated {
        let world: ScriptedWorld
        do {
          let app = CoordinatorHarness(isLoggedIn: true)
          world = app.world
          app.launch()
          loop.runUntilIdle()
          try app.succeed(1)
          loop.runUntilIdle()
          try app.window.tapRow("a2")
          loop.runUntilIdle()
          // No coordinator is told to stop: the window goes, then the app lets go of them.
          app.window.tearDown()
        }
        loop.runUntilIdle()
        #expect(world.ledger.request(2)?.wasCancelled == true)
        #expect(world.lifetimes.trackedCount > 5)
        #expect(world.lifetimes.alive == [])
      }
    }
  }
}

/// A weak reference, to see whether an object was released.
@MainActor
final class Weak<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object?) { self.object = object }
}
