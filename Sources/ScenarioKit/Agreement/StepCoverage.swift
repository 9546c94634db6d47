/// Which steps of the vocabulary a run of generated sessions used, and which pairs of
/// consecutive steps: how much of what a user can do the agreement check explored.
///
/// A step counts by its vocabulary pattern (`the user taps the star of {id}`), in whichever
/// scene; a pair is two steps one after the other in a session, setting up included.
///
/// ```swift
/// let coverage = StepCoverage(sessions)
/// coverage.missing(.action)  // the actions no session took
/// ```
public struct StepCoverage: Sendable, Equatable {
  /// Two steps one after the other, by pattern.
  public struct Pair: Hashable, Sendable {
    public let first: String
    public let second: String

    public init(first: String, second: String) {
      self.first = first
      self.second = second
    }
  }

  /// The patterns the sessions used.
  public private(set) var steps: Set<String> = []
  public private(set) var pairs: Set<Pair> = []

  public init(_ sessions: [UserSession]) {
    for session in sessions {
      steps.formUnion(session.patterns)
      for (first, second) in zip(session.patterns, session.patterns.dropFirst()) {
        pairs.insert(Pair(first: first, second: second))
      }
    }
  }

  /// The vocabulary's patterns of `group` in vocabulary order.
  public static func vocabulary(_ group: StepDefinition.Group) -> [String] {
    StepVocabulary.definitions.filter { $0.group == group }.map(\.pattern)
  }

  /// The patterns of `group` no session used, in vocabulary order.
  public func missing(_ group: StepDefinition.Group) -> [String] {
    Self.vocabulary(group).filter { !steps.contains($0) }
  }

  /// How many of `group`'s patterns the sessions used.
  public func covered(_ group: StepDefinition.Group) -> Int {
    Self.vocabulary(group).count - missing(group).count
  }

  /// Every pair of the steps a session can take (setting up, acting, answering), in either
  /// order: what the pairs are counted out of, though many cannot follow one another.
  public static var possiblePairs: Int {
    let count = [StepDefinition.Group.setup, .action, .answer].map { vocabulary($0).count }
      .reduce(0, +)
    return count * count
  }
}
