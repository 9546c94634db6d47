/// The single source of truth of one feature: it holds the state, reduces every action in
/// order, hands the effects to the runner and tells the screens to render.
///
/// Each action mutates the one state the store holds, in place:
/// `reduce(&state, action) -> [Effect]`. (The MVI chapter, `MVIArticles`, shows the other
/// shape, a reducer that returns a new state.)
///
/// The rules the store follows are the pattern's:
/// - **One direction.** Views send actions; only the reducer changes the state; screens render
///   from the state. Nothing writes to the state from outside.
/// - **One action at a time.** An action sent while another is being reduced or rendered (a
///   view that sends from a lifecycle callback during a render) waits in a queue, so every
///   action meets the state the previous one left.
/// - **Effects are descriptions.** The store never runs work itself; it passes the reducer's
///   effects to ``runEffects``, the effect runner, which sends results back as actions.
/// - **History.** The last actions are recorded with one snapshot (``History``); ``revert(to:)``
///   replays the reducer from the snapshot to a recorded step and renders it, without running
///   any effect again.
///
/// ```swift
/// let store = Store(initialState: ArticlesState(), reducer: ArticlesFeature.reducer)
/// store.runEffects = { effects in runner.run(effects) }
/// store.didChange = { state in screens.render(state) }
/// store.send(.list(.appeared))
/// ```
@MainActor
public final class Store<State, Action, Effect> {
  /// The state the screens render. Only ``send(_:)`` and ``revert(to:)`` change it.
  public private(set) var state: State
  /// The last actions reduced, and the state before the oldest of them: what time travel
  /// replays.
  public private(set) var history: History<State, Action, Effect>

  /// Runs the effects an action returned: the effect runner. Set by the composition root.
  public var runEffects: ([Effect]) -> Void = { _ in }
  /// Called before each action is reduced, with the state it meets; used for the trace.
  public var willReduce: (Action, State) -> Void = { _, _ in }
  /// Called after each state change (an action or a revert): the screens render here.
  public var didChange: (State) -> Void = { _ in }

  /// The feature's logic, applied in place.
  private let reducer: Reducer<State, Action, Effect>
  private var queue: [Action] = []
  private var isReducing = false
  /// Once stopped, the store ignores every action: the feature was left.
  public private(set) var isStopped = false

  /// The inout store: it starts at `initialState` and reduces each action in place with
  /// `reducer`.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first action; step 0 of the history.
  ///   - reducer: The feature's logic.
  ///   - historyLimit: How many steps the history keeps: by default
  ///     ``defaultHistoryLimit``; `nil` keeps every step, 0 records nothing.
  ///   - historyRows: How many rows the actions a bounded history keeps may carry; `nil` for no
  ///     bound but `historyLimit`.
  ///
  /// - Complexity: O(1) per action plus the reducer's work, in place: the history keeps no
  ///   state of its own step, so nothing shares the state's arrays. Once the history is full,
  ///   each action also runs the reducer once more, on the history's snapshot.
  public init(
    initialState: State, reducer: Reducer<State, Action, Effect>,
    historyLimit: Int? = defaultHistoryLimit,
    historyRows: History<State, Action, Effect>.Rows? = nil
  ) {
    self.state = initialState
    self.reducer = reducer
    self.history = History(
      initialState: initialState, reducer: reducer, limit: historyLimit, rows: historyRows)
  }

  /// How many steps a store's history keeps unless told otherwise: enough for a debugging
  /// session to step back through, and bounded, so that a long session holds one snapshot and
  /// a hundred actions rather than a state per action.
  public nonisolated static var defaultHistoryLimit: Int { 100 }

  /// Reduces `action`, runs its effects, then lets the screens render.
  public func send(_ action: Action) {
    guard !isStopped else { return }
    queue.append(action)
    // Rule: one action at a time. A send from inside a render is queued, not nested.
    guard !isReducing else { return }
    drainQueue()
  }

  /// Time travel: restores the state at `step`, replayed from the history's snapshot, and
  /// renders it.
  ///
  /// Effects are not run again and running ones are not cancelled: an answer that arrives
  /// later meets the restored state and its revision guard like any other action. The steps
  /// after `step` are forgotten.
  ///
  /// - Returns: `false` when the step is not in the history (dropped, or never recorded).
  @discardableResult
  public func revert(to step: Int) -> Bool {
    guard !isStopped, !isReducing, let restored = history.state(at: step) else { return false }
    isReducing = true
    state = restored
    history.discardSteps(after: step)
    didChange(state)
    isReducing = false
    // What the restored screens sent while rendering (a page pushed again appears) runs now.
    drainQueue()
    return true
  }

  /// Reduces the queued actions in order until none is left.
  private func drainQueue() {
    isReducing = true
    defer { isReducing = false }
    while !queue.isEmpty, !isStopped {
      let action = queue.removeFirst()
      willReduce(action, state)
      let effects = reducer.reduce(&state, action)
      history.record(action)
      runEffects(effects)
      didChange(state)
    }
  }

  /// Stops the store for good: queued and later actions are ignored, nothing renders again.
  public func stop() {
    isStopped = true
    queue.removeAll()
  }
}
