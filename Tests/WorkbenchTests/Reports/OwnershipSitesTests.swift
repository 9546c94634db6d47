import Testing

@testable import Workbench

@Suite("Ownership sites are read from a pattern's code, not its comments")
struct OwnershipSitesTests {
  @Test func codeThatAppliesTheTimeoutOrBuildsAnEventCounts() {
    let timeout = OwnershipSites.sites(
      in: "  let page = try await withTimeout(RequestPolicy.timeout, on: clock) { … }")
    #expect(timeout.appliesTimeout && !timeout.makesAnalyticsEvents)
    for line in [
      "analytics.record(.screenView(.list))", "return [.record(.favorite(isFavorite, of: id))]",
      "analytics.record(.search(characters: query.count))",
    ] {
      #expect(OwnershipSites.sites(in: line).makesAnalyticsEvents, "\(line)")
    }
  }

  @Test func commentsAndALoginsRememberedFavoriteDoNot() {
    let source = """
      /// Races the request against `RequestPolicy.timeout`.
        // analytics.record(.screenView(.list))
      case .favorite(let id, let isFavorite): setFavorite(isFavorite, of: id, in: &state)
      """
    let found = OwnershipSites.sites(in: source)
    #expect(!found.appliesTimeout)
    #expect(!found.makesAnalyticsEvents)
  }
}
