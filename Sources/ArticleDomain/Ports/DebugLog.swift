/// Where the app writes its debug log: lines for its developers, as `os.Logger` takes them.
///
/// Rule: the analytics allow-list holds here too (``AnalyticsPolicy``). A line names what
/// happened — an action by its cases (``ActionName``), a search started, an article's id — and
/// never carries what the user typed, an article's title or a whole action or state: a debug
/// log is read by more people, and kept longer, than anyone expects.
///
/// ```swift
/// debugLog.write("search started, 5 characters")
/// debugLog.write(ActionName.of(action))   // list.search.textChanged
/// ```
public protocol DebugLog: Sendable {
  /// Writes `line`; a log that keeps nothing never builds it.
  func write(_ line: @autoclosure () -> String)
}

/// A debug log that keeps nothing: what a release build passes.
public struct DiscardingDebugLog: DebugLog {
  public init() {}
  public func write(_ line: @autoclosure () -> String) {}
}

/// The name of an action as a debug log may carry it: its cases, outermost first, joined by
/// dots, and none of its values.
///
/// ```swift
/// ActionName.of(Action.list(.search(.textChanged("swift"))))          // list.search.textChanged
/// ActionName.of(Action.detail(.answered(.failure(.server(message: "Down")))))
///                                                             // detail.answered.failure.server
/// ```
///
/// A case's payload is searched for the next case: the payload itself, or the first of its
/// fields that is an enumeration (an optional is not one). Strings, numbers and structures end
/// the name, so a query, a title or a message never reaches it. A case is named by the runtime,
/// never by its type's `description`.
public enum ActionName {
  /// The cases of `action`, outermost first: `list.search.textChanged`.
  public static func of(_ action: Any) -> String {
    cases(of: action).joined(separator: ".")
  }

  private static func cases(of value: Any) -> [String] {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let name = caseName(of: value) else { return [] }
    guard let payload = mirror.children.first else { return [name] }
    return [name] + cases(inPayload: payload.value)
  }

  /// The name of the case `value` holds, read from the runtime's metadata as `print` reads it
  /// for a type that does not describe itself. A type's own `description` is never asked: it
  /// may be written with the values the log must not carry, and it names no case.
  private static func caseName(of value: Any) -> String? {
    func name<Value>(_ value: Value) -> String? {
      swiftEnumCaseName(value).map { String(cString: $0) }
    }
    return _openExistential(value, do: name)
  }

  private static func cases(inPayload payload: Any) -> [String] {
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple else { return cases(of: payload) }
    for field in mirror.children {
      let inner = cases(of: field.value)
      if !inner.isEmpty { return inner }
    }
    return []
  }
}

/// The Swift runtime's name of an enumeration value's case, or `nil` for a value of another
/// kind: the entry point the standard library's own printing calls.
@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
