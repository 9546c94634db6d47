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

  /// Waits until every effect the send started has finished (or was cancelled). Cancelling the
  /// waiting task cancels those effects, as TCA's `finish()` does: a `.task { await
  /// store.send(.task).finish() }` ends its work when its view goes.
  public func finish() async {
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      cancel()
    }
  }

  /// Cancels every effect the send started; their later `send`s do nothing.
  public func cancel() {
    for task in tasks { task.cancel() }
  }

  /// Whether every effect the send started was cancelled.
  public var isCancelled: Bool { tasks.allSatisfy(\.isCancelled) }
}
