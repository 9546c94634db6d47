/// The MVI flavour of the store: every intent replaces the state with a new value,
/// `state = reduce(state, intent)`.
///
/// It runs the same feature logic as ``Store`` (its ``MVIReducer`` is derived from the same
/// inout ``Reducer``), renders the same screens and drives the same effect runner; only the way
/// a state change is made differs. The composition roots ``UDFArticlesApp`` and
/// ``MVIArticlesApp`` differ in the store they build, and nothing else.
///
/// Side effects leave the reducer through the side-effect channel and are run once the new state
/// is in place, never from inside the reducer.
///
/// ```swift
/// let store = MVIStore(initialState: ArticlesState(), reducer: MVIReducer(ArticlesFeature.reducer))
/// store.send(.list(.refreshPulled))
/// ```
@MainActor
public final class MVIStore<State, Intent, SideEffect> {
  /// The current state: a value replaced, never mutated, by each intent.
  public private(set) var state: State
  /// Every intent reduced so far and the state after it.
  public private(set) var history: History<State, Intent>

  /// Runs the side effects an intent posted: the effect runner.
  public var runEffects: ([SideEffect]) -> Void = { _ in }
  /// Called before each intent is reduced, with the state it meets; used for the trace.
  public var willReduce: (Intent, State) -> Void = { _, _ in }
  /// Called after each new state (an intent or a revert): the screens render here.
  public var didChange: (State) -> Void = { _ in }

  private let reducer: MVIReducer<State, Intent, SideEffect>
  private var queue: [Intent] = []
  private var isReducing = false
  /// Once stopped, the store ignores every intent.
  public private(set) var isStopped = false

  /// A store that starts at `initialState` and reduces with `reducer`.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first intent; step 0 of the history.
  ///   - reducer: The feature's logic in MVI form.
  ///   - historyLimit: How many steps the history keeps; `nil` keeps all, 0 records nothing.
  public init(
    initialState: State, reducer: MVIReducer<State, Intent, SideEffect>, historyLimit: Int? = nil
  ) {
    self.state = initialState
    self.reducer = reducer
    self.history = History(initialState: initialState, limit: historyLimit)
  }

  /// Reduces `intent` to a new state, runs the posted side effects, then lets the screens render.
  ///
  /// - Complexity: O(n) for an intent that changes an array of n elements: the reducer copies
  ///   the state it was given before changing it, while the store still holds the old one.
  public func send(_ intent: Intent) {
    guard !isStopped else { return }
    queue.append(intent)
    // One intent at a time, as in the inout store: an intent sent during a render waits.
    guard !isReducing else { return }
    drainQueue()
  }

  /// Time travel: restores the state recorded at `step` and renders it; no side effect runs
  /// again. The steps after `step` are forgotten.
  ///
  /// - Returns: `false` when the step is not in the history.
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

  /// Reduces the queued intents in order until none is left.
  private func drainQueue() {
    isReducing = true
    defer { isReducing = false }
    while !queue.isEmpty, !isStopped {
      let intent = queue.removeFirst()
      willReduce(intent, state)
      var sideEffects: [SideEffect] = []
      state = reducer.reduce(state, intent) { sideEffects.append($0) }
      history.record(intent, resultingIn: state)
      runEffects(sideEffects)
      didChange(state)
    }
  }

  /// Stops the store for good: queued and later intents are ignored, nothing renders again.
  public func stop() {
    isStopped = true
    queue.removeAll()
  }
}
