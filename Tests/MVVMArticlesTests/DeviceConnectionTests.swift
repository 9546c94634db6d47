import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVVMArticles

/// The account's ear on the device: one for every window, favorites first, then each list.
@Suite(.serialized) struct DeviceConnectionTests {
  /// A listener that counts the times it heard the device come back, and each time asks the
  /// server for the first page, as a list catching up does.
  @MainActor final class Listener {
    var heard = 0
  }

  @Test func backOnlineTheFavoritesGoFirstThenEveryLivingListenerHearsOnce() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      world.isOnline = false
      let shared = SharedModels(environment: world.environment)
      let another = shared.forAnotherScene(environment: world.environment.forLaterScene)
      #expect(another.connection === shared.connection, "one connection for every window")
      shared.favorites.setFavorite(true, of: "a1")
      let first = Listener()
      let second = Listener()
      var gone: Listener? = Listener()
      for listener in [first, second, gone!] {
        shared.connection.onReturn(listener) { [repository = world.environment.repository] in
          $0.heard += 1
          Task { _ = try? await repository.page(after: nil) }
        }
      }
      gone = nil

      world.isOnline = true
      loop.runUntilIdle()
      #expect(first.heard == 1)
      #expect(second.heard == 1)
      #expect(
        world.requestKinds == ["favorite a1", "load first page", "load first page"],
        "the favorite is sent once, before the lists catch up")
      #expect(world.trace.lines.filter { $0.hasSuffix("device online") }.count == 1)
    }
  }
}
