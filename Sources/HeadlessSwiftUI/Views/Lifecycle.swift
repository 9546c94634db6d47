/// `onAppear`, `onDisappear`, `task`, `onChange` and `id`: what happens when a view comes,
/// goes or changes, following SwiftUI's documentation (each action runs after the update that
/// caused it, never inside a body).
extension View {
  /// Runs `action` each time the view comes on screen: when it is first shown, and again
  /// when it is shown after it was covered (a page pushed over it, then popped).
  public func onAppear(perform action: @escaping @MainActor () -> Void)
    -> ModifiedContent<Self, AppearanceAction>
  {
    modifier(AppearanceAction(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` each time the view leaves the screen: covered, popped, dismissed or
  /// removed. A back swipe the user cancels does not run it.
  public func onDisappear(perform action: @escaping @MainActor () -> Void)
    -> ModifiedContent<Self, AppearanceAction>
  {
    modifier(AppearanceAction(onAppear: nil, onDisappear: action))
  }

  /// Starts `action` as a task when the view comes on screen, and cancels it when the view
  /// leaves the screen or the tree (SwiftUI's `task(priority:_:)`). The task's first step
  /// runs on a later turn of the main actor.
  public func task(_ action: @escaping @MainActor @Sendable () async -> Void)
    -> ModifiedContent<Self, TaskAction>
  {
    modifier(TaskAction(id: nil, action: action))
  }

  /// `task(_:)` that is also cancelled and started again when `id` changes while the view is
  /// on screen; a change while it is not starts nothing until it appears.
  public func task<ID: Equatable>(
    id: ID, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> ModifiedContent<Self, TaskAction> {
    modifier(TaskAction(id: AnyEquatable(id), action: action))
  }

  /// Runs `action(old, new)` after an update in which `value` changed (compared with `==`);
  /// with `initial`, also when the view first appears, with the value as both.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> ModifiedContent<Self, ChangeAction<Value>> {
    modifier(ChangeAction(value: value, initial: initial, action: action))
  }

  /// `onChange(of:initial:_:)` for an action that needs neither value.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> ModifiedContent<Self, ChangeAction<Value>> {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Gives the view an explicit identity: when `id` changes, the view is another view — the
  /// old one leaves (its state dropped, `onDisappear`, its task cancelled), a new one comes.
  public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, IdentityModifier> {
    modifier(IdentityModifier(id: id))
  }
}

/// A value compared with `==` through a type-erased box.
struct AnyEquatable: Equatable {
  let value: Any
  private let isEqual: (Any) -> Bool

  init<Value: Equatable>(_ value: Value) {
    self.value = value
    isEqual = { ($0 as? Value) == value }
  }

  static func == (lhs: AnyEquatable, rhs: AnyEquatable) -> Bool { lhs.isEqual(rhs.value) }
}

public struct AppearanceAction: BuiltInModifier {
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?

  func appearanceChanged(_ node: ViewNode, isAppeared: Bool, in graph: ViewGraph) {
    guard let action = isAppeared ? onAppear : onDisappear else { return }
    graph.afterUpdate(action)
  }
}

public struct TaskAction: BuiltInModifier {
  let id: AnyEquatable?
  let action: @MainActor @Sendable () async -> Void

  /// The running task and the id it was started for.
  final class Running {
    var task: Task<Void, Never>?
    var id: AnyEquatable?
  }

  private func running(_ node: ViewNode) -> Running {
    if let running = node.storage as? Running { return running }
    let running = Running()
    node.storage = running
    return running
  }

  func appearanceChanged(_ node: ViewNode, isAppeared: Bool, in graph: ViewGraph) {
    let running = running(node)
    running.task?.cancel()
    running.task = nil
    guard isAppeared else { return }
    start(in: running, graph: graph)
  }

  func updated(_ node: ViewNode, in graph: ViewGraph) {
    let running = running(node)
    guard node.isAppeared, running.id != id else { return }
    running.task?.cancel()
    start(in: running, graph: graph)
  }

  private func start(in running: Running, graph: ViewGraph) {
    running.id = id
    let action = action
    graph.afterUpdate { [weak running] in
      guard let running else { return }
      running.task = Task { @MainActor in await action() }
    }
  }

  func removed(_ node: ViewNode) {
    (node.storage as? Running)?.task?.cancel()
  }
}

public struct ChangeAction<Value: Equatable>: BuiltInModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  /// The value at the last update, and whether the `initial` call ran (on the first
  /// appearance only).
  final class Seen {
    var value: Value
    var isInitialRun = false

    init(_ value: Value) { self.value = value }
  }

  func updated(_ node: ViewNode, in graph: ViewGraph) {
    guard let seen = node.storage as? Seen else {
      node.storage = Seen(value)
      return
    }
    guard seen.value != value else { return }
    let (old, new) = (seen.value, value)
    seen.value = value
    graph.afterUpdate { action(old, new) }
  }

  func appearanceChanged(_ node: ViewNode, isAppeared: Bool, in graph: ViewGraph) {
    guard initial, isAppeared, let seen = node.storage as? Seen, !seen.isInitialRun else { return }
    seen.isInitialRun = true
    let value = seen.value
    graph.afterUpdate { action(value, value) }
  }
}

public struct IdentityModifier: BuiltInModifier {
  let id: AnyHashable

  func children(content: any View) -> [Child] { [Child(key: id, view: content)] }
}
