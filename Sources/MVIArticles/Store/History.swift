import ArticleDomain

/// What a debuggable MVI store remembers: each message — an intent or a result — with the state
/// it met and the state it left, `(message, fromState, toState)`, kept as the messages and one
/// snapshot.
///
/// The history does not keep two states per message. It keeps the messages, oldest first, and
/// the state the oldest one met; every transition is replayed from there with the pure reducer
/// (`AppReducer.reduce(state:message:)`), which gives the same states the store had, because
/// the same state and message always give the same new state. A replay handles no side
/// effect: nothing is requested, cancelled or scheduled again.
///
/// ```swift
/// store.history[0]             // (message, fromState, toState), replayed
/// store.revert(to: 0)          // the state after the oldest kept message, on screen again
/// ```
///
/// - Complexity: Recording is O(1) plus, once the history holds ``limit`` messages, one reducer
///   step that folds the oldest message into the snapshot. Transition *i* replays *i* + 1
///   messages; ``transitions`` replays each once. Memory is one more state (the snapshot) and
///   the messages with what they carry (a page answer carries its page) — not a copy of the
///   list per message, as keeping `fromState` and `toState` would.
struct History: Sendable {
  /// One message the store handled, between the state it met and the state the reducer
  /// returned.
  struct Transition: Sendable {
    /// What the store handled: a user's intent, or a side effect's result.
    let message: AppMessage
    let fromState: AppState
    let toState: AppState
  }

  /// How many transitions are kept at most, the oldest folded into the snapshot first; `nil`
  /// keeps every one, 0 records nothing.
  let limit: Int?
  /// The state the oldest kept message met; `nil` when nothing is recorded.
  private var snapshot: AppState?
  /// The kept messages; once a bounded history is full, a ring whose oldest is at `oldest`, so
  /// that recording overwrites one slot instead of moving the others.
  private var ring: [AppMessage] = []
  private var oldest = 0
  /// How many articles the kept messages carry (page answers, search results, the cache).
  private var carriedRows = 0

  /// An empty history that starts at `initialState` and keeps at most `limit` transitions.
  ///
  /// - Complexity: A bounded history takes its buffer at once, so recording never grows it.
  init(initialState: AppState, limit: Int?) {
    precondition((limit ?? 0) >= 0, "a history keeps 0 transitions or more")
    self.limit = limit
    snapshot = limit == 0 ? nil : initialState
    if let limit { ring.reserveCapacity(limit) }
  }

  /// How many transitions are kept.
  var count: Int { ring.count }

  /// The kept messages, oldest first.
  ///
  /// - Complexity: O(*count*): a new array once the ring has wrapped.
  var messages: [AppMessage] {
    oldest == 0 ? ring : Array(ring[oldest...] + ring[..<oldest])
  }

  /// The transition at `index`, 0 being the oldest kept, replayed from the snapshot.
  ///
  /// - Complexity: O(`index`) reducer steps.
  subscript(index: Int) -> Transition {
    precondition((0..<count).contains(index), "no transition \(index) is kept")
    var state = snapshot!
    for offset in 0..<index { state = AppReducer.reduce(state: state, message: message(offset)) }
    let message = message(index)
    let toState = AppReducer.reduce(state: state, message: message)
    return Transition(message: message, fromState: state, toState: toState)
  }

  /// The kept transitions, oldest first, replayed once from the snapshot.
  ///
  /// - Complexity: O(*count*) reducer steps.
  var transitions: [Transition] {
    guard var state = snapshot else { return [] }
    return messages.map { message in
      let fromState = state
      state = AppReducer.reduce(state: fromState, message: message)
      return Transition(message: message, fromState: fromState, toState: state)
    }
  }

  /// Records `message`, handled by the store, as the newest transition; when the history is
  /// full, the oldest message is folded into the snapshot first.
  ///
  /// A bounded history is bounded by what its messages carry too: while the kept messages carry
  /// more articles than the snapshot's list holds (and at least a thousand), the oldest are
  /// folded into the snapshot — so a hundred kept refreshes of 100 000 rows cannot hold a
  /// hundred lists.
  mutating func record(_ message: AppMessage) {
    guard snapshot != nil else { return }
    guard let limit else { return ring.append(message) }
    carriedRows += message.carriedRows
    if ring.count < limit {
      ring.append(message)
    } else {
      fold(ring[oldest])
      ring[oldest] = message
      oldest = (oldest + 1) % limit
    }
    // The oldest are folded one by one and the ring is rebuilt once, whatever number went: a
    // request the executor started is a message of its own before its answer.
    var folded = 0
    while folded < ring.count,
      carriedRows > max(1_000, snapshot!.scenes.values.reduce(0) { $0 + $1.list.articles.count })
    {
      fold(self.message(folded))
      folded += 1
    }
    guard folded > 0 else { return }
    var kept = Array(messages.dropFirst(folded))
    kept.reserveCapacity(limit)
    ring = kept
    oldest = 0
  }

  /// Moves the snapshot past `message`: the reducer returns the snapshot's next value, and the
  /// one it met is released with it.
  private mutating func fold(_ message: AppMessage) {
    snapshot = AppReducer.reduce(state: snapshot!, message: message)
    carriedRows -= message.carriedRows
  }

  /// Forgets the transitions after `index`: the next message is recorded from the state after
  /// transition `index`, which is what a revert puts on screen.
  mutating func discardTransitions(after index: Int) {
    guard index >= 0, index < count - 1 else { return }
    var kept = messages
    kept.removeLast(count - 1 - index)
    if let limit { kept.reserveCapacity(limit) }
    ring = kept
    oldest = 0
    carriedRows = kept.reduce(0) { $0 + $1.carriedRows }
  }

  private func message(_ offset: Int) -> AppMessage {
    ring[(oldest + offset) % ring.count]
  }
}
