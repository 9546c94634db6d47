import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The root reducer of an app with windows: each window's message reduced on its pages beside
/// the account's facts, which every window renders.
@Suite("Windows: one state, the account once, each window's pages")
struct AppReducerTests {
  private let second = SceneID(2)

  /// Two windows showing a1, a2 and a3, logged in and offline: a tap needs no session check.
  private func twoWindows() -> AppState {
    var state = AppState()
    state = AppReducer.reduce(state: state, message: .intent(.sceneConnected(second)))
    for id in [SceneID.first, second] {
      state = AppReducer.reduce(
        state: state,
        message: .result(.scene(id, .offline(.cacheLoaded(articles("a1", "a2", "a3"))))))
    }
    return state
  }

  @Test func aSearchTypedInOneWindowLeavesTheOthersField() {
    let state = AppReducer.reduce(
      state: twoWindows(), message: .intent(.scene(.first, .search(.textChanged("a")))))
    #expect(state.scene(.first)?.search.text == "a")
    #expect(state.scene(second)?.search.text == "")
  }

  @Test func aStarTappedInOneWindowIsEveryWindowsAndTheAccountsAnswerSettlesIt() throws {
    var state = twoWindows()
    state = AppReducer.reduce(
      state: state, message: .intent(.scene(second, .favorites(.starTapped("a2")))))
    // What the executor decides for a logged-in session, as the store applies it.
    for decided in [
      ArticlesResult.login(.carriedOut(.favorite("a2", isFavorite: true))),
      .favorites(.writeStarted(of: "a2", true, revision: 1)),
    ] {
      state = AppReducer.reduce(state: state, message: .result(.scene(second, decided)))
    }
    #expect(state.scene(.first)?.isFavorite("a2") == true)
    #expect(state.scene(second)?.isFavorite("a2") == true)
    let revision = try #require(state.account.favorites.stars["a2"]?.request?.revision)

    let closed = AppReducer.reduce(state: state, message: .intent(.sceneClosed(second)))
    let failed = AppReducer.reduce(
      state: closed,
      message: .result(.account(.saved(of: "a2", .failure(serverDown), revision: revision))))
    #expect(failed.scenes == closed.scenes)
    #expect(failed.scene(.first)?.isFavorite("a2") == false)
  }

  @Test func aClosedWindowsPagesGoAndItsLateMessagesChangeNothing() {
    let closed = AppReducer.reduce(state: twoWindows(), message: .intent(.sceneClosed(second)))
    let after = AppReducer.reduce(
      state: closed, message: .intent(.scene(second, .list(.refreshPulled))))
    #expect(closed.sceneIDs == [.first])
    #expect(after == closed)
  }
}
