import ScenarioKit

/// How `workbench run` splits its work into shares for worker processes, and how the shares'
/// results come back together in one fixed order.
///
/// A share is one pattern, a slice of the scenarios and a slice of the repetitions. With one
/// job there is one share per pattern, as there always was. With more, the shares are small
/// enough (about 64 per job) that a pattern slower than the others never leaves a core idle
/// while it finishes alone, and when one scenario is repeated more times than a share holds,
/// its repetitions are sliced too.
///
/// The merged results do not depend on the plan: they are put in pattern order, then scenario
/// order, and the repetition slices of a scenario fold into the result of its first slice —
/// so the text, the JSON and the DIVERGENT section are the same whatever the job count.
struct WorkPlan: Equatable {
  struct Share: Equatable {
    /// The pattern's index in the selection.
    var pattern: Int
    var scenarios: Range<Int>
    var repetitions: Range<Int>
  }

  /// What a share reported for one of its scenarios.
  struct Slot {
    var result: ScenarioResult
    /// Whether the supervisor wrote the result because the worker crashed or was stopped.
    var stopped: Bool
  }

  let shares: [Share]
  let patternCount: Int
  let scenarioCount: Int

  init(patterns: Int, scenarios: Int, repetitions: Int, jobs: Int) {
    patternCount = patterns
    scenarioCount = scenarios
    let runs = patterns * scenarios * repetitions
    // Runs per share: everything of a pattern with one job, else about 64 shares per job.
    let size = jobs <= 1 ? scenarios * repetitions : max(1, runs / (jobs * 64))
    let perSlice = min(repetitions, size)
    let perChunk = max(1, size / max(perSlice, 1))
    var shares: [Share] = []
    for pattern in 0..<patterns {
      for first in stride(from: 0, to: scenarios, by: perChunk) {
        let chunk = first..<min(first + perChunk, scenarios)
        for start in stride(from: 0, to: repetitions, by: perSlice) {
          shares.append(
            Share(
              pattern: pattern, scenarios: chunk,
              repetitions: start..<min(start + perSlice, repetitions)))
        }
      }
    }
    self.shares = shares
  }

  /// The results of every share, one per pattern and scenario in pattern order, then scenario
  /// order.
  ///
  /// A scenario's result is its first repetition slice's; a later slice that crashed or was
  /// stopped replaces it (the scenario crashed, as it would have in one worker), and one whose
  /// trace differed, or that diverged within itself, marks it diverged.
  ///
  /// - Parameter slots: each share's slots, in the order of ``shares``.
  func merge(_ slots: [[Slot]]) -> [ScenarioResult] {
    var merged: [Slot?] = Array(repeating: nil, count: patternCount * scenarioCount)
    for (share, shareSlots) in zip(shares, slots) {
      for (scenario, slot) in zip(share.scenarios, shareSlots) {
        let index = share.pattern * scenarioCount + scenario
        guard var base = merged[index], share.repetitions.lowerBound > 0 else {
          merged[index] = slot
          continue
        }
        if base.stopped { continue }
        if slot.stopped {
          base = slot
        } else if slot.result.diverged || slot.result.fingerprint != base.result.fingerprint {
          base.result.diverged = true
        }
        merged[index] = base
      }
    }
    return merged.compactMap { $0?.result }
  }
}
