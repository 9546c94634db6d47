/// What a debuggable MVI store remembers: each intent with the state it met and the state it
/// left, `(intent, fromState, toState)`.
///
/// Because states are values, a recorded state is a snapshot later intents cannot change, and
/// going back to it is an assignment (``ArticlesStore/revert(to:)``).
///
/// - Complexity: Recording is O(1) and copies no state: a recorded state shares its storage
///   with the store's. It costs memory instead — each kept state keeps alive the arrays the
///   reducer copied for it — which is why the app keeps a bounded history (``limit``).
public struct History: Sendable {
  /// One dispatched intent, between the state it met and the state the reducer returned.
  public struct Transition: Sendable {
    public let intent: ArticlesIntent
    public let fromState: ArticlesState
    public let toState: ArticlesState
  }

  /// How many transitions are kept at most, the oldest dropped first; `nil` keeps every one,
  /// 0 records nothing.
  public let limit: Int?
  /// The kept transitions; once a bounded history is full, a ring whose oldest is at
  /// ``oldest``, so that recording overwrites one slot instead of moving the others.
  private var ring: [Transition] = []
  private var oldest = 0

  /// An empty history keeping at most `limit` transitions.
  ///
  /// - Complexity: A bounded history takes its buffer at once, so recording never grows it.
  public init(limit: Int?) {
    self.limit = limit
    if let limit { ring.reserveCapacity(limit) }
  }

  /// How many transitions are kept.
  public var count: Int { ring.count }

  /// The transition at `index`, 0 being the oldest kept.
  public subscript(index: Int) -> Transition {
    ring[(oldest + index) % ring.count]
  }

  /// The kept transitions, oldest first.
  ///
  /// - Complexity: O(*count*): a new array once the ring has wrapped.
  public var transitions: [Transition] {
    oldest == 0 ? ring : Array(ring[oldest...] + ring[..<oldest])
  }

  /// Records that `intent` took the state from `fromState` to `toState`, dropping the oldest
  /// transition when the history is full.
  public mutating func record(
    _ intent: ArticlesIntent, from fromState: ArticlesState, to toState: ArticlesState
  ) {
    if limit == 0 { return }
    let transition = Transition(intent: intent, fromState: fromState, toState: toState)
    if let limit, ring.count == limit {
      ring[oldest] = transition
      oldest = (oldest + 1) % limit
    } else {
      ring.append(transition)
    }
  }
}
