import ScenarioKit

/// How `workbench run` splits its work into shares for worker processes, and how the shares'
/// results come back together in one fixed order.
///
/// A share is one pattern and a slice of the scenarios, each run every repetition. With one job
/// there is one share per pattern, as there always was. With more, the shares are small enough
/// (about 64 per job) that a pattern slower than the others never leaves a core idle while it
/// finishes alone.
///
/// A scenario's repetitions are never split between shares: the repeat check compares a
/// scenario's runs with its first, and runs in two processes can differ in what is not
/// behaviour — an address the runtime prints into a trace moves with each process's layout
/// (the TCA-style store's cancel ids read `<computed 0x… (PresentationState<State>)>`).
///
/// The merged results do not depend on the plan: they are put in pattern order, then scenario
/// order, so the text, the JSON and the DIVERGENT section are the same whatever the job count.
struct WorkPlan: Equatable {
  struct Share: Equatable {
    /// The pattern's index in the selection.
    var pattern: Int
    var scenarios: Range<Int>
  }

  let shares: [Share]
  let patternCount: Int
  let scenarioCount: Int

  init(patterns: Int, scenarios: Int, jobs: Int) {
    patternCount = patterns
    scenarioCount = scenarios
    // Scenarios per share: all of a pattern's with one job, else about 64 shares per job.
    let perShare = jobs <= 1 ? scenarios : max(1, patterns * scenarios / (jobs * 64))
    shares = (0..<patterns).flatMap { pattern in
      stride(from: 0, to: scenarios, by: max(perShare, 1)).map { first in
        Share(pattern: pattern, scenarios: first..<min(first + perShare, scenarios))
      }
    }
  }

  /// The results of every share, one per pattern and scenario, in pattern order, then
  /// scenario order.
  ///
  /// - Parameter results: each share's results, in the order of ``shares``.
  func merge(_ results: [[ScenarioResult]]) -> [ScenarioResult] {
    var merged: [ScenarioResult?] = Array(repeating: nil, count: patternCount * scenarioCount)
    for (share, shareResults) in zip(shares, results) {
      for (scenario, result) in zip(share.scenarios, shareResults) {
        merged[share.pattern * scenarioCount + scenario] = result
      }
    }
    return merged.compactMap { $0 }
  }
}
