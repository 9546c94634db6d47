import ArticleDomain

/// A generated user session: a scenario without checks, in the scenario language.
public struct UserSession: Sendable {
  /// `session 12 (seed 7)`.
  public let name: String
  /// The session as a feature file a reviewer can save, run and `explain`.
  public let text: String
  let scenario: CompiledScenario
}

/// Writes random but valid user sessions: a world, then taps, pulls, typing, links, logins,
/// connection changes, time passing and answers to the requests in flight.
///
/// The same seed gives the same sessions. Each step is tried on a reference pattern as it is
/// written: a step the reference cannot perform (a row that is not shown, a Retry with no
/// error) is replaced by another, and answers are chosen among the reference's requests still
/// waiting — so a session is what a user could really do on the reference, and every other
/// pattern must then see and ask the same.
public struct UserSessionGenerator {
  private var random: SplitMix64
  private let seed: UInt64

  public init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
  }

  /// `count` sessions of about `steps` steps each, checked step by step on `reference`.
  public func sessions(count: Int, steps: Int, on reference: PatternEntry) -> [UserSession] {
    let seed = seed
    return DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        var generator = UserSessionGenerator(seed: seed)
        return (1...max(count, 1)).map { number in
          generator.session(number: number, steps: steps, reference: reference, loop: loop)
        }
      }
    }
  }

  // MARK: One session

  @MainActor
  private mutating func session(
    number: Int, steps: Int, reference: PatternEntry, loop: DeterministicLoop
  ) -> UserSession {
    let name = "session \(number) (seed \(seed))"
    var lines = setup()
    var articleCount = 3
    if lines[0].hasSuffix("45 articles") { articleCount = 45 }
    guard var accepted = try? compiled(name, lines) else {
      preconditionFailure("the generator wrote a world the scenario language does not know")
    }
    var waiting = SessionReplay(accepted, on: reference, loop: loop).waiting
    for index in 0..<steps {
      for _ in 0..<8 {
        let keyword = index == 0 ? "When" : "And"
        let action = index == 0 ? firstAction() : nextAction(waiting, articleCount: articleCount)
        guard let candidate = try? compiled(name, lines + ["\(keyword) \(action)"]) else {
          continue
        }
        let replay = SessionReplay(candidate, on: reference, loop: loop)
        guard replay.performedEveryStep else { continue }
        lines.append("\(keyword) \(action)")
        accepted = candidate
        waiting = replay.waiting
        break
      }
    }
    return UserSession(name: name, text: Self.featureText(name, lines), scenario: accepted)
  }

  private mutating func setup() -> [String] {
    var lines = [
      chance(0.25) ? "Given the server has 45 articles" : "Given the server has articles a1, a2, a3"
    ]
    if chance(0.2) { lines.append("And the server marks a2 as favorites") }
    lines.append(chance(0.2) ? "And the user is logged out" : "And the user is logged in")
    if chance(0.4) { lines.append("And the cache has articles a1, a2") }
    if chance(0.15) { lines.append("And the device is offline") }
    if chance(0.2) { lines.append("And the server ignores cancellation") }
    return lines
  }

  private mutating func firstAction() -> String {
    chance(0.15) ? "the app opens the link \"app://articles/a2\"" : "the list appears"
  }

  private mutating func nextAction(_ waiting: [Request], articleCount: Int) -> String {
    if !waiting.isEmpty, chance(0.4) { return answer(to: pick(waiting)) }
    let id = pick(articleCount > 3 ? ["a1", "a2", "a20", "a21"] : ["a1", "a2", "a3"])
    return pick([
      "the user pulls to refresh",
      "the user scrolls to the end",
      "the user taps retry",
      "the user taps the row of \(id)",
      "the user taps the star of \(id)",
      "the user taps the star in the detail",
      "the user types \"a\"",
      "the user types \"2\"",
      "the user clears the search",
      "the app opens the link \"app://articles/\(id)\"",
      "the app opens the link \"app://nowhere\"",
      "the user logs in",
      "the user cancels the login",
      "the user logs out",
      "the app is relaunched",
      "the device goes offline",
      "the device comes back online",
      "the user goes back",
      "the user swipes back",
      "the user starts a back swipe",
      "the user cancels the back swipe",
      "the user finishes the back swipe",
      "300 ms pass",
      "300 ms pass",
      "100 ms pass",
      "the user leaves the articles",
    ])
  }

  private mutating func answer(to request: Request) -> String {
    let late = request.wasCancelled ? " late" : ""
    let subject = "request #\(request.number)"
    switch request.kind {
    case .page, .search:
      return pick([
        "\(subject) succeeds\(late)", "\(subject) succeeds\(late)",
        "\(subject) succeeds\(late) with articles a2",
        "\(subject) succeeds\(late) with no articles",
        "\(subject) fails\(late)",
      ])
    case .detail:
      return pick([
        "\(subject) succeeds\(late)", "\(subject) succeeds\(late)", "\(subject) fails\(late)",
        "\(subject) fails because the article does not exist",
      ])
    case .setFavorite, .logIn:
      return pick([
        "\(subject) succeeds\(late)", "\(subject) succeeds\(late)", "\(subject) fails\(late)",
      ])
    }
  }

  // MARK: Text

  private func compiled(_ name: String, _ lines: [String]) throws -> CompiledScenario {
    let file = try FeatureParser.parse(Self.featureText(name, lines), file: "\(name).feature")
    return try ScenarioCompiler.compile(file)[0]
  }

  static func featureText(_ name: String, _ lines: [String]) -> String {
    (["Feature: A generated user session", "", "  Scenario: \(name)"]
      + lines.map { "    " + $0 }).joined(separator: "\n") + "\n"
  }

  // MARK: Randomness

  private mutating func chance(_ probability: Double) -> Bool {
    Double(random.next() >> 11) / Double(1 << 53) < probability
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int(random.next() % UInt64(elements.count))]
  }
}
