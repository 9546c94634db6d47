import ArticleDomain
import FoundationEssentials
import MallocCounter
import ScenarioKit

/// One run of the benchmark: every selected subject × operation at every size, counted and,
/// when timing, timed; then the floors of each size and what needs the whole run.
@MainActor
struct Sweep {
  /// Which cells run.
  enum Selection {
    case all
    /// Subjects or operations whose name contains the text (case-insensitive).
    case matching(String)
    /// One operation on every subject.
    case operation(Operation)
    /// Exactly the cells of a thresholds file.
    case cells([Thresholds.Cell])
  }

  struct Outcome {
    var results: [CellResult]
    var floors: [Int: Floor]
    var wallSeconds: Double

    func report(sizes: [Int]) -> JSONReport {
      JSONReport(
        build: buildName, sizes: sizes, notes: benchmarkNotes,
        floors: sizes.compactMap { floors[$0] }, results: results, wallSeconds: wallSeconds)
    }
  }

  var sizes: [Int]
  var selection: Selection
  var timing: Bool
  var plan: SamplingPlan
  var injectCopy: Bool
  var showsProgress: Bool

  func isSelected(_ subject: Subject, _ operation: Operation) -> Bool {
    // The in-place reference's toggle is the floor: it always runs when timing.
    if timing && subject.name == ReferenceStrategy.inPlace.rawValue && operation == .toggleFavorite
    {
      return true
    }
    switch selection {
    case .all: return true
    case .matching(let text):
      let filter = text.lowercased()
      return subject.label.lowercased().contains(filter) || operation.rawValue.contains(filter)
    case .operation(let selected): return operation == selected
    case .cells(let cells):
      return cells.contains { $0.pattern == subject.label && $0.operation == operation.rawValue }
    }
  }

  /// Runs the sweep.
  ///
  /// - Throws: ``WrongResult`` naming the first cell whose operation gave a wrong state.
  func run() throws -> Outcome {
    // The harness's deterministic loop queues the tasks a pattern starts (only the TCA-style
    // store's replacement starts one) so that a probe can run them between operations.
    try DeterministicLoop.run { effects in
      try run(
        subjects: referenceSubjects(injectCopy: injectCopy) + patternSubjects(effects: effects))
    }
  }

  private func run(subjects: [Subject]) throws -> Outcome {
    let began = mc_now_ns()
    var results: [CellResult] = []
    var floors: [Int: Floor] = [:]
    for size in sizes {
      let stateBytes = size * MemoryLayout<Article>.stride
      for subject in subjects {
        for operation in subject.operations where isSelected(subject, operation) {
          let cell = "\(subject.label) / \(operation.rawValue) / \(size)"
          if showsProgress { printError("  \(cell)") }
          let probe = subject.makeProbe(operation, size)
          let counters = try Measure.count(probe, cell: cell, listBytes: stateBytes, plan: plan)
          var result = CellResult(
            pattern: subject.label, operation: operation.rawValue, size: size,
            isReference: subject.isReference, includesRender: subject.includesRender,
            allocationsPerOperation: counters.allocations, bytesPerOperation: counters.bytes,
            listSizedAllocationsPerOperation: counters.listSized,
            copiesPerOperation: counters.copies)
          if timing {
            let timed = try Measure.time(probe, cell: cell, plan: plan)
            result.samplesNanoseconds = timed.samples
            result.operationsPerSample = timed.operationsPerSample
            result.medianNanoseconds = percentile(timed.samples, 0.5)
            result.p25Nanoseconds = percentile(timed.samples, 0.25)
            result.p75Nanoseconds = percentile(timed.samples, 0.75)
            result.p90Nanoseconds = percentile(timed.samples, 0.9)
          }
          results.append(result)
        }
      }
      if timing {
        let inPlace = results.first {
          $0.size == size && $0.pattern == ReferenceStrategy.inPlace.rawValue
            && $0.operation == Operation.toggleFavorite.rawValue
        }
        floors[size] = Floor(
          size: size, stateBytes: stateBytes, inPlaceNanoseconds: inPlace?.medianNanoseconds ?? 0,
          memcpyNanoseconds: Measure.memcpyFloor(bytes: stateBytes))
      }
    }
    if timing { complete(&results, floors: floors) }
    return Outcome(
      results: results, floors: floors, wallSeconds: Double(mc_now_ns() - began) / 1e9)
  }
}
