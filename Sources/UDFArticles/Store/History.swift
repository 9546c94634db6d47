/// UDF's time-travel record, as the app can ship it: the actions a store reduced, and one
/// snapshot — the state at the oldest step kept — from which every kept step is replayed.
///
/// Step 0 is the initial state; step *n* is the state after the *n*-th action. The history does
/// not keep a state per step: it keeps the actions and the state at its oldest step, and gets
/// the state at any later step by replaying the pure reducer from there, its effects dropped.
/// Because the reducer is pure, the replay gives exactly the state the store had at that step.
///
/// ```swift
/// store.send(.list(.appeared))        // step 1
/// store.send(.list(.refreshPulled))   // step 2
/// store.revert(to: 1)                 // the snapshot, with `appeared` replayed on it
/// ```
///
/// Bounded by ``limit``: once it holds `limit` steps, recording an action folds the oldest kept
/// action into the snapshot (the reducer runs on the snapshot, in place) and drops it. With
/// ``Rows`` it is bounded by what the actions carry too: a page answer carries its page, and the
/// oldest actions are folded while the kept ones carry more rows than ``Rows/allowed`` lets
/// them — so a hundred kept answers of 100 000 rows each cannot hold a hundred lists.
///
/// - Complexity: Recording is O(1) plus, once the history is full, one reducer step on the
///   snapshot. Restoring step *k* replays the actions between the snapshot and *k*. Memory is
///   the snapshot — at most one more state, whose arrays are its own, so neither it nor the
///   store's state is shared and the reducer writes both in place — and the kept actions with
///   what they carry (a page answer carries its page).
public struct History<State, Action, Effect> {
  /// How many steps are kept at most, the snapshot's included; `nil` keeps every step, 0
  /// records nothing.
  public let limit: Int?
  /// The number of the oldest step kept: the snapshot's.
  public private(set) var firstStep = 0
  /// The state at ``firstStep``; `nil` when nothing is recorded.
  private var snapshot: State?
  /// The actions after the snapshot, a ring whose oldest is at `oldest` once the history is
  /// full, so that recording overwrites one slot instead of moving the others.
  private var ring: [Action] = []
  private var oldest = 0
  /// The store's reducer, which replays and folds the kept actions.
  private let reducer: Reducer<State, Action, Effect>
  /// The second bound, on the rows the kept actions carry; `nil` for none.
  private let rows: Rows?
  /// How many rows the kept actions carry, by ``Rows/carried``.
  private var carriedRows = 0

  /// How many rows an action carries, and how many the kept actions may carry in all.
  public struct Rows: Sendable {
    /// The rows `action` holds on to, such as the articles of a page answer.
    public var carried: @Sendable (Action) -> Int
    /// How many rows the kept actions may carry, given the snapshot.
    public var allowed: @Sendable (State) -> Int

    public init(
      carried: @escaping @Sendable (Action) -> Int, allowed: @escaping @Sendable (State) -> Int
    ) {
      self.carried = carried
      self.allowed = allowed
    }
  }

  /// A history that starts at `initialState` and keeps at most `limit` steps.
  ///
  /// - Parameters:
  ///   - initialState: Step 0, the first snapshot.
  ///   - reducer: The store's reducer: it must be pure, for a replay to give the state the
  ///     store had.
  ///   - limit: How many steps to keep at most; `nil` keeps all, 0 records nothing.
  ///   - rows: How many rows the kept actions may carry, for a bounded history; `nil` for no
  ///     bound but `limit`.
  public init(
    initialState: State, reducer: Reducer<State, Action, Effect>, limit: Int?,
    rows: Rows? = nil
  ) {
    precondition((limit ?? 0) >= 0, "a history keeps 0 steps or more")
    self.limit = limit
    self.reducer = reducer
    self.rows = limit == nil ? nil : rows
    snapshot = limit == 0 ? nil : initialState
    if let limit, limit > 1 { ring.reserveCapacity(limit - 1) }
  }

  /// The number of the newest step: one per action recorded.
  public var currentStep: Int { firstStep + ring.count }

  /// The numbers of the steps that can be restored, oldest first; empty when nothing is
  /// recorded.
  public var steps: Range<Int> {
    snapshot == nil ? currentStep..<currentStep : firstStep..<currentStep + 1
  }

  /// The actions kept, oldest first: the one at offset *i* led to step ``firstStep`` + *i* + 1.
  ///
  /// - Complexity: O(*count*): a new array once the ring has wrapped.
  public var actions: [Action] {
    oldest == 0 ? ring : Array(ring[oldest...] + ring[..<oldest])
  }

  /// The action that led to `step`, or `nil` for the snapshot's step and steps not kept.
  public func action(leadingTo step: Int) -> Action? {
    guard step > firstStep, step <= currentStep else { return nil }
    return ring[(oldest + step - firstStep - 1) % ring.count]
  }

  /// The state at `step`, replayed from the snapshot, or `nil` when the step is not kept.
  ///
  /// The replay runs the reducer only: the effects it returns are dropped, so nothing is
  /// requested, cancelled or scheduled again.
  ///
  /// - Complexity: O(*k*) reducer steps for the *k* actions between the snapshot and `step`;
  ///   the first write to each array of the replayed state copies it from the snapshot.
  public func state(at step: Int) -> State? {
    guard var state = snapshot, steps.contains(step) else { return nil }
    for offset in 0..<step - firstStep {
      _ = reducer.reduce(&state, ring[(oldest + offset) % ring.count])
    }
    return state
  }

  /// Records `action`, reduced by the store, as the next step; when the history is full, the
  /// oldest kept action is folded into the snapshot first.
  public mutating func record(_ action: Action) {
    guard snapshot != nil else {
      firstStep += 1
      return
    }
    guard let limit else { return ring.append(action) }
    if let rows { carriedRows += rows.carried(action) }
    if limit == 1 {
      return fold(action)
    } else if ring.count < limit - 1 {
      ring.append(action)
    } else {
      fold(ring[oldest])
      ring[oldest] = action
      oldest = (oldest + 1) % ring.count
    }
    guard let rows else { return }
    // The second bound: the oldest answers go into the snapshot until the rest fit.
    while !ring.isEmpty, carriedRows > rows.allowed(snapshot!) {
      var kept = actions
      fold(kept.removeFirst())
      kept.reserveCapacity(limit - 1)
      ring = kept
      oldest = 0
    }
  }

  /// Forgets every step after `step`, so that the next action is recorded as `step + 1`.
  ///
  /// Reverting does not keep a "redo" branch: the actions sent after a revert start a new
  /// history from the restored step, as a debugger's "drop frame" does.
  public mutating func discardSteps(after step: Int) {
    guard step >= firstStep, step < currentStep else { return }
    var kept = actions
    kept.removeLast(currentStep - step)
    if let limit, limit > 1 { kept.reserveCapacity(limit - 1) }
    ring = kept
    oldest = 0
    if let rows { carriedRows = kept.reduce(0) { $0 + rows.carried($1) } }
  }

  /// Moves the snapshot one step on: `action` reduced on it, in place, its effects dropped.
  private mutating func fold(_ action: Action) {
    _ = reducer.reduce(&snapshot!, action)
    firstStep += 1
    if let rows { carriedRows -= rows.carried(action) }
  }
}

extension History: Sendable where State: Sendable, Action: Sendable {}
