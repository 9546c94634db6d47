import ArticleDomain
import Testing

@Suite("Analytics events and their allow-list")
struct AnalyticsTests {
  @Test func theFeaturesEventsReadAsScenariosWriteThem() {
    #expect(AnalyticsEvent.screenView(.list).description == "screen view list")
    #expect(AnalyticsEvent.screenView(.detail("a2")).description == "screen view detail a2")
    #expect(AnalyticsEvent.screenView(.login).description == "screen view login")
    #expect(AnalyticsEvent.favorite(true, of: "a2").description == "favorite a2 on")
    #expect(AnalyticsEvent.favorite(false, of: "a2").description == "favorite a2 off")
    #expect(AnalyticsEvent.search(characters: 5).description == "search 5 characters")
    #expect(
      AnalyticsEvent(name: "search", parameters: ["query": "swift", "characters": "5"]).description
        == "search characters=5 query=swift")
  }

  @Test func theFeaturesEventsKeepToThePolicy() {
    let events: [AnalyticsEvent] = [
      .screenView(.list), .screenView(.detail("a2")), .screenView(.login),
      .favorite(true, of: "a2"), .search(characters: 3),
    ]
    #expect(events.allSatisfy { AnalyticsPolicy.violation(of: $0) == nil })
  }

  @Test func anUnknownEventOrAFieldOffTheListBreaksIt() {
    #expect(
      AnalyticsPolicy.violation(of: AnalyticsEvent(name: "action", parameters: ["action": "x"]))
        == "'action' is not an event the policy allows")
    #expect(
      AnalyticsPolicy.violation(
        of: AnalyticsEvent(name: "search", parameters: ["characters": "5", "query": "swift"]))
        == "'search' carries 'query', not allowed")
  }
}
