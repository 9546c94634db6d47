import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One queue for every Swift concurrency job of a scenario run, drained by the harness.
///
/// While installed, every job enqueued from the harness's thread — main-actor jobs and
/// global-executor jobs alike — lands in one FIFO that ``runUntilIdle(jobLimit:)`` runs on that
/// thread. An empty FIFO is real quiescence: every task has finished or is parked on a scripted
/// request or a virtual timer. No sleeps, no yields, no guessed settle counts.
///
/// Jobs enqueued from other threads (other tests running in parallel in the same process) keep
/// their usual executors, so the loop can run inside `swift test` without capturing foreign work.
public final class DeterministicLoop: @unchecked Sendable {
  // Unchecked: `queue` is behind a mutex; everything else is touched only on the driver thread.

  /// The loop the runtime hooks push into. Only one run may own it at a time.
  static let shared = DeterministicLoop()

  /// Serialises whole runs: two tests that use the loop at once wait for each other.
  ///
  /// An atomic flag handed over with acquire and release ordering, which also orders the
  /// loop's plain state from one run's thread to the next. (Not a `Mutex`: on Linux its lock
  /// lives in the uninstrumented standard library, so ThreadSanitizer cannot see the hand-over.)
  private static let ownership = Atomic<Bool>(false)

  private let queue = Mutex<[Job]>([])
  /// The driving thread's identity, or 0; read by the runtime hooks from any thread.
  private let driver = Atomic<UInt>(0)
  let mainExecutor = HarnessMainExecutor()

  /// Jobs run since the loop was installed.
  public private(set) var jobsRun = 0

  /// Work to do when the run ends, before the last drain: scripted worlds release the calls
  /// and timers still parked, so no task outlives the run.
  private var endOfRun: [() -> Void] = []

  struct Job {
    let job: UnownedJob
    let isMainActor: Bool
  }

  private init() {}

  /// Whether the calling thread is the one that drives the loop.
  var isOnDriver: Bool {
    let driver = driver.load(ordering: .acquiring)
    return driver != 0 && driver == currentThreadID()
  }

  func enqueue(_ job: UnownedJob, isMainActor: Bool) {
    queue.withLock { $0.append(Job(job: job, isMainActor: isMainActor)) }
  }

  /// What draining the queue came to.
  public enum Settlement: Equatable, Sendable {
    /// The queue ran empty after this many jobs.
    case settled(jobs: Int)
    /// The limit was reached with work still queued: a livelock, or work that never ends.
    case didNotSettle(jobs: Int)
  }

  /// The most jobs one drain runs before it says the work does not settle.
  ///
  /// The most any scenario needs is 48 jobs per drain (every scenario on every pattern and
  /// variant, measured 2026-12-01), so 10 000 leaves room for two hundred times as much and
  /// still finds a task that never ends — one that yields or reschedules itself forever — in a
  /// few hundredths of a second.
  public static let jobLimit = 10_000

  /// Runs queued jobs, and the jobs they enqueue, until none is left or `jobLimit` is reached.
  @discardableResult
  public func runUntilIdle(jobLimit: Int = DeterministicLoop.jobLimit) -> Settlement {
    precondition(isOnDriver, "the loop is drained from the thread that installed it")
    var count = 0
    while let next = popFirst() {
      if count == jobLimit {
        queue.withLock { $0.insert(next, at: 0) }
        return .didNotSettle(jobs: count)
      }
      // Main-actor jobs run "on" the harness main executor so isolation checks pass; global
      // jobs run on it as well, since one thread runs everything anyway.
      next.job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
      count += 1
      jobsRun += 1
    }
    return .settled(jobs: count)
  }

  /// Advances `clock` by `duration`, firing due timers in order and running the work each one
  /// releases before the next fires.
  @discardableResult
  public func advance(
    _ clock: VirtualClock, by duration: Duration, jobLimit: Int = DeterministicLoop.jobLimit
  )
    -> Settlement
  {
    var total = 0
    let target = clock.now.advanced(by: duration)
    repeat {
      switch runUntilIdle(jobLimit: jobLimit) {
      case .settled(let jobs): total += jobs
      case .didNotSettle(let jobs): return .didNotSettle(jobs: total + jobs)
      }
    } while clock.fireNextTimer(upTo: target)
    return .settled(jobs: total)
  }

  /// Registers `release` to run when the current run ends, on the driver thread; does nothing
  /// outside a run.
  func atEndOfRun(_ release: @escaping () -> Void) {
    guard isOnDriver else { return }
    endOfRun.append(release)
  }

  /// Whether jobs are waiting to run.
  public var hasQueuedJobs: Bool { queue.withLock { !$0.isEmpty } }

  /// Drops every queued job without running it, and says how many there were.
  ///
  /// For work that did not settle when its scenario ended: it must not run into the next
  /// scenario. The tasks those jobs belong to never resume; what they hold stays allocated.
  @discardableResult
  public func discardQueuedJobs() -> Int {
    return queue.withLock { jobs in
      defer { jobs.removeAll() }
      return jobs.count
    }
  }

  private func popFirst() -> Job? {
    queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }

  // MARK: Installation

  /// Installs the loop for the calling thread, runs `body`, drains what is left, and uninstalls.
  ///
  /// Runs are serialised process-wide: a second caller waits until the first one is done.
  public static func run<Result>(_ body: (DeterministicLoop) throws -> Result) rethrows -> Result {
    acquireOwnership()
    let loop = shared
    loop.driver.store(currentThreadID(), ordering: .releasing)
    loop.jobsRun = 0
    RuntimeHooks.install()
    defer {
      loop.runUntilIdle()
      let endOfRun = loop.endOfRun
      loop.endOfRun = []
      for release in endOfRun { release() }
      loop.runUntilIdle()
      RuntimeHooks.uninstall()
      loop.queue.withLock { $0.removeAll() }
      loop.driver.store(0, ordering: .releasing)
      ownership.store(false, ordering: .releasing)
    }
    return try body(loop)
  }

  private static func acquireOwnership() {
    while !ownership.compareExchange(expected: false, desired: true, ordering: .acquiring)
      .exchanged
    {
      sched_yield()
    }
  }
}

/// A number that identifies the calling thread while it runs.
private func currentThreadID() -> UInt {
  #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
  #else
    UInt(pthread_self())
  #endif
}
