/// How a ``TestStore`` asserts the changes of ``Shared`` values exhaustively.
///
/// A shared value is a reference: the state the test has asserted so far and the state the
/// reducer left hold the same one, so comparing them would compare the value with itself. The
/// tracker keeps, for each shared value a reducer changed, what the test has asserted of it and
/// the value after each step the test has not checked yet (`SharedRecord`); a check reads the
/// first on the expected side and the second on the actual side, as TCA's test store compares a
/// shared value's snapshot with its current value.
///
/// A value is watched from the first step that changes it: the test store runs its reducer with
/// the tracker as ``current``. Outside a test store nothing is recorded.
final class SharedChangeTracker: @unchecked Sendable {
  /// The tracker of the test store reducing now, or checking now.
  @TaskLocal static var current: SharedChangeTracker?

  /// How shared values read, and where they are written.
  enum Mode: Equatable {
    /// A reducer runs: the value itself.
    case live
    /// A test's assertion runs: what the test asserted, which its writes change.
    case expected
    /// The state after step `n`, as the reducer left it.
    case actual(Int)
    /// `expected == actual` after step `n`: the left side expected, the right side actual.
    case comparing(Int)
    /// `expected == asserted`: whether the assertion changed the value checked last.
    case assertion
  }

  var mode = Mode.live
  /// The number of the step reducing now: one per action the store reduces.
  var step = 0
  private var watched: [any SharedWatched] = []

  func watch(_ value: any SharedWatched) {
    watched.append(value)
  }

  /// Runs `body` with shared values read in `mode`.
  func reading<Result>(_ mode: Mode, _ body: () throws -> Result) rethrows -> Result {
    let outer = self.mode
    self.mode = mode
    defer { self.mode = outer }
    return try Self.$current.withValue(self) { try body() }
  }

  /// The test has checked the state after step `n`: what it asserts next starts from there.
  func settle(through step: Int) {
    for value in watched { value.settle(through: step) }
  }
}

/// A shared value a tracker watches.
protocol SharedWatched: AnyObject {
  func settle(through step: Int)
}

/// What a test store knows of one shared value.
struct SharedRecord<Value> {
  /// What the test has asserted of the value: the value at the last step checked, changed by
  /// the assertion running now.
  var asserted: Value
  /// The value at the last step checked.
  private(set) var checked: Value
  /// The value after each step not yet checked that changed it, in order.
  private var changes: [(step: Int, value: Value)] = []

  init(_ value: Value) {
    asserted = value
    checked = value
  }

  /// The value after step `n`.
  func value(asOf step: Int) -> Value {
    changes.last(where: { $0.step <= step })?.value ?? checked
  }

  /// A reducer wrote `value` during step `n`.
  mutating func wrote(_ value: Value, at step: Int) {
    if let last = changes.last, last.step == step {
      changes[changes.count - 1].value = value
    } else {
      changes.append((step, value))
    }
  }

  mutating func settle(through step: Int) {
    checked = value(asOf: step)
    asserted = checked
    changes.removeAll { $0.step <= step }
  }
}

/// Runs a test store's reducer with its tracker watching the shared values it changes.
struct SharedTracking<Base: Reducer>: Reducer {
  let base: Base
  let tracker: SharedChangeTracker

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    SharedChangeTracker.$current.withValue(tracker) {
      base.reduce(into: &state, action: action)
    }
  }
}
