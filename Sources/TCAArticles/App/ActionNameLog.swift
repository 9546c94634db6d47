public import ArticleDomain
public import ComposableRuntime

extension Reducer {
  /// This reducer, with each action it reduces written to `log` by its case names and none of
  /// its values (`scenes.element.list.search.textChanged`), as the debug log's allow-list asks.
  ///
  /// The app's own logging reducer, wrapped around its root as a TCA app writes one for a log it
  /// ships: TCA's `_printChanges` is a debugging tool, which prints in debug builds only.
  ///
  /// ```swift
  /// Store(initialState: AppFeature.State(), reducer: AppFeature().loggingActionNames(to: log))
  /// ```
  public func loggingActionNames(to log: any DebugLog) -> ActionNameLog<Self> {
    ActionNameLog(base: self, log: log)
  }
}

/// The reducer of ``Reducer/loggingActionNames(to:)``: the base's work, then the action's name
/// in the log.
public struct ActionNameLog<Base: Reducer>: Reducer {
  let base: Base
  let log: any DebugLog

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effects = base.reduce(into: &state, action: action)
    log.write(ActionName.of(action))
    return effects
  }
}

extension Reducer {
  /// This reducer, with each action it reduces recorded in `trace` whole, as Swift describes it:
  /// the app's action log, in every build, beside its debug log. Described only when somebody
  /// reads the trace: describing an action costs far more than reducing it.
  ///
  /// The app's own reducer, as ``loggingActionNames(to:)`` is: TCA's `_printChanges` prints in
  /// debug builds only.
  public func tracingActions(to trace: Trace) -> ActionTrace<Self> {
    ActionTrace(base: self, trace: trace)
  }
}

/// The reducer of ``Reducer/tracingActions(to:)``: the base's work, then the action in the
/// trace.
public struct ActionTrace<Base: Reducer>: Reducer {
  let base: Base
  let trace: Trace

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effects = base.reduce(into: &state, action: action)
    trace.record(.action, String(describing: action))
    return effects
  }
}
