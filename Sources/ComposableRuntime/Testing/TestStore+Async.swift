/// The `async` face of ``TestStore``, for effects that run on Swift's own executors.
///
/// An `await`ed step gives running effects a bounded number of executor turns
/// (``TestStore/effectTurns``) to deliver their actions before it checks, as TCA's test store
/// does. Under a deterministic loop, use the synchronous steps with a `drain` instead.
extension TestStore {
  /// How many times an `await`ed step yields to running effects before it gives up.
  public nonisolated static var effectTurns: Int { 1_000 }

  /// ``send(_:assert:fileID:filePath:line:column:)``, then turns for the effects it started.
  @discardableResult
  public func send(
    _ action: Action, assert: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async -> StoreTask {
    let task = performSend(
      action, assert,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    await Task.yield()
    return task
  }

  /// Waits (a bounded number of turns) for an effect to send an action, then asserts it like
  /// ``receive(_:assert:fileID:filePath:line:column:)``.
  public func receive(
    _ action: Action, assert: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    var turns = 0
    while !received.contains(where: { $0.action == action }), turns < Self.effectTurns {
      if exhaustivity == .on, !received.isEmpty { break }
      await Task.yield()
      turns += 1
    }
    performReceive(
      action, assert,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits (a bounded number of turns) for every effect to end, then checks like
  /// ``finish(fileID:filePath:line:column:)``.
  public func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    var turns = 0
    while store.runningEffectCount > 0, turns < Self.effectTurns {
      await Task.yield()
      turns += 1
    }
    performFinish(
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
