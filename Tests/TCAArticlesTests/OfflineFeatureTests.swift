import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import Testing

/// Offline search and the catch-up when the device is back online, with a TestStore: the
/// connection reaches the list and the search as actions, and each decides from its own state.
///
/// The connection's changes are sent as `.sync(.connectivityChanged)`, the action the root's
/// listener sends, so no listener runs.
@Suite(.serialized)
struct OfflineFeatureTests {
  /// `state` on a device that is offline, as every child that asks the server knows it.
  func offline(_ state: ArticlesFeature.State) -> ArticlesFeature.State {
    var state = state
    state.sync.isOnline = false
    state.list.isOnline = false
    state.search.isOnline = false
    return state
  }

  @Test func aQueryTypedOfflineAsksNothing() {
    withArticlesStore(initialState: offline(loadedList())) { store, world, loop in
      store.send(.search(.textChanged("a2"))) {
        $0.search.text = "a2"
        $0.search.isDebouncing = true
        $0.list.isSearchActive = true
      }
      loop.advance(world.clock, by: .milliseconds(300))
      store.receive(.search(.debounceElapsed(query: "a2"))) { $0.search.isDebouncing = false }
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }

  @Test func aConnectionLostDuringTheSearchWaitAsksNothing() {
    withArticlesStore(initialState: loadedList()) { store, world, loop in
      store.send(.search(.textChanged("a2"))) {
        $0.search.text = "a2"
        $0.search.isDebouncing = true
        $0.list.isSearchActive = true
      }
      loop.advance(world.clock, by: .milliseconds(200))
      store.send(.sync(.connectivityChanged(isOnline: false))) { $0.sync.isOnline = false }
      store.receive(.list(.connectivityChanged(isOnline: false))) { $0.list.isOnline = false }
      store.receive(.search(.connectivityChanged(isOnline: false))) { $0.search.isOnline = false }
      loop.advance(world.clock, by: .milliseconds(100))
      store.receive(.search(.debounceElapsed(query: "a2"))) { $0.search.isDebouncing = false }
      #expect(world.ledger.requests.isEmpty)
      store.finish()
    }
  }
}
