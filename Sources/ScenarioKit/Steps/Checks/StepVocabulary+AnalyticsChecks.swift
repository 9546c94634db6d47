import ArticleDomain

/// Checks of what the app recorded for analytics, as the scripted analytics port saw it.
///
/// The events are the recorder's, in the order the app recorded them since it was built; a
/// check fails before the app was built, since an app that does not exist recorded nothing
/// and would pass "nothing".
extension StepVocabulary {
  static let analyticsChecks: [StepDefinition] = [
    StepDefinition(
      .check, "analytics recorded {string}",
      example: "analytics recorded \"screen view list, favorite a2 on\"",
      "The events the app recorded, exactly and in order, separated by commas: "
        + "screen view list, screen view detail a2, screen view login, favorite a2 on, "
        + "favorite a2 off, search 3 characters."
    ) { match, _ in
      let expected = match.string(0).split(separator: ",").map {
        $0.split(separator: " ").joined(separator: " ")
      }
      return { session throws(StepFailure) in
        let recorded = try events(session).map(\.description)
        guard recorded == expected else {
          throw StepFailure(
            "analytics recorded \(list(recorded)); expected \(list(expected))")
        }
      }
    },
    StepDefinition(
      .check, "analytics recorded nothing", "The app was built and recorded no analytics event."
    ) { session throws(StepFailure) in
      let recorded = try events(session)
      guard recorded.isEmpty else {
        throw StepFailure("analytics recorded \(list(recorded.map(\.description)))")
      }
    },
    StepDefinition(
      .check, "analytics recorded {string} without the query",
      example: "analytics recorded \"search\" without the query",
      "An event of this name was recorded, and no event carries a text the user typed into "
        + "the search field."
    ) { match, _ in
      let name = match.string(0)
      return { session throws(StepFailure) in
        let recorded = try events(session)
        guard recorded.contains(where: { $0.name == name }) else {
          throw StepFailure(
            "analytics recorded no \"\(name)\"; it recorded \(list(recorded.map(\.description)))")
        }
        guard !session.queriesTyped.isEmpty else {
          throw StepFailure("the user typed no query to look for")
        }
        if let leak = leak(in: recorded, of: session.queriesTyped, as: "the query") {
          throw StepFailure(leak)
        }
      }
    },
    StepDefinition(
      .check, "analytics recorded only allowed fields",
      "Every event keeps to the allow-list (AnalyticsPolicy), and none carries a query the user "
        + "typed or an article's title."
    ) { session throws(StepFailure) in
      let recorded = try events(session)
      for event in recorded {
        if let violation = AnalyticsPolicy.violation(of: event) {
          throw StepFailure("analytics recorded \"\(event)\": \(violation)")
        }
      }
      if let leak = leak(in: recorded, of: session.queriesTyped, as: "the query") {
        throw StepFailure(leak)
      }
      let titles = session.world.server.catalog.map(\.title)
      if let leak = leak(in: recorded, of: titles, as: "the title") {
        throw StepFailure(leak)
      }
    },
  ]

  /// Checks of the app's debug log (`ArticleEnvironment.debugLog`), under the analytics
  /// allow-list: what a line may name, and what it may never carry.
  static let debugLogChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the debug log mentions {string}", example: "the debug log mentions \"search\"",
      "A line the app wrote to its debug log contains this text: the log says what happened."
    ) { match, _ in
      let text = match.string(0)
      return { session throws(StepFailure) in
        let lines = try debugLogLines(session)
        guard lines.contains(where: { $0.contains(text) }) else {
          throw StepFailure(
            "no line of the debug log mentions \"\(text)\"; "
              + (lines.isEmpty ? "the app wrote none" : "its last line is \"\(lines.last!)\""))
        }
      }
    },
    StepDefinition(
      .check, "the debug log carries no query and no title",
      "No line of the debug log contains a text the user typed into the search field (of three "
        + "characters or more: a shorter one is in too many words) or an article's title."
    ) { session throws(StepFailure) in
      let lines = try debugLogLines(session)
      if let short = session.queriesTyped.first(where: { $0.count < 3 }) {
        throw StepFailure(
          "the user typed \"\(short)\", too short to look for: type three characters or more")
      }
      let secrets =
        session.queriesTyped.map { ("the query", $0) }
        + session.world.server.catalog.map { ("the title", $0.title) }
      for line in lines {
        if let (what, text) = secrets.first(where: { line.contains($0.1) }) {
          throw StepFailure("the debug log wrote \"\(line)\", which carries \(what) \"\(text)\"")
        }
      }
    },
  ]

  @MainActor
  private static func debugLogLines(_ session: ScenarioSession) throws(StepFailure) -> [String] {
    guard session.wasBuilt else { throw StepFailure("the app has not been launched") }
    return session.world.debugLogLines
  }

  @MainActor
  private static func events(_ session: ScenarioSession) throws(StepFailure) -> [AnalyticsEvent] {
    guard session.wasBuilt else { throw StepFailure("the app has not been launched") }
    return session.world.analyticsEvents
  }

  /// The first event whose name or a parameter contains one of `texts`, described.
  private static func leak(in events: [AnalyticsEvent], of texts: [String], as what: String)
    -> String?
  {
    for event in events {
      for text in texts {
        let values = [event.name] + event.parameters.keys + event.parameters.values
        if values.contains(where: { $0.contains(text) }) {
          return "analytics recorded \"\(event)\", which carries \(what) \"\(text)\""
        }
      }
    }
    return nil
  }

  private static func list(_ descriptions: [String]) -> String {
    descriptions.isEmpty ? "nothing" : "\"\(descriptions.joined(separator: ", "))\""
  }
}
