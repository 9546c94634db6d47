import ArticleDomain
import ScenarioKit
import TestSupport

@testable import MVVMArticles

/// What the view-model tests read off a view model. Worlds, answers and articles come from
/// `TestSupport`, shared with the other test targets.
///
/// The tests drive view models directly — intent in, view state out — on the scripted services
/// and the deterministic loop, never through the scenario runner.

extension ArticleListViewModel {
  /// The rows the list shows, each asked of the view model as the page's table asks for one.
  var rows: [Row] { shownArticles.enumerated().map { row(for: $1.id, at: $0) } }
  var rowIDs: [Article.ID] { rows.map(\.id) }
}

extension ScriptedWorld {
  /// The device goes offline and comes back, each change heard before the next.
  @MainActor
  func reconnect(_ loop: DeterministicLoop) {
    isOnline = false
    loop.runUntilIdle()
    isOnline = true
    loop.runUntilIdle()
  }
}
