public import Observation

/// A feature's state that views observe property by property: what TCA's `@ObservableState`
/// macro makes of a state, written by hand here as this runtime writes every macro's output.
///
/// A view that reads `store.rows` depends on `rows` only: a reducer that writes another
/// property evaluates nothing of it, and a write of an equal value notifies nobody. Each
/// observed property is written with accessors that report to the state's registrar:
///
/// ```swift
/// struct State: ObservableState {
///   var rows: [Row] {
///     get { _$observationRegistrar.access(self, keyPath: \.rows); return _rows }
///     set { _$observationRegistrar.mutate(self, keyPath: \.rows, &_rows, newValue) }
///     _modify {
///       _$observationRegistrar.willModify(self, keyPath: \.rows)
///       defer { _$observationRegistrar.didModify(self, keyPath: \.rows) }
///       yield &_rows
///     }
///   }
///   private var _rows: [Row] = []
///   let _$observationRegistrar = ObservationStateRegistrar()
///   var _$id: ObservableStateID { _$observationRegistrar.id }
/// }
/// ```
///
/// The registrar is shared by every copy of a state value, as TCA's is: a store writing its
/// state notifies the views that read the same value. A state made anew (not copied) has a new
/// ``ObservableStateID``; the store tells its readers when its state is replaced by another.
public protocol ObservableState: Observable {
  /// The identity of this state value, the same for its copies.
  var _$id: ObservableStateID { get }
}

/// The identity of a state value: made with the value, kept by its copies.
public struct ObservableStateID: Hashable, Sendable {
  private let identity: ObjectIdentifier

  init(_ owner: AnyObject) { identity = ObjectIdentifier(owner) }
}

/// Where the properties of an ``ObservableState`` report their reads and writes.
public struct ObservationStateRegistrar: Sendable {
  /// Keeps the identity unique while any copy of the state lives.
  private final class Owner: Sendable {}

  private let owner = Owner()
  private let registrar = ObservationRegistrar()

  public init() {}

  /// The identity of the state holding this registrar.
  public var id: ObservableStateID { ObservableStateID(owner) }

  /// Reports a read of `keyPath`: the reading view depends on it.
  public func access<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Sets `value` to `newValue`, telling the readers of `keyPath` unless the two are equal.
  public func mutate<Subject: ObservableState, Member: Equatable>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Member,
    _ newValue: Member
  ) {
    guard value != newValue else {
      value = newValue
      return
    }
    registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
  }

  /// Sets a child state, telling the readers of `keyPath` only when it is another state (not
  /// the same one changed): a view reading the child's properties hears of those itself.
  public func mutate<Subject: ObservableState, Member: ObservableState & Equatable>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Member,
    _ newValue: Member
  ) {
    guard value._$id != newValue._$id else {
      value = newValue
      return
    }
    registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
  }

  /// Sets `value` to `newValue`, telling the readers of `keyPath`.
  public func mutate<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Member,
    _ newValue: Member
  ) {
    registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
  }

  /// Before a change in place (`rows.append(…)`): the readers of `keyPath` are told.
  public func willModify<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// After a change in place.
  public func didModify<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// After a child state was changed in place: tells the readers of `keyPath` only when the
  /// change made it another state (`replaced`), as TCA's `@ObservableState` does for a child
  /// that is itself observable state (its identity, `_$id`, compared before and after).
  ///
  /// A view that reads the child's properties hears of their changes from the child's own
  /// registrar; a view that reads through the parent (a scoped store reads `\.list` on its way
  /// to `\.list.articles`) must not be evaluated again for every change inside the child, only
  /// when the child it read is gone — a logout's new pages, a window closed.
  public func didReplace<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, if replaced: Bool
  ) {
    guard replaced else { return }
    willModify(subject, keyPath: keyPath)
    didModify(subject, keyPath: keyPath)
  }
}

extension ObservationStateRegistrar: Equatable, Hashable {
  /// Every state compares equal in its registrar: the registrar is how a state is observed,
  /// not what it holds, so two states with the same values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  public func hash(into hasher: inout Hasher) {}
}

/// Whether two arrays of observable states hold the same states, in the same order, whatever
/// changed inside them: what TCA's `@ObservableState` setter of such an array asks (its
/// `_$isIdentityEqual`) before telling the array's readers that it was replaced.
///
/// The states are compared by their identities (``ObservableState/_$id``), read in place: no
/// state is copied to be compared, however large.
///
/// - Complexity: O(n), with nothing allocated.
@inlinable
public func _$isIdentityEqual<Element: ObservableState>(
  _ lhs: IdentifiedArray<Element>, _ rhs: IdentifiedArray<Element>
) -> Bool {
  guard lhs.count == rhs.count else { return false }
  for index in lhs.indices where lhs[index]._$id != rhs[index]._$id { return false }
  return true
}
