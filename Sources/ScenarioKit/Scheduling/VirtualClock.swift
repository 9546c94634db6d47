import Synchronization

/// A clock whose time moves only when the scenario says so ("300 ms pass").
///
/// Sleepers park on a ``Rendezvous`` and are woken in (deadline, order of sleeping) order by
/// ``fireNextTimer(upTo:)``, which the harness calls between drains of the loop, so a debounce
/// behaves exactly the same on every run.
public final class VirtualClock: Clock, Sendable {
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// Time since the scenario started.
    public var offset: Duration

    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    public func duration(to other: Self) -> Duration { other.offset - offset }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "t+\(offset.milliseconds) ms" }
  }

  private struct Sleeper {
    let deadline: Instant
    let order: Int
    let rendezvous: Rendezvous<Void>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextOrder = 0
  }

  private let state = Mutex(State())

  public init() {}

  public var now: Instant { state.withLock(\.now) }
  public var minimumResolution: Duration { .zero }

  /// Sleepers still waiting: debounces and timeouts that have not fired.
  public var pendingTimers: Int { state.withLock(\.sleepers.count) }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let rendezvous = Rendezvous<Void>()
    let isDue = state.withLock { state in
      guard deadline > state.now else { return true }
      state.sleepers.append(
        Sleeper(deadline: deadline, order: state.nextOrder, rendezvous: rendezvous))
      state.nextOrder += 1
      return false
    }
    if isDue {
      try Task.checkCancellation()
      return
    }
    try await rendezvous.wait(finishOnCancel: true) { [weak self] in
      self?.state.withLock { $0.sleepers.removeAll { $0.rendezvous === rendezvous } }
    }
  }

  /// Wakes every sleeper with `CancellationError`, so no task stays parked after a scenario.
  func cancelAllTimers() {
    let sleepers = state.withLock { state in
      defer { state.sleepers.removeAll() }
      return state.sleepers
    }
    for sleeper in sleepers { sleeper.rendezvous.answer(.failure(CancellationError())) }
  }

  /// Moves time to the earliest deadline not after `target` and wakes that one sleeper.
  ///
  /// - Returns: `false` when no sleeper is due by `target`; time is then set to `target`.
  func fireNextTimer(upTo target: Instant) -> Bool {
    let due: Rendezvous<Void>? = state.withLock { state in
      let next = state.sleepers.indices.min { a, b in
        (state.sleepers[a].deadline, state.sleepers[a].order)
          < (state.sleepers[b].deadline, state.sleepers[b].order)
      }
      guard let next, state.sleepers[next].deadline <= target else {
        state.now = max(state.now, target)
        return nil
      }
      let sleeper = state.sleepers.remove(at: next)
      state.now = max(state.now, sleeper.deadline)
      return sleeper.rendezvous
    }
    guard let due else { return false }
    due.answer(.success(()))
    return true
  }
}

extension Duration {
  /// The duration in whole milliseconds, rounded down.
  var milliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
