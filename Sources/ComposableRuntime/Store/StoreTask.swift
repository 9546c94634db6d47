/// A handle on the effects one ``Store/send(_:)`` started: await them, or cancel them.
///
/// ```swift
/// let task = store.send(.refreshPulled)
/// await task.finish()   // the refresh has answered
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let tasks: [Task<Void, Never>]

  @usableFromInline
  init(tasks: [Task<Void, Never>]) {
    self.tasks = tasks
  }

  /// Whether the send started no effect.
  public var isEmpty: Bool { tasks.isEmpty }

  /// Waits until every effect the send started has finished (or was cancelled).
  public func finish() async {
    for task in tasks { await task.value }
  }

  /// Cancels every effect the send started; their later `send`s do nothing.
  public func cancel() {
    for task in tasks { task.cancel() }
  }

  /// Whether every effect the send started was cancelled.
  public var isCancelled: Bool { tasks.allSatisfy(\.isCancelled) }
}
