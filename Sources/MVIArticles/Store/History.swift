/// What a debuggable MVI store remembers: each intent with the state it met and the state it
/// left, `(intent, fromState, toState)`.
///
/// Because states are values, a recorded state is a snapshot later intents cannot change, and
/// going back to it is an assignment (``ArticlesStore/revert(to:)``).
///
/// - Complexity: Recording is O(1) and copies no state: a recorded state shares its storage
///   with the store's. It costs memory instead — each kept state keeps alive the arrays the
///   reducer copied for it — which is why the app keeps a bounded history (``limit``).
public struct History<State, Intent> {
  /// One dispatched intent, between the state it met and the state the reducer returned.
  public struct Transition {
    public let intent: Intent
    public let fromState: State
    public let toState: State
  }

  /// The transitions still kept, oldest first.
  public private(set) var transitions: [Transition] = []
  /// How many transitions are kept at most, the oldest dropped first; `nil` keeps every one,
  /// 0 records nothing.
  public let limit: Int?

  /// An empty history keeping at most `limit` transitions.
  public init(limit: Int?) {
    self.limit = limit
  }

  /// Records that `intent` took the state from `fromState` to `toState`.
  public mutating func record(_ intent: Intent, from fromState: State, to toState: State) {
    if limit == 0 { return }
    transitions.append(Transition(intent: intent, fromState: fromState, toState: toState))
    if let limit, transitions.count > limit { transitions.removeFirst(transitions.count - limit) }
  }
}

extension History.Transition: Sendable where State: Sendable, Intent: Sendable {}
extension History: Sendable where State: Sendable, Intent: Sendable {}
