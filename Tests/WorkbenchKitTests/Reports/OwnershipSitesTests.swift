import Testing

@testable import WorkbenchKit

@Suite("Ownership sites are read from a pattern's code, not its comments")
struct OwnershipSitesTests {
  @Test func codeThatAppliesTheTimeoutOrBuildsAnEventCounts() {
    let timeout = OwnershipSites.sites(
      in: "  let page = try await withTimeout(RequestPolicy.timeout, on: clock) { … }")
    #expect(timeout.appliesTimeout && !timeout.makesAnalyticsEvents && !timeout.hearsLogout)
    for line in [
      "analytics.record(.screenView(.list))", "return [.record(.favorite(isFavorite, of: id))]",
      "analytics.record(.search(characters: query.count))",
      "let views = state.shownPages?.screenViews(since: shown) ?? []",
    ] {
      #expect(OwnershipSites.sites(in: line).makesAnalyticsEvents, "\(line)")
    }
    let logout = OwnershipSites.sites(in: "    let logouts = environment.session.logouts()")
    #expect(logout == OwnershipSites.Found(hearsLogout: true))
    let restoring = OwnershipSites.sites(in: "      let pages = try SavedPages(reading: text)")
    #expect(restoring == OwnershipSites.Found(restores: true))
    for source in [
      "    let outbox = SavedOutbox(inFlight: sent, waiting: queue)",
      "    SavedOutbox(\n      inFlight: stars.compactMap {",
    ] {
      #expect(OwnershipSites.sites(in: source) == OwnershipSites.Found(keepsOutbox: true))
    }
    for source in ["  public func connectScene() -> Window {", "    WindowGroup {"] {
      #expect(OwnershipSites.sites(in: source) == OwnershipSites.Found(connectsScenes: true))
    }
  }

  @Test func commentsAndALoginsRememberedFavoriteDoNot() {
    let source = """
      /// Races the request against `RequestPolicy.timeout`.
        // analytics.record(.screenView(.list))
      case .favorite(let id, let isFavorite): setFavorite(isFavorite, of: id, in: &state)
        /// Each end of the session, as `session.logouts()` tells it.
      // let pages = try SavedPages(reading: text)
      /// Made by `func connectScene()` for each window.
      // WindowGroup { ArticlesWindow(app: model) }
      /// Kept as `SavedOutbox(inFlight: sent, waiting: queue)`.
      let outbox = SavedOutbox(reading: text)
      """
    let found = OwnershipSites.sites(in: source)
    #expect(!found.appliesTimeout)
    #expect(!found.makesAnalyticsEvents)
    #expect(!found.hearsLogout)
    #expect(!found.restores)
    #expect(!found.connectsScenes)
    #expect(!found.keepsOutbox)
  }
}
