/// What a debuggable MVI store remembers: each intent with the state it met and the state it
/// left, `(intent, fromState, toState)`.
///
/// Because states are values, a recorded state is a snapshot later intents cannot change, and
/// going back to it is an assignment (``ArticlesStore/revert(to:)``).
///
/// - Complexity: Recording is O(1) and copies no state: a recorded state shares its storage
///   with the store's. It costs memory instead — each kept state keeps alive the arrays the
///   reducer copied for it — which is why the app keeps a bounded history (``limit``).
public struct History {
  /// One dispatched intent, between the state it met and the state the reducer returned.
  public struct Transition {
    public let intent: ArticlesIntent
    public let fromState: ArticlesState
    public let toState: ArticlesState
  }

  /// The transitions still kept, oldest first.
  public private(set) var transitions: [Transition] = []
  /// How many transitions are kept at most, the oldest dropped first; `nil` keeps every one,
  /// 0 records nothing.
  public let limit: Int?

  /// An empty history keeping at most `limit` transitions.
  ///
  /// - Complexity: A bounded history takes its buffer at once, so recording never grows it.
  public init(limit: Int?) {
    self.limit = limit
    if let limit { transitions.reserveCapacity(limit) }
  }

  /// Records that `intent` took the state from `fromState` to `toState`, dropping the oldest
  /// transition when the history is full.
  ///
  /// - Complexity: O(1) for an unbounded history; O(*limit*) for a full bounded one, which
  ///   moves its transitions down by one (small values: each state's arrays are shared).
  public mutating func record(
    _ intent: ArticlesIntent, from fromState: ArticlesState, to toState: ArticlesState
  ) {
    if limit == 0 { return }
    if let limit, transitions.count >= limit { transitions.removeFirst() }
    transitions.append(Transition(intent: intent, fromState: fromState, toState: toState))
  }
}

extension History.Transition: Sendable {}
extension History: Sendable {}
