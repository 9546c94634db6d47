import ArticleDomain
import Foundation

/// A generated user session: a scenario without checks, in the scenario language.
public struct UserSession: Sendable {
  /// `session 12 (seed 7)`.
  public let name: String
  /// The session as a feature file a reviewer can save, run and `explain`.
  public let text: String
  let scenario: CompiledScenario

  /// Each step's vocabulary pattern, in order, setting up included.
  public var patterns: [String] { scenario.steps.map(\.pattern) }
}

/// Writes random but valid user sessions: a world, then taps, pulls, typing, links, logins,
/// connection changes, time passing, a second window and answers to the requests in flight.
///
/// Every step of the vocabulary but the checks can be drawn: each setting up of the world
/// (the server's favorites and articles leaving it, a device cache or none, an offline start,
/// a logged-out user, pages saved by an earlier run, in today's format or an older one), each
/// act of the user (with `drawsScenes`, in a second window too) and each way of answering a
/// request, by number or by what it asked — except `requests … succeed in any order`, which
/// asks for every order where a session is one. ``StepCoverage`` says which steps and pairs of
/// steps a run drew.
///
/// The same seed gives the same sessions. Each step is tried on a reference pattern as it is
/// written: a step the reference cannot perform (a row that is not shown, a Retry with no
/// error) is replaced by another, and answers are chosen among the reference's requests still
/// waiting — so a session is what a user could really do on the reference, and every other
/// pattern must then see and ask the same.
public struct UserSessionGenerator {
  private var random: SplitMix64
  private let seed: UInt64
  /// Whether a session may open a second window and act in it.
  private let drawsScenes: Bool

  /// - Parameter drawsScenes: whether sessions may open a second window, close it and act in it
  ///   (`in scene 2, …`). Off by default: with it, TCA-style parts from the others on the order
  ///   in which two windows catch up when the device comes back online, which the contract
  ///   does not decide yet.
  public init(seed: UInt64, drawsScenes: Bool = false) {
    self.seed = seed
    self.drawsScenes = drawsScenes
    random = SplitMix64(seed: seed)
  }

  /// `count` sessions of about `steps` steps each, checked step by step on `reference`.
  public func sessions(count: Int, steps: Int, on reference: PatternEntry) -> [UserSession] {
    let seed = seed
    let drawsScenes = drawsScenes
    return DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        var generator = UserSessionGenerator(seed: seed, drawsScenes: drawsScenes)
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
        let action =
          index == 0
          ? firstAction() : nextAction(waiting, after: lines.last, articleCount: articleCount)
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
    if chance(0.25) { lines.append("And the server marks a2 as favorites") }
    if chance(0.1) { lines.append("And the server no longer has a3") }
    lines.append(chance(0.2) ? "And the user is logged out" : "And the user is logged in")
    if chance(0.4) {
      lines.append("And the cache has articles a1, a2")
    } else if chance(0.15) {
      lines.append("And the cache is empty")
    }
    if chance(0.15) { lines.append("And the device is offline") }
    if chance(0.2) { lines.append("And the server ignores cancellation") }
    if chance(0.15) {
      lines.append(
        pick(["And the app saved the pages \"list > a2\"", "And the app saved the pages \"list\""]))
    } else if chance(0.05) {
      lines.append("And the app saved its pages in an older format")
    }
    if chance(0.15) {
      lines.append(
        pick([
          "And the outbox holds \"a2 on\"", "And the outbox holds \"a2 off\"",
          "And the outbox holds \"a1 on, a2 off\"",
        ]))
    } else if chance(0.04) {
      lines.append("And the app saved its outbox in an older format")
    }
    return lines
  }

  private mutating func firstAction() -> String {
    chance(0.15) ? "the app opens the link \"app://articles/a2\"" : "the list appears"
  }

  private mutating func nextAction(_ waiting: [Request], after last: String?, articleCount: Int)
    -> String
  {
    // What a page just opened offers is done more often than chance would: a back swipe held
    // needs a detail open, and letting it go one way or the other needs a swipe held just
    // before — rare steps, drawn one in thirty from the whole vocabulary.
    if let last, let followUps = Self.followUps(after: last), chance(0.5) {
      let scene = last.contains("in scene 2, ") ? "in scene 2, " : ""
      return scene + pick(followUps)
    }
    if !waiting.isEmpty, chance(0.4) { return answer(to: pick(waiting)) }
    let id = pick(articleCount > 3 ? ["a1", "a2", "a20", "a21"] : ["a1", "a2", "a3"])
    let scenes = drawsScenes ? ["the user opens scene 2", "the user closes scene 2"] : []
    let act = pick(
      scenes + [
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
        "10 s pass",
        "the server no longer has \(id)",
        "the user leaves the articles",
      ])
    // Once a second window is open, an act may happen in it; the reference says whether it is.
    let inScene =
      drawsScenes && !act.hasSuffix("scene 2") && act.hasPrefix("the user") && chance(0.2)
    return inScene ? "in scene 2, \(act)" : act
  }

  /// The acts a step's page offers next, for the steps whose page has acts of its own.
  private static func followUps(after step: String) -> [String]? {
    if step.contains("the user taps the row of") || step.contains("app://articles/") {
      return [
        "the user starts a back swipe", "the user swipes back", "the user goes back",
        "the user taps the star in the detail",
      ]
    }
    if step.hasSuffix("starts a back swipe") {
      return ["the user cancels the back swipe", "the user finishes the back swipe"]
    }
    return nil
  }

  private mutating func answer(to request: Request) -> String {
    let late = request.wasCancelled ? " late" : ""
    // By number, or by what it asked (the reference says whether only one request asked it).
    let subject =
      chance(0.2)
      ? "the request \"\(request.kind.description.replacingOccurrences(of: "\"", with: "\\\""))\""
      : "request #\(request.number)"
    let failures = [
      "\(subject) fails\(late)", "\(subject) fails\(late) with \"Server unavailable\"",
    ]
    switch request.kind {
    case .page, .search:
      return pick(
        [
          "\(subject) succeeds\(late)", "\(subject) succeeds\(late)",
          "\(subject) succeeds\(late) with articles a2",
          "\(subject) succeeds\(late) with articles a1, a2 and a next page",
          "\(subject) succeeds\(late) with no articles",
        ] + failures)
    case .detail, .setFavorite:
      return pick(
        ["\(subject) succeeds\(late)", "\(subject) succeeds\(late)"] + failures + [
          "\(subject) fails because the article does not exist"
        ])
    case .logIn:
      return pick(["\(subject) succeeds\(late)", "\(subject) succeeds\(late)"] + failures)
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
