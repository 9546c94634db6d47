import Foundation
import ScenarioKit
import Testing
import UDFArticles

/// Each classic mistake, put back into the UDF app, fails the scenarios that guard against it.
///
/// A specification that cannot tell a broken pattern from a correct one is itself broken; these
/// tests name exactly which scenarios catch each mistake, so a scenario that loses its teeth is
/// noticed. Serialised: scenario runs own the process-wide deterministic loop.
@Suite(.serialized) struct BrokenUDFScenarioTests {
  static let scenarios: [CompiledScenario] = {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios").path
    let files = (try? ScenarioLoader.featureFiles(at: [folder])) ?? []
    return (try? ScenarioLoader.load(files)) ?? []
  }()

  /// The names of the scenarios that do not pass with `breakage`.
  private func failing<Breakage: UDFBreakage>(with breakage: Breakage.Type) -> Set<String> {
    let entry = PatternEntry(
      name: String(describing: breakage), summary: "", app: BrokenUDFArticlesApp<Breakage>.self)
    let results = ScenarioRunner.run(Self.scenarios, on: [entry]).results
    return Set(results.filter { $0.outcome != .passed }.map(\.scenario.name))
  }

  @Test func withoutCancellationOnLeaveTheLeavingScenariosFail() {
    #expect(
      failing(with: NoCancellationOnLeave.self) == [
        "Leaving during the first load cancels it",
        "Leaving during a refresh cancels it and keeps nothing alive",
        "Leaving during a page load cancels it",
        "Leaving during a search cancels it",
        "Leaving from a detail cancels its request",
        "Leaving during a login cancels it",
        "Leaving while a favorite is saving cancels it",
        "Leaving keeps nothing alive while the server still holds a request",
      ])
  }

  @Test func aRetryThatKeepsTheOldErrorIsCaughtOnTheListAndOnAPage() {
    #expect(
      failing(with: RetryKeepsTheOldError.self) == [
        "Retry clears the old error at once",
        "Retry after a failed page asks for the same page again",
        "A page's own failure shows before a favorite's message",
      ])
  }

  @Test func aFavoriteWithoutRollbackIsCaughtInTheListTheDetailAndAfterSync() {
    #expect(
      failing(with: FavoriteWithoutRollback.self) == [
        "A failed favorite rolls the star back and says why",
        "A failed favorite in the detail rolls back both stars",
        "A favorite that fails to sync goes back and says why",
        "Going back while a favorite saves keeps the favorite going",
        "An older favorite answered after the latest failed does not move the star",
        "A favorite's error stays on its page and does not follow the user",
        "A failed favorite offers no retry",
        "A favorite that failed in the detail leaves no error on the list",
        "A failed unfavorite after a confirmed favorite puts the filled star back",
        "A favorite that fails while a back swipe is held shows on the detail",
        "A pull to refresh keeps a failed favorite's error",
        "A page's own failure shows before a favorite's message",
        "A detail's own failure shows before a favorite's message",
        // It checks first that the failure says why; a dropped failure says nothing.
        "A new tap hides the error of a failed favorite",
      ])
  }

  @Test func aLoginThatForgetsItsContinuationIsCaughtForFavoritesAndLinks() {
    #expect(
      failing(with: LoginForgetsItsContinuation.self) == [
        "Favoriting while logged out favorites after logging in",
        "Logging in after a failed attempt still carries out the favorite",
        "Favoriting in the detail while logged out resumes on the detail",
        "A link opened while logged out opens its detail after logging in",
        "A link opened while the login is shown replaces the remembered favorite",
        "After a cancelled login, the next star asks to log in again",
        "A link that starts the app while logged out shows the login over the list",
        "A finished login lets go of its page",
      ])
  }

  @Test func paginationWithoutTheInFlightGuardIsCaught() {
    #expect(
      failing(with: PaginationWithoutInFlightGuard.self) == [
        "Scrolling to the end twice while a page loads starts one request"
      ])
  }
}
