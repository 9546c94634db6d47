#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stands in for the main actor's executor while the deterministic loop is installed.
///
/// Enqueued jobs go to the loop's FIFO. The executor reports that it is isolating the harness's
/// driver thread, so the harness can enter main-actor code synchronously with
/// `MainActor.assumeIsolated` between steps.
final class HarnessMainExecutor: SerialExecutor, @unchecked Sendable {
  // Unchecked: stateless; all state is in the loop.

  func enqueue(_ job: consuming ExecutorJob) {
    DeterministicLoop.shared.enqueue(UnownedJob(job), isMainActor: true)
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  func isIsolatingCurrentContext() -> Bool? {
    DeterministicLoop.shared.isOnDriver
  }

  func checkIsolated() {
    precondition(DeterministicLoop.shared.isOnDriver, "not on the scenario harness's thread")
  }
}
