import ArticleDomain
import TestSupport
import Testing
import UDFArticles

/// The root reducer of an app with windows: the account's facts once, each window's pages
/// apart, every effect tagged with the window that asked.
@Suite("Windows: one store, the account once, each window's pages")
struct AppFeatureTests {
  private let second = SceneID(2)

  /// An app whose first window shows a1, a2 and a3, and whose second window opened and shows
  /// the same rows.
  private func twoWindows() -> AppState {
    var state = AppState(isLoggedIn: true)
    _ = AppFeature.reduce(&state, .sceneConnected(second))
    for id in [SceneID.first, second] {
      _ = AppFeature.reduce(&state, .scene(id, .list(.appeared)))
      let revision = state.scene(id)?.list.revision ?? 0
      _ = AppFeature.reduce(
        &state,
        .scene(
          id, .list(.pageAnswered(after: nil, .success(page("a1", "a2", "a3")), revision: revision))
        ))
    }
    return state
  }

  @Test func aStarTappedInOneWindowIsTheStarOfEvery() {
    var state = twoWindows()
    let effects = AppFeature.reduce(&state, .scene(second, .favorites(.starTapped("a2"))))
    #expect(state.scene(.first)?.isFavorite("a2") == true)
    #expect(state.scene(second)?.isFavorite("a2") == true)
    // The save and the outbox are the account's work, which no window's closing cancels; the
    // rest is the window's that asked.
    for effect in effects {
      switch effect.effect {
      case .setFavorite, .saveOutbox: #expect(effect.runner == .account)
      default: #expect(effect.runner == .scene(second))
      }
    }
    #expect(
      effects.contains { if case .setFavorite(true, "a2", _) = $0.effect { true } else { false } })
    // The account's outbox holds the change until the server answers.
    #expect(
      effects.contains {
        $0.effect == .saveOutbox(SavedOutbox([FavoriteChange(id: "a2", isFavorite: true)]))
      })
  }

  @Test func theAccountsAnswerSettlesTheStarWithoutAWindow() throws {
    var state = twoWindows()
    let tap = AppFeature.reduce(&state, .scene(second, .favorites(.starTapped("a2"))))
    let revision = try #require(
      tap.lazy.compactMap { if case .setFavorite(_, _, let r) = $0.effect { r } else { nil } }.first
    )
    _ = AppFeature.reduce(&state, .sceneClosed(second))
    let effects = AppFeature.reduce(
      &state,
      .account(
        .favorites(.answered(of: "a2", .failure(.server(message: "Down")), revision: revision))))
    // The answer empties the outbox; no window's effect follows.
    #expect(effects == [AppEffect(.saveOutbox(.empty), runBy: .account)])
    #expect(state.scene(.first)?.isFavorite("a2") == false)
    #expect(state.account.favorites.failure == "Down")
  }

  @Test func aClosedWindowsPagesGoAndItsLateAnswersChangeNothing() {
    var state = twoWindows()
    _ = AppFeature.reduce(&state, .scene(second, .list(.refreshPulled)))
    let revision = state.scene(second)?.list.revision ?? 0
    // Closing the window stops its work, in its runner only: the account's goes on.
    #expect(
      AppFeature.reduce(&state, .sceneClosed(second)) == [
        AppEffect(.cancelEverything, runBy: .scene(second))
      ])
    let before = state
    let effects = AppFeature.reduce(
      &state,
      .scene(second, .list(.pageAnswered(after: nil, .success(page("a9")), revision: revision))))
    #expect(state.sceneIDs == [.first])
    #expect(effects.isEmpty)
    #expect(state == before)
  }

  @Test func aSearchTypedInOneWindowLeavesTheOthersField() {
    var state = twoWindows()
    _ = AppFeature.reduce(&state, .scene(.first, .search(.textChanged("a"))))
    #expect(state.scene(.first)?.search.text == "a")
    #expect(state.scene(second)?.search.text == "")
  }
}
