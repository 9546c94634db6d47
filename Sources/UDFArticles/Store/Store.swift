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
/// - **History.** Every action and the state after it are recorded; ``revert(to:)`` restores a
///   recorded state and renders it, without running any effect again.
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
  /// Every action reduced so far and the state after it.
  public private(set) var history: History<State, Action>

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
  ///   - historyLimit: How many steps the history keeps; `nil` keeps all, 0 records nothing.
  ///
  /// - Complexity: O(1) per action plus the reducer's work: an array the state holds is copied
  ///   only when a recorded history step still shares it.
  public init(
    initialState: State, reducer: Reducer<State, Action, Effect>, historyLimit: Int? = nil
  ) {
    self.state = initialState
    self.reducer = reducer
    self.history = History(initialState: initialState, limit: historyLimit)
  }

  /// Reduces `action`, runs its effects, then lets the screens render.
  public func send(_ action: Action) {
    guard !isStopped else { return }
    queue.append(action)
    // Rule: one action at a time. A send from inside a render is queued, not nested.
    guard !isReducing else { return }
    drainQueue()
  }

  /// Time travel: restores the state recorded at `step` and renders it.
  ///
  /// Effects are not run again and running ones are not cancelled: an answer that arrives
  /// later meets the restored state and its revision guard like any other action. The steps
  /// after `step` are forgotten.
  ///
  /// - Returns: `false` when the step is not in the history (dropped, or never recorded).
  @discardableResult
  public func revert(to step: Int) -> Bool {
    guard !isStopped, !isReducing, let recorded = history.step(step) else { return false }
    isReducing = true
    state = recorded.state
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
      history.record(action, resultingIn: state)
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
