/// A store for tests: every action sent, every action received and every state change must be
/// asserted — the way TCA users test a feature.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } reportFailure: { message, location in
///   Issue.record(…)
/// }
/// await store.send(.refreshPulled) { $0.isRefreshing = true }
/// await store.receive(.pageLoaded(page)) {
///   $0.isRefreshing = false
///   $0.rows = page.rows
/// }
/// await store.finish()
/// ```
///
/// Failures — a state that differs (shown as a line diff, `- expected` / `+ actual`), an
/// action received that was not asserted, an effect still running at the end — go to
/// `reportFailure`. The runtime does not import a test framework: a test target forwards the
/// hook to Swift Testing's `Issue.record`.
///
/// Driving effects: the synchronous `send`/`receive` first call `drain`, the test's way of
/// running every job it can (the workbench passes `{ loop.runUntilIdle() }` of its
/// deterministic loop, so effects run in a fixed order, on a virtual clock). The `async`
/// overloads instead give effects a bounded number of turns of the executor to deliver their
/// actions, as TCA's own test store does, for effects that answer without a harness.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable> {
  /// How strictly the store checks: everything (`.on`), or only what a test asserts (`.off`).
  public enum Exhaustivity: Sendable {
    case on, off
  }

  /// `.on` (the default): every state change, received action and running effect must be
  /// asserted. `.off`: unasserted changes and actions are accepted, skipped actions ignored,
  /// and an assertion is applied to the state the step left, so it checks only the values it
  /// names, as TCA's non-exhaustive test store does.
  public var exhaustivity = Exhaustivity.on
  /// The state as the test has asserted it so far.
  public private(set) var state: State

  let store: Store<State, Action>
  let reportFailure: @MainActor @Sendable (String, FailureLocation) -> Void
  let drain: () -> Void
  /// Actions effects sent, with the state after each and the step that reduced them, not yet
  /// asserted by ``receive(_:assert:fileID:filePath:line:column:)``.
  var received: [(action: Action, state: State, step: Int)] = []
  private var stateAfterSend: (state: State, step: Int)?
  /// What the test has asserted of the ``Shared`` values in the state.
  private let shared = SharedChangeTracker()
  private var isFinished = false

  /// A test store running `reducer` on `initialState`.
  ///
  /// - Parameters:
  ///   - withDependencies: the dependencies the test provides. Any other one a reducer or an
  ///     effect reads is a failure ("Unimplemented dependency …").
  ///   - reportFailure: where failures go, with the test line they point at.
  ///   - drain: runs pending effect jobs before each synchronous step; `{}` when effects run
  ///     on their own.
  public init<R: Reducer>(
    initialState: State, reducer: R,
    withDependencies: (inout DependencyValues) -> Void = { _ in },
    reportFailure: @escaping @MainActor @Sendable (String, FailureLocation) -> Void,
    drain: @escaping () -> Void = {}
  ) where R.State == State, R.Action == Action {
    self.state = initialState
    self.reportFailure = reportFailure
    self.drain = drain
    let failureHook: @Sendable (String, FailureLocation) -> Void = { message, location in
      MainActor.assumeIsolated { reportFailure(message, location) }
    }
    store = Store(
      initialState: initialState, reducer: SharedTracking(base: reducer, tracker: shared)
    ) { values in
      values.context = .test
      values.reportIssue = failureHook
      withDependencies(&values)
    }
    store.didReduce = { [weak self] action, fromEffect, state in
      guard let self else { return }
      let step = shared.step
      shared.step += 1
      if fromEffect {
        self.received.append((action, state, step))
      } else {
        self.stateAfterSend = (state, step)
      }
    }
  }

  /// A test store running the reducer `reducer` builds on `initialState`, as TCA writes it:
  /// `TestStore(initialState: Feature.State()) { Feature() } withDependencies: { … }`, with
  /// where failures go and how pending effects run (see the other initialiser).
  public convenience init<R: Reducer>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies: (inout DependencyValues) -> Void = { _ in },
    reportFailure: @escaping @MainActor @Sendable (String, FailureLocation) -> Void,
    drain: @escaping () -> Void = {}
  ) where R.State == State, R.Action == Action {
    self.init(
      initialState: initialState, reducer: reducer(), withDependencies: withDependencies,
      reportFailure: reportFailure, drain: drain)
  }

  isolated deinit {
    guard !isFinished, exhaustivity == .on else { return }
    checkNothingPending(at: nil)
  }

  /// Sends `action` as the user would, and asserts the state change: `assert` turns the state
  /// before into the expected state after.
  @discardableResult
  public func send(
    _ action: Action, assert: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> StoreTask {
    performSend(
      action, assert,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func performSend(
    _ action: Action, _ assert: ((inout State) throws -> Void)?, at location: FailureLocation
  ) -> StoreTask {
    drain()
    if !received.isEmpty {
      if exhaustivity == .on {
        fail(
          "Must handle \(received.count) received action(s) before sending an action: "
            + received.map { "\($0.action)" }.joined(separator: ", "), at: location)
      }
      accept(received.last!)
      received.removeAll()
    }
    stateAfterSend = nil
    let task = store.send(action)
    // An action the store only queued (sent while it reduced) changed nothing yet.
    let actual = stateAfterSend ?? (store.state, shared.step - 1)
    check(actual.state, step: actual.step, after: "send(\(action))", assert, at: location)
    drain()
    return task
  }

  /// Asserts that an effect sent `action` next, and the state change it made.
  ///
  /// In `.off` exhaustivity, actions received before it that the test does not mention are
  /// skipped.
  public func receive(
    _ action: Action, assert: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    performReceive(
      action, assert,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func performReceive(
    _ action: Action, _ assert: ((inout State) throws -> Void)?, at location: FailureLocation
  ) {
    drain()
    if exhaustivity == .off, let index = received.firstIndex(where: { $0.action == action }) {
      if index > 0 { accept(received[index - 1]) }
      received.removeFirst(index)
    }
    guard let next = received.first else {
      fail("Expected to receive \(action), but received no action.", at: location)
      return
    }
    received.removeFirst()
    guard next.action == action else {
      fail(
        "Received an unexpected action.\n"
          + StateDiff.diff(["\(action)"], ["\(next.action)"]), at: location)
      accept(next)
      return
    }
    check(next.state, step: next.step, after: "receive(\(action))", assert, at: location)
  }

  /// Runs what is left and checks, exhaustively, that no effect still runs and no received
  /// action went unasserted.
  public func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    performFinish(
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func performFinish(at location: FailureLocation) {
    drain()
    isFinished = true
    checkNothingPending(at: location)
  }

  /// The checks of ``finish(fileID:filePath:line:column:)`` without draining first: what a
  /// test asserts when it knows its effects are done, and what deinit runs.
  public func assertNoPendingEffects(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    checkNothingPending(
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Cancels every running effect: for long-living effects (a connection listener) that the
  /// test does not want to see end.
  public func skipInFlightEffects() {
    store.cancelAllEffects()
  }

  /// Forgets the received actions not yet asserted, taking the state after the last one.
  public func skipReceivedActions() {
    drain()
    if let last = received.last { accept(last) }
    received.removeAll()
  }

  // MARK: Checks

  private func checkNothingPending(at location: FailureLocation?) {
    let location =
      location ?? FailureLocation(fileID: "TestStore", filePath: #filePath, line: 0, column: 0)
    guard exhaustivity == .on else { return }
    if !received.isEmpty {
      fail(
        "The store received \(received.count) unexpected action(s): "
          + received.map { "\($0.action)" }.joined(separator: ", "), at: location)
    }
    if store.runningEffectCount > 0 {
      fail(
        "\(store.runningEffectCount) effect(s) still running at the end of the test. "
          + "Receive their actions, cancel them, or call skipInFlightEffects().", at: location)
    }
  }

  /// Takes the state after a step as asserted, unchecked: what the test skipped.
  private func accept(_ received: (action: Action, state: State, step: Int)) {
    state = received.state
    shared.settle(through: received.step)
  }

  /// Checks `actual`, the state after step `number`, against the asserted state changed by
  /// `assert`. Shared values are read on each side as the test asserted them and as the
  /// reducer left them at that step.
  private func check(
    _ actual: State, step number: Int, after step: String,
    _ assert: ((inout State) throws -> Void)?, at location: FailureLocation
  ) {
    defer {
      state = actual
      shared.settle(through: number)
    }
    var expected = state
    if exhaustivity == .off {
      // As TCA's non-exhaustive store: the assertion is applied to the state the step left,
      // so it checks what it names and nothing else.
      guard assert != nil else { return }
      expected = actual
      shared.settle(through: number)
    }
    do {
      try shared.reading(.expected) { try assert?(&expected) }
    } catch {
      fail("The assertion of \(step) threw: \(error)", at: location)
    }
    guard shared.reading(.comparing(number), { expected != actual }) else { return }
    let header =
      exhaustivity == .on
        && (assert == nil || shared.reading(.assertion, { expected == state }))
      ? "State was not expected to change, but a change occurred after \(step):"
      : "A state change does not match expectation after \(step):"
    let diff = StateDiff.diff(
      shared.reading(.expected) { StateDiff.dumped(expected) },
      shared.reading(.actual(number)) { StateDiff.dumped(actual) })
    fail(header + "\n" + diff, at: location)
  }

  func fail(_ message: String, at location: FailureLocation) {
    reportFailure(message, location)
  }
}
