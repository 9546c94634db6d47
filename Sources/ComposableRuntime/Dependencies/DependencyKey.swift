/// The key of one dependency: its type, its live value and its test value.
///
/// Rule: dependencies are reached by key, never built by the feature. A reducer reads
/// `@Dependency(\.continuousClock)`; the app decides what the clock is (``DependencyValues`` override),
/// and a test decides again.
///
/// ```swift
/// enum NumberKey: DependencyKey {
///   static let liveValue = 42
///   static let testValue = 0
/// }
/// extension DependencyValues {
///   var number: Int {
///     get { self[NumberKey.self] }
///     set { self[NumberKey.self] = newValue }
///   }
/// }
/// ```
public protocol DependencyKey {
  /// The dependency's type.
  associatedtype Value: Sendable
  /// The value production code uses unless the store overrides it.
  static var liveValue: Value { get }
  /// The value a test that does not override the dependency reads. A key that gives none
  /// fails the test that reads it, naming it: a test must say which dependencies it uses.
  static var testValue: Value { get }
  /// The value a preview (a demo, a screenshot) uses: canned data, no network.
  static var previewValue: Value { get }
}

extension DependencyKey {
  /// Without a test value of its own, a test that reads the key records a failure that names
  /// it and goes on with the live value, as swift-dependencies does for a key with no test
  /// value.
  public static var testValue: Value {
    reportIssue(
      "Unimplemented dependency \(Self.self): a test read it without overriding it, and it has "
        + "no test value. Override it in withDependencies.")
    return liveValue
  }
  /// Without a preview value of its own, a key's preview value is its live value.
  public static var previewValue: Value { liveValue }
}

/// Reports a problem to whoever listens — the runtime's warning hook,
/// ``DependencyValues/reportIssue``: a ``TestStore`` turns it into a test failure; an app may
/// forward it to its log; by default it is written to standard error and the app goes on.
///
/// Rule: test values fail loudly, production never crashes. An unimplemented dependency in a
/// test is a recorded failure with its name, not a `fatalError`.
public func reportIssue(
  _ message: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) {
  DependencyValues.current.reportIssue(
    message, FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Where a failure happened: the file and line a test failure points at.
public struct FailureLocation: Hashable, Sendable, CustomStringConvertible {
  public var fileID: String
  public var filePath: String
  public var line: Int
  public var column: Int

  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public var description: String { "\(fileID):\(line)" }
}
