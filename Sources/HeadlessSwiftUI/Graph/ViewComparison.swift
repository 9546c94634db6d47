/// Whether a parent handed a child the same value as last time, so its body need not run.
///
/// SwiftUI compares a view's new value with the old one field by field and skips the body
/// when they match (WWDC21 "Demystify SwiftUI"). The stand-in compares:
///
/// - an `Equatable` view with `==`;
/// - otherwise field by field: objects by identity, `Equatable` values with `==`, a
///   ``Binding`` by the place it reads and writes, ``State`` and ``Environment`` not at all
///   (they are the view's own storage), other structs field by field;
/// - anything else, a closure above all, as different: SwiftUI cannot compare closures
///   either, which is why a view holding one is evaluated again with its parent.
@MainActor
enum ViewComparison {
  /// How two values of the type of `view` are compared: with `==` when the type is
  /// `Equatable`, else field by field. Made once per type (``ViewType``), and handed only
  /// values of that type.
  static func comparison(for view: any View) -> (any View, any View) -> Bool {
    if let view = view as? any Equatable & View { return equality(of: view) }
    return { old, new in valuesMatch(old, new, depth: 0) }
  }

  private static func equality<Value: Equatable & View>(
    of _: Value
  ) -> (any View, any View) -> Bool {
    // Both values are of this type: the casts cannot fail.
    { old, new in (old as! Value) == (new as! Value) }
  }

  /// Whether two values a view holds match, as a view's fields are compared.
  static func valuesMatch(_ old: Any, _ new: Any) -> Bool {
    valuesMatch(old, new, depth: 0)
  }

  private static func valuesMatch(_ old: Any, _ new: Any, depth: Int) -> Bool {
    if let old = old as? any Equatable { return old.isEqual(to: new) }
    if let old = old as? any ComparedByToolkit { return old.matches(new) }
    if type(of: old) is AnyClass {
      return (old as AnyObject) === (new as AnyObject)
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    // A closure or a metatype has no display style: it cannot be compared.
    let compared: [Mirror.DisplayStyle?] = [.struct, .tuple, .enum, .optional]
    guard depth < 8, compared.contains(oldMirror.displayStyle) else { return false }
    let oldChildren = Array(oldMirror.children)
    let newChildren = Array(newMirror.children)
    guard oldChildren.count == newChildren.count else { return false }
    if oldChildren.isEmpty, oldMirror.displayStyle == .enum {
      // A case without a payload: its name is the value.
      return String(describing: old) == String(describing: new)
    }
    for (old, new) in zip(oldChildren, newChildren) {
      guard old.label == new.label, valuesMatch(old.value, new.value, depth: depth + 1) else {
        return false
      }
    }
    return true
  }
}

/// A value the toolkit compares its own way: a binding by its place, state by nothing.
@MainActor
protocol ComparedByToolkit {
  func matches(_ other: Any) -> Bool
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
