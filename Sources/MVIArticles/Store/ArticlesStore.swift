import ArticleDomain

/// The store of the Articles feature: it holds the state, hands the pages' intents and its side
/// effects' results to the reducer, publishes each new state and starts each intent's side
/// effects itself.
///
/// `dispatch(_:)` is MVI's whole loop, in the order the write-ups give it:
///
/// ```text
/// pages ──intent──> dispatch ──┐
///                              ├──> execute ──reduce(state, message)──> new state
/// Task ───result──> report ────┘       ├──decisions ──reduce(state, .started…)──> render(state)
///                                      └──the work decided, and the rest──> Task
/// ```
///
/// The rules it follows:
/// - **Only the reducer computes state.** The store assigns what `AppReducer` returns; it
///   never writes a field itself.
/// - **Intents in, results back.** The pages and the app dispatch intents (``AppIntent``); the
///   executor and the side effects report results (`report(_:)`). Both are reduced, one
///   message at a time, in the order they arrive.
/// - **Old states live on, cheaply.** `state = reduce(state, message)`: the reducer returns a
///   new state and the old one lives on where it is held (the page that rendered it, the
///   history). The rows are a persistent list (``LoadedArticles``), so a new state shares them
///   with the old one, and a page appended copies none of them.
/// - **One message at a time.** An intent dispatched while another is handled — a page that
///   appears during a render dispatches `appeared` — waits in a queue, as a result does, so
///   every message meets the state the previous one left.
/// - **The executor decides, the reducer applies.** What a message starts is decided where the
///   message is handled (`ArticlesStore+Executor.swift`), by pure rules; each decision is a
///   message the reducer applies (``apply(_:)``) before the state is published, and the side
///   effects it starts report back only as results.
/// - **Debuggable.** Each message is recorded (``history``): the transitions
///   `(message, fromState, toState)` are replayed from one snapshot with the pure reducer, and
///   ``revert(to:)`` puts the state after one of them back on screen.
///
/// - **One state for every window.** The state is an ``AppState``: the account's facts once,
///   each window's pages apart. An intent says its window (``AppIntent/scene(_:_:)``), and its
///   side effects are that window's, cancelled when it closes; a favorite's save is the
///   account's, and its answer comes back as the account's result.
///
/// ```swift
/// let store = ArticlesStore(environment: environment, historyLimit: 20)
/// store.stateDidChange = { state in pages.render(state.scene(.first)) }
/// store.dispatch(.scene(.first, .list(.appeared)))
/// ```
@MainActor
final class ArticlesStore {
  /// The state the pages render. Only ``dispatch(_:)`` and ``revert(to:)`` change it.
  private(set) var state: AppState
  /// The last messages handled and the state the oldest met: each transition
  /// `(message, fromState, toState)`, replayed.
  private(set) var history: History
  /// Called with every new state (a message's, or a reverted one): the pages render here.
  var stateDidChange: (AppState) -> Void = { _ in }

  let environment: ArticleEnvironment
  /// The side effects running now, by kind: what starting work of the same kind cancels.
  var running: [SideEffect.Key: RunningSideEffect] = [:]
  var nextToken = 0
  /// The first token whose work may still report: work started before the last revert
  /// answered a state that is gone, and its revision may be handed out again.
  private(set) var firstReportingToken = 0

  private var queue: [AppMessage] = []
  private var isDispatching = false
  /// Once stopped, the store ignores every intent and result: the feature was left.
  private(set) var isStopped = false

  /// A store at `initialState`, on `environment`'s ports and clock.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first message.
  ///   - historyLimit: How many transitions ``history`` keeps; `nil` keeps all, 0 records none.
  init(
    environment: ArticleEnvironment, initialState: AppState = AppState(),
    historyLimit: Int?
  ) {
    self.environment = environment
    self.state = initialState
    self.history = History(initialState: initialState, limit: historyLimit)
  }

  /// Reduces `intent`, publishes the new state, then starts the intent's side effects.
  func dispatch(_ intent: AppIntent) {
    handle(.intent(intent))
  }

  /// Reduces `result`, which a side effect reported (or the executor, for what it read of the
  /// world), publishes the new state, then starts what the result asks for.
  func report(_ result: AppResult) {
    handle(.result(result))
  }

  private func handle(_ message: AppMessage) {
    guard !isStopped else { return }
    queue.append(message)
    // One message at a time: one that arrives during a render or a side effect is queued.
    guard !isDispatching else { return }
    handleQueuedMessages()
  }

  /// Time travel: puts the state recorded after the transition at `index` (oldest kept first)
  /// back on screen.
  ///
  /// The state is replayed from the history's snapshot by the reducer alone: no side effect is
  /// handled again and nothing running is cancelled, but no request started before the revert
  /// reports any more. The restored state hands out the revisions it handed out after it
  /// again, so an answer of such a request could pass for one of the next; a request the
  /// restored state holds is shown loading until a later message replaces it. Time travel is
  /// for looking at a past state.
  /// The transitions after `index` are forgotten, so the next message is recorded from the
  /// restored state.
  ///
  /// A message and the executor's decisions after it (a request started, what the login gate
  /// let through) are rendered once, as one: the state after the message alone was never on
  /// screen, and the rules would start nothing from it again (a list that appeared and asks
  /// for nothing). A revert to such a message restores the state after its decisions.
  ///
  /// - Returns: `false` when no transition is kept at `index`, or while a message is handled.
  @discardableResult
  func revert(to index: Int) -> Bool {
    guard !isStopped, !isDispatching, (0..<history.count).contains(index) else { return false }
    let messages = history.messages
    var index = index
    while index + 1 < messages.count, messages[index + 1].isDecision { index += 1 }
    state = history[index].toState
    history.discardTransitions(after: index)
    firstReportingToken = nextToken + 1
    // What the restored pages dispatch while rendering (a page pushed again appears) waits
    // for the render to end, as during a dispatch.
    isDispatching = true
    stateDidChange(state)
    isDispatching = false
    handleQueuedMessages()
    return true
  }

  /// The loop of MVI, one message at a time: the executor reduces it, and starts its side
  /// effects.
  private func handleQueuedMessages() {
    isDispatching = true
    defer { isDispatching = false }
    while !queue.isEmpty, !isStopped {
      let message = queue.removeFirst()
      environment.trace.record(.action, message.description)
      environment.debugLog.write(ActionName.of(message))
      execute(message)
    }
  }

  /// Reduces `message`, records it and publishes the new state.
  ///
  /// - Complexity: O(1) plus what the message changes (O(m log n) for a page of m rows), and
  ///   the history's fold of its oldest message when it is full.
  func reduce(_ message: AppMessage) {
    apply(message)
    stateDidChange(state)
  }

  /// Reduces `message` and records it, without publishing: the executor applies the messages
  /// it decides on (a request it started) this way, so that the pages render once, the state
  /// the handled message and its decisions leave.
  ///
  /// - Complexity: as ``reduce(_:)``.
  func apply(_ message: AppMessage) {
    state = AppReducer.reduce(state: state, message: message)
    history.record(message)
  }

  /// Stops the store for good: queued and later messages are ignored, nothing renders again,
  /// and every side effect still running is cancelled.
  func stop() {
    isStopped = true
    queue.removeAll()
    cancelAllSideEffects()
  }
}
