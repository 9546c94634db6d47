import Observation

/// One value that several features hold at once: TCA's `@Shared` (swift-sharing 2), without
/// persistence.
///
/// A parent makes the value and hands its reference to each child that needs it; every holder
/// reads the same value, and a write by one is seen by all, at once:
///
/// ```swift
/// struct State {
///   @Shared var stars: Stars                   // the owner's
/// }
/// struct WindowState {
///   @SharedReader var stars: Stars             // made with SharedReader(state.$stars)
/// }
/// state.$stars.withLock { $0.stars[id] = star }   // the one way to write it
/// ```
///
/// Views observe it whole, as swift-sharing's reference is observed: a body that read any part
/// of it is evaluated again after a write that changed it (the value compared before and after,
/// so a write that left it equal tells nobody). Values that change apart are shared apart.
///
/// In a ``TestStore``, a change to a shared value is asserted like any other change of the
/// state, with `withLock` (`$0.$stars.withLock { $0.stars[id] = star }`), and an unasserted one
/// fails an exhaustive test: the store keeps what the test has asserted of each shared value
/// apart from the value itself (the library's snapshot), see `SharedChangeTracker`.
///
/// Rule: the store's state is the main actor's, and so is every shared value in it. `Shared` is
/// `Sendable` so that it can sit in a `Sendable` state; it is read and written where the store
/// reduces and where views evaluate, on the main actor. `withLock` keeps the library's name;
/// the library's lock guards persisted values that other threads write, and there are none.
@propertyWrapper
public struct Shared<Value: Equatable & Sendable>: Sendable {
  let box: SharedBox<Value>

  /// A new shared value: the reference the other holders are made with.
  public init(value: Value) {
    box = SharedBox(value)
  }

  /// The value, as it is now. Written only with ``withLock(_:)``.
  public var wrappedValue: Value { box.current }

  /// The reference itself (`$favorites`), to hand to another holder.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value with `body`, in place, and tells its readers when it changed.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try box.write(body)
  }
}

/// A read-only holder of a ``Shared`` value: TCA's `@SharedReader`, for a feature that shows the
/// value and asks its owner to change it.
@propertyWrapper
public struct SharedReader<Value: Equatable & Sendable>: Sendable {
  let box: SharedBox<Value>

  /// A reader of `shared`'s value.
  public init(_ shared: Shared<Value>) {
    box = shared.box
  }

  /// The value, as its owner last wrote it.
  public var wrappedValue: Value { box.current }

  /// The reference itself (`$favorites`).
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }
}

extension Shared: Equatable {
  /// Two holders of the same value are equal; in a ``TestStore``'s comparison, the left side
  /// is what the test asserted and the right side what the reducer did.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedBox.equal(lhs.box, rhs.box)
  }
}

extension SharedReader: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedBox.equal(lhs.box, rhs.box)
  }
}

extension Shared: CustomReflectable {
  /// The value, as `dump` and a test's failure diff show it: read on each side of a test
  /// store's diff as that side sees it.
  public var customMirror: Mirror {
    Mirror(self, children: ["value": wrappedValue], displayStyle: .struct)
  }
}

extension SharedReader: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(self, children: ["value": wrappedValue], displayStyle: .struct)
  }
}

/// The reference a ``Shared`` value lives in: the value, its observers and, in a ``TestStore``,
/// what the test has asserted of it.
final class SharedBox<Value: Equatable & Sendable>: Observable, @unchecked Sendable {
  var value: Value
  private let registrar = ObservationRegistrar()
  /// The key path views observe, made once: a generic class instantiates a key path literal
  /// again at every use, and rows read the value at every body.
  private let valueKeyPath: KeyPath<SharedBox, Value> = \.value
  /// The test store watching this value, once a reducer it runs has changed it.
  weak var tracker: SharedChangeTracker?
  /// What the test store knows of the value; `nil` outside tests.
  var record: SharedRecord<Value>?

  init(_ value: Value) {
    self.value = value
  }

  /// The value as the reader should see it: the value itself, or in a test store's check,
  /// what was asserted or what the reducer left at the step checked.
  var current: Value {
    registrar.access(self, keyPath: valueKeyPath)
    guard let tracker, let record else { return value }
    switch tracker.mode {
    case .live: return value
    case .expected, .comparing, .assertion: return record.asserted
    case .actual(let step): return record.value(asOf: step)
    }
  }

  /// Whether a write goes to what a test asserts, not to the value.
  private var isAsserting: Bool {
    guard let tracker, record != nil else { return false }
    return tracker.mode == .expected
  }

  /// Changes the value with `body`: in a test's assertion, what the test expects of it.
  func write<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    if isAsserting { return try body(&record!.asserted) }
    let old = value
    defer { wrote(over: old) }
    return try body(&value)
  }

  /// After a write in place: tells the observers when it changed the value, and the test store
  /// that runs the reducer.
  private func wrote(over old: Value) {
    guard value != old else { return }
    if record == nil, let watching = SharedChangeTracker.current {
      record = SharedRecord(old)
      tracker = watching
      watching.watch(self)
      if watching.mode == .expected {
        // A test asserted a change of a value no reducer had changed: it is the assertion's.
        record!.asserted = value
        value = old
        return
      }
    }
    registrar.willSet(self, keyPath: valueKeyPath)
    registrar.didSet(self, keyPath: valueKeyPath)
    if let tracker { record!.wrote(value, at: tracker.step) }
  }

  /// The two sides of `==`: the same box, or equal values as the mode reads them.
  static func equal(_ lhs: SharedBox, _ rhs: SharedBox) -> Bool {
    let tracker = lhs.tracker ?? rhs.tracker
    guard let tracker, tracker.mode != .live else {
      return lhs === rhs || lhs.value == rhs.value
    }
    let left = lhs.current
    let right: Value
    switch tracker.mode {
    case .comparing(let step): right = rhs.record?.value(asOf: step) ?? rhs.value
    case .assertion: right = rhs.record?.checked ?? rhs.value
    case .live, .expected, .actual: right = rhs.current
    }
    return left == right
  }
}

extension SharedBox: SharedWatched {
  func settle(through step: Int) {
    record?.settle(through: step)
  }
}
