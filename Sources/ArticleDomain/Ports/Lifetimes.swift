import Synchronization

/// Where a pattern registers the objects it creates, so that the harness can check each one is
/// released once the app is torn down.
///
/// Registering keeps only a weak reference; it changes nothing about the object's lifetime.
///
/// ```swift
/// let store = ListStore(environment: environment)
/// environment.lifetimes.track(store)
/// ```
public final class Lifetimes: Sendable {
  /// Unchecked: the entry only holds a weak reference, which the runtime loads atomically, and
  /// never touches the object itself.
  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let type: AnyObject.Type
    let givenName: String?

    /// Named only when somebody asks, which is when something outlived its app: describing a
    /// type is most of what registering an object costs.
    var name: String { givenName ?? String(describing: type) }
  }

  private let entries = Mutex<[Entry]>([])

  public init() {}

  /// Watches `object` until it is released; `name` defaults to its type name. Tracking the
  /// same object twice has no further effect.
  public func track(_ object: AnyObject, as name: String? = nil) {
    let entry = Entry(object: object, type: type(of: object), givenName: name)
    entries.withLock { entries in
      guard !entries.contains(where: { $0.object === object }) else { return }
      entries.append(entry)
    }
  }

  /// The names of the registered objects that are still alive, in registration order.
  public var alive: [String] {
    entries.withLock { entries in entries.compactMap { $0.object == nil ? nil : $0.name } }
  }

  /// How many objects were registered in all.
  public var trackedCount: Int { entries.withLock(\.count) }

  /// The names of the objects registered at the positions in `range` (the first object
  /// registered is at 0) that are still alive, in registration order.
  public func alive(registeredIn range: Range<Int>) -> [String] {
    entries.withLock { entries in
      entries[range.clamped(to: entries.indices)].compactMap { $0.object == nil ? nil : $0.name }
    }
  }
}
