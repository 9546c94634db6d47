/// Every action a store reduced and the state after it: UDF's time-travel record.
///
/// Step 0 is the initial state; step *n* is the state after the *n*-th action. Because the
/// state is a value, a step is a snapshot that later actions cannot change, and restoring it is
/// an assignment.
///
/// ```swift
/// store.send(.list(.appeared))        // step 1
/// store.send(.list(.refreshPulled))   // step 2
/// store.revert(to: 1)                 // the state after `appeared`, rendered again
/// ```
///
/// - Complexity: Recording is O(1), but a recorded step shares the state's storage with the
///   store, so the next in-place write to an array of the state copies it: with history on, the
///   inout store pays one copy per changing action, as a returning (MVI) reducer does. A `limit`
///   of 0 turns recording off, which is how the state-copy benchmark measures the bare reducer path.
public struct History<State, Action> {
  /// One recorded step: the action reduced (`nil` for the initial state) and the state after it.
  public struct Step {
    /// The step's number: 0 for the initial state, then one per action.
    public let number: Int
    public let action: Action?
    public let state: State
  }

  /// The steps still kept, oldest first.
  public private(set) var steps: [Step]
  /// How many steps are kept at most; the oldest are dropped first. `nil` keeps every step.
  public let limit: Int?

  /// A history that starts at `initialState`, keeping at most `limit` steps.
  public init(initialState: State, limit: Int? = nil) {
    self.limit = limit
    self.steps = []
    append(Step(number: 0, action: nil, state: initialState))
  }

  /// The number of the newest step.
  public var currentStep: Int { steps.last?.number ?? 0 }

  /// The step numbered `number`, or `nil` when it was dropped or never recorded.
  public func step(_ number: Int) -> Step? {
    guard let first = steps.first?.number, number >= first, number - first < steps.count else {
      return nil
    }
    return steps[number - first]
  }

  /// Records `action` and the state it led to as the next step.
  public mutating func record(_ action: Action, resultingIn state: State) {
    append(Step(number: currentStep + 1, action: action, state: state))
  }

  /// Forgets every step after `number`, so that the next action is recorded as `number + 1`.
  ///
  /// Reverting does not keep a "redo" branch: the actions sent after a revert start a new
  /// history from the restored step, as a debugger's "drop frame" does.
  public mutating func discardSteps(after number: Int) {
    steps.removeAll { $0.number > number }
  }

  private mutating func append(_ step: Step) {
    if limit == 0 { return }
    steps.append(step)
    if let limit, steps.count > limit { steps.removeFirst(steps.count - limit) }
  }
}

extension History.Step: Sendable where State: Sendable, Action: Sendable {}
extension History: Sendable where State: Sendable, Action: Sendable {}
