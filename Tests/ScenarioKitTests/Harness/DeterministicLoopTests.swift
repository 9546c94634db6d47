import ScenarioKit
import Testing

@Suite(.serialized) struct DeterministicLoopTests {
  @Test func mainActorAndGlobalJobsRunOnlyWhenTheLoopIsDrained() {
    let order = DeterministicLoop.run { loop -> [String] in
      MainActor.assumeIsolated {
        let log = Log()
        Task { @MainActor in log.add("main") }
        Task.detached { await log.addFromGlobal("global") }
        log.add("before draining")
        #expect(loop.hasQueuedJobs)
        loop.runUntilIdle()
        return log.entries
      }
    }
    #expect(order == ["before draining", "main", "global"])
  }

  @Test func aParkedTaskResumesOnlyWhenTheClockAdvances() {
    DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let clock = VirtualClock()
        let log = Log()
        Task { @MainActor in
          try await clock.sleep(for: .milliseconds(300))
          log.add("woke at \(clock.now)")
        }
        loop.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(clock.pendingTimers == 1)
        loop.advance(clock, by: .milliseconds(299))
        #expect(log.entries.isEmpty)
        loop.advance(clock, by: .milliseconds(1))
        #expect(log.entries == ["woke at t+300 ms"])
        #expect(clock.pendingTimers == 0)
      }
    }
  }

  @Test func workThatNeverEndsDoesNotSettle() {
    let settlement = DeterministicLoop.run { loop in
      MainActor.assumeIsolated {
        let spinner = Task { @MainActor in
          while !Task.isCancelled { await Task.yield() }
        }
        let settlement = loop.runUntilIdle(jobLimit: 1_000)
        spinner.cancel()
        return settlement
      }
    }
    #expect(settlement == .didNotSettle(jobs: 1_000))
  }
}

@MainActor
final class Log {
  private(set) var entries: [String] = []

  func add(_ entry: String) { entries.append(entry) }

  nonisolated func addFromGlobal(_ entry: String) async {
    await MainActor.run { self.add(entry) }
  }
}
