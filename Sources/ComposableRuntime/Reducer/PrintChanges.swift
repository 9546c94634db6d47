extension Reducer {
  /// Tells `printer` of every action this reducer reduces, once it has reduced it: TCA's
  /// `_printChanges`, for a debug log.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) { Feature()._printChanges(printer) }
  /// ```
  ///
  /// Unlike TCA's, the printer is given the action only, not the state before and after: a
  /// state kept across the reduce would make its next in-place write copy what it holds.
  @inlinable @inline(__always)
  public func _printChanges(_ printer: _ReducerPrinter<State, Action>) -> _PrintChangesReducer<Self>
  {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// What ``Reducer/_printChanges(_:)`` tells of each action, and where.
public struct _ReducerPrinter<State, Action> {
  @usableFromInline let printChange: (_ receivedAction: Action) -> Void

  public init(printChange: @escaping (_ receivedAction: Action) -> Void) {
    self.printChange = printChange
  }
}

/// The reducer ``Reducer/_printChanges(_:)`` returns.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>

  @inlinable @inline(__always)
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>) {
    self.base = base
    self.printer = printer
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effects = base.reduce(into: &state, action: action)
    printer.printChange(action)
    return effects
  }
}
