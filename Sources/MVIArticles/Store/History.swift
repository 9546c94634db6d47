import ArticleDomain

/// What a debuggable MVI store remembers: each intent with the state it met and the state it
/// left, `(intent, fromState, toState)` — kept as the intents and one snapshot.
///
/// The history does not keep two states per intent. It keeps the intents, oldest first, and
/// the state the oldest one met; every transition is replayed from there with the pure reducer
/// (``AppReducer/reduce(state:intent:)``), which gives the same states the store had,
/// because the same state and intent always give the same new state. A replay handles no side
/// effect: nothing is requested, cancelled or scheduled again.
///
/// ```swift
/// store.history[0]             // (intent, fromState, toState), replayed
/// store.revert(to: 0)          // the state after the oldest kept intent, on screen again
/// ```
///
/// - Complexity: Recording is O(1) plus, once the history holds ``limit`` intents, one reducer
///   step that folds the oldest intent into the snapshot. Transition *i* replays *i* + 1
///   intents; ``transitions`` replays each once. Memory is one more state (the snapshot) and
///   the intents with what they carry (a page answer carries its page) — not a copy of the
///   list per intent, as keeping `fromState` and `toState` would.
public struct History: Sendable {
  /// One dispatched intent, between the state it met and the state the reducer returned.
  public struct Transition: Sendable {
    public let intent: AppIntent
    public let fromState: AppState
    public let toState: AppState
  }

  /// How many transitions are kept at most, the oldest folded into the snapshot first; `nil`
  /// keeps every one, 0 records nothing.
  public let limit: Int?
  /// The state the oldest kept intent met; `nil` when nothing is recorded.
  private var snapshot: AppState?
  /// The kept intents; once a bounded history is full, a ring whose oldest is at `oldest`, so
  /// that recording overwrites one slot instead of moving the others.
  private var ring: [AppIntent] = []
  private var oldest = 0
  /// How many articles the kept intents carry (page answers, search results, the cache).
  private var carriedRows = 0

  /// An empty history that starts at `initialState` and keeps at most `limit` transitions.
  ///
  /// - Complexity: A bounded history takes its buffer at once, so recording never grows it.
  public init(initialState: AppState, limit: Int?) {
    precondition((limit ?? 0) >= 0, "a history keeps 0 transitions or more")
    self.limit = limit
    snapshot = limit == 0 ? nil : initialState
    if let limit { ring.reserveCapacity(limit) }
  }

  /// How many transitions are kept.
  public var count: Int { ring.count }

  /// The kept intents, oldest first.
  ///
  /// - Complexity: O(*count*): a new array once the ring has wrapped.
  public var intents: [AppIntent] {
    oldest == 0 ? ring : Array(ring[oldest...] + ring[..<oldest])
  }

  /// The transition at `index`, 0 being the oldest kept, replayed from the snapshot.
  ///
  /// - Complexity: O(`index`) reducer steps.
  public subscript(index: Int) -> Transition {
    precondition((0..<count).contains(index), "no transition \(index) is kept")
    var state = snapshot!
    for offset in 0..<index { state = AppReducer.reduce(state: state, intent: intent(offset)) }
    let intent = intent(index)
    let toState = AppReducer.reduce(state: state, intent: intent)
    return Transition(intent: intent, fromState: state, toState: toState)
  }

  /// The kept transitions, oldest first, replayed once from the snapshot.
  ///
  /// - Complexity: O(*count*) reducer steps.
  public var transitions: [Transition] {
    guard var state = snapshot else { return [] }
    return intents.map { intent in
      let fromState = state
      state = AppReducer.reduce(state: fromState, intent: intent)
      return Transition(intent: intent, fromState: fromState, toState: state)
    }
  }

  /// Records `intent`, dispatched to the store, as the newest transition; when the history is
  /// full, the oldest intent is folded into the snapshot first.
  ///
  /// A bounded history is bounded by what its intents carry too: while the kept intents carry
  /// more articles than the snapshot's list holds (and at least a thousand), the oldest are
  /// folded into the snapshot — so a hundred kept refreshes of 100 000 rows cannot hold a
  /// hundred lists.
  public mutating func record(_ intent: AppIntent) {
    guard snapshot != nil else { return }
    guard let limit else { return ring.append(intent) }
    carriedRows += intent.carriedRows
    if ring.count < limit {
      ring.append(intent)
    } else {
      fold(ring[oldest])
      ring[oldest] = intent
      oldest = (oldest + 1) % limit
    }
    while !ring.isEmpty,
      carriedRows > max(1_000, snapshot!.scenes.values.reduce(0) { $0 + $1.list.articles.count })
    {
      var kept = intents
      fold(kept.removeFirst())
      kept.reserveCapacity(limit)
      ring = kept
      oldest = 0
    }
  }

  /// Moves the snapshot past `intent`: the reducer returns the snapshot's next value, and the
  /// one it met is released with it.
  private mutating func fold(_ intent: AppIntent) {
    snapshot = AppReducer.reduce(state: snapshot.take()!, intent: intent)
    carriedRows -= intent.carriedRows
  }

  /// Forgets the transitions after `index`: the next intent is recorded from the state after
  /// transition `index`, which is what a revert puts on screen.
  public mutating func discardTransitions(after index: Int) {
    guard index >= 0, index < count - 1 else { return }
    var kept = intents
    kept.removeLast(count - 1 - index)
    if let limit { kept.reserveCapacity(limit) }
    ring = kept
    oldest = 0
    carriedRows = kept.reduce(0) { $0 + $1.carriedRows }
  }

  private func intent(_ offset: Int) -> AppIntent {
    ring[(oldest + offset) % ring.count]
  }
}

extension ArticlesIntent {
  /// How many articles the intent carries: a page, search results or the device's cache.
  var carriedRows: Int {
    switch self {
    case .list(.pageLoaded(_, .success(let page), _)): page.articles.count
    case .search(.answered(_, .success(let page), _)): page.articles.count
    case .offline(.cacheLoaded(let articles)): articles.count
    default: 0
    }
  }
}
