public import ArticleDomain

/// The store of the Articles feature: it holds the state, dispatches intents to the reducer,
/// publishes each new state and handles the intent's side effects itself.
///
/// `dispatch(_:)` is MVI's whole loop, in the order the write-ups give it:
///
/// ```text
/// view ──intent──> dispatch ──reduce(state, intent)──> new state ──publish──> view.render
///                     └──handleSideEffect(intent)──> Task ──result, as an intent──┘
/// ```
///
/// The rules it follows:
/// - **Only the reducer computes state.** The store assigns what ``ArticlesReducer`` returns;
///   it never writes a field itself.
/// - **One intent at a time.** An intent dispatched while another is handled — a page that
///   appears during a render dispatches `appeared` — waits in a queue, so every intent meets
///   the state the previous one left.
/// - **Side effects live in the store** (`ArticlesStore+SideEffects.swift`) and report back
///   only as intents.
/// - **Debuggable.** Each intent is recorded (``history``): the transitions
///   `(intent, fromState, toState)` are replayed from one snapshot with the pure reducer, and
///   ``revert(to:)`` puts the state after one of them back on screen.
///
/// - **One state for every window.** The state is an ``AppState``: the account's facts once,
///   each window's pages apart. An intent says its window (``AppIntent/scene(_:_:)``), and its
///   side effects are that window's, cancelled when it closes; a favorite's save is the
///   account's, and its answer comes back as ``AppIntent/account(_:)``.
///
/// ```swift
/// let store = ArticlesStore(environment: environment, historyLimit: 20)
/// store.stateDidChange = { state in pages.render(state.scene(.first)) }
/// store.dispatch(.scene(.first, .list(.appeared)))
/// ```
@MainActor
public final class ArticlesStore {
  /// The state the pages render. Only ``dispatch(_:)`` and ``revert(to:)`` change it.
  public private(set) var state: AppState
  /// The last intents dispatched and the state the oldest met: each transition
  /// `(intent, fromState, toState)`, replayed.
  public private(set) var history: History
  /// Called with every new state (an intent's, or a reverted one): the pages render here.
  public var stateDidChange: (AppState) -> Void = { _ in }

  let environment: ArticleEnvironment
  /// The side effects running now, by kind: what ``handleSideEffect(_:from:)`` cancels
  /// before it starts work of the same kind.
  var running: [SideEffect.Key: RunningSideEffect] = [:]
  var nextToken = 0
  /// The windows that launched: before, a window's pages are being prepared and nobody sees them.
  var launched: Set<SceneID> = []

  private var queue: [AppIntent] = []
  private var isDispatching = false
  /// Once stopped, the store ignores every intent: the feature was left.
  public private(set) var isStopped = false

  /// A store at `initialState`, on `environment`'s ports and clock.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first intent.
  ///   - historyLimit: How many transitions ``history`` keeps; `nil` keeps all, 0 records none.
  public init(
    environment: ArticleEnvironment, initialState: AppState = AppState(),
    historyLimit: Int?
  ) {
    self.environment = environment
    self.state = initialState
    self.history = History(initialState: initialState, limit: historyLimit)
  }

  /// Reduces `intent`, publishes the new state, then handles the intent's side effects.
  public func dispatch(_ intent: AppIntent) {
    guard !isStopped else { return }
    queue.append(intent)
    // One intent at a time: a dispatch from inside a render or a side effect is queued.
    guard !isDispatching else { return }
    handleQueuedIntents()
  }

  /// Time travel: puts the state recorded after the transition at `index` (oldest kept first)
  /// back on screen.
  ///
  /// The state is replayed from the history's snapshot by the reducer alone: no side effect is
  /// handled again and nothing running is cancelled; a side effect still in flight reports to
  /// the restored state, whose revisions decide whether its result still counts. The
  /// transitions after `index` are forgotten, so the next intent is recorded from the
  /// restored state.
  ///
  /// - Returns: `false` when no transition is kept at `index`, or while an intent is handled.
  @discardableResult
  public func revert(to index: Int) -> Bool {
    guard !isStopped, !isDispatching, (0..<history.count).contains(index) else { return false }
    state = history[index].toState
    history.discardTransitions(after: index)
    // What the restored pages dispatch while rendering (a page pushed again appears) waits
    // for the render to end, as during a dispatch.
    isDispatching = true
    stateDidChange(state)
    isDispatching = false
    handleQueuedIntents()
    return true
  }

  /// The loop of MVI, one intent at a time: reduce, record, publish, then the side effects.
  private func handleQueuedIntents() {
    isDispatching = true
    defer { isDispatching = false }
    while !queue.isEmpty, !isStopped {
      let intent = queue.removeFirst()
      environment.trace.record(.action, intent.description)
      environment.debugLog.write(ActionName.of(intent))
      let fromState = state
      let toState = AppReducer.reduce(state: fromState, intent: intent)
      history.record(intent)
      state = toState
      stateDidChange(toState)
      handleSideEffect(intent, from: fromState)
    }
  }

  /// Stops the store for good: queued and later intents are ignored, nothing renders again,
  /// and every side effect still running is cancelled.
  public func stop() {
    isStopped = true
    queue.removeAll()
    cancelAllSideEffects()
  }
}
