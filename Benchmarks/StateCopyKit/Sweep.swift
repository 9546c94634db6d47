import ArticleDomain
import FoundationEssentials
import HeadlessUI
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
    /// These operations on every subject.
    case operations([Operation])
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
  /// Whether the retaining pass runs (it is not part of a thresholds check).
  var retaining: Bool
  var plan: SamplingPlan
  var injection: Injection
  var showsProgress: Bool

  func isSelected(_ subject: Subject, _ operation: Operation) -> Bool {
    // The in-place reference's re-tap is the floor: it always runs when timing.
    if timing && subject.name == ReferenceStrategy.inPlace.rawValue && operation == .toggleAgain {
      return true
    }
    switch selection {
    case .all: return true
    case .matching(let text):
      let filter = text.lowercased()
      return subject.label.lowercased().contains(filter) || operation.rawValue.contains(filter)
    case .operations(let selected): return selected.contains(operation)
    case .cells(let cells):
      return cells.contains { $0.pattern == subject.label && $0.operation == operation.rawValue }
    }
  }

  /// Runs the sweep.
  ///
  /// - Throws: ``WrongResult`` naming the first cell whose operation gave a wrong state.
  func run() throws -> Outcome {
    // The apps run on the harness's deterministic loop, as in a scenario: every task they
    // start is queued there, and each operation runs it until the app is quiet.
    try DeterministicLoop.run { loop in
      try run(
        subjects: referenceSubjects(injection: injection) + tcaReferenceSubjects()
          + appSubjects(loop: loop))
    }
  }

  /// Per size: every cell counted (and its retained memory measured), then timed
  /// `plan.repeats` times, the cells interleaved round-robin in each repeat — a slow window
  /// of the machine then touches one repeat of many cells, not every sample of one — and
  /// each cell's figure the median of its repeats.
  private func run(subjects: [Subject]) throws -> Outcome {
    let began = mc_now_ns()
    var results: [CellResult] = []
    var floors: [Int: Floor] = [:]
    for size in sizes {
      let stateBytes = size * MemoryLayout<Article>.stride
      var cells: [(subject: Subject, operation: Operation, name: String)] = []
      for subject in subjects {
        for operation in subject.operations where isSelected(subject, operation) {
          cells.append((subject, operation, "\(subject.label) / \(operation.rawValue) / \(size)"))
        }
      }
      var sizeResults: [CellResult] = []
      for cell in cells {
        if showsProgress { printError("  \(cell.name)") }
        let probe = makeProbe(cell.operation, of: cell.subject, size: size, mode: .measuring)
        let (counters, counted) = try Measure.count(
          probe, cell: cell.name, listBytes: stateBytes, plan: plan)
        probe.close()
        let n = Double(counted)
        var result = CellResult(
          pattern: cell.subject.label, operation: cell.operation.rawValue, size: size,
          isReference: cell.subject.isReference, includesRender: cell.subject.includesRender,
          allocationsPerOperation: counters.allocations / n, bytesPerOperation: counters.bytes / n,
          listSizedAllocationsPerOperation: counters.listSized / n,
          copiesPerOperation: counters.copies.map { $0 / n })
        if let render = counters.render {
          result.cellsConfiguredPerOperation = Double(render.cellsConfigured) / n
          result.rowsComparedPerOperation = Double(render.rowsCompared) / n
          result.idsDiffedPerOperation = Double(render.idsDiffed) / n
        }
        if retaining {
          let retained = try Measure.retained(
            { makeProbe(cell.operation, of: cell.subject, size: size, mode: .retaining) },
            cell: cell.name, plan: plan)
          result.retainedBytes = retained.bytes
          result.builtBytes = retained.built
          result.retainedAfterOperations = retained.operations
          result.retainedGrowthPerOperation = retained.growthPerOperation
          result.stateBytes = retained.articles * MemoryLayout<Article>.stride
        }
        sizeResults.append(result)
      }
      if timing {
        var samples = Array(repeating: [Double](), count: cells.count)
        for round in 0..<plan.repeats {
          // Each repeat starts one cell further on, so no cell always runs first.
          for offset in cells.indices {
            let index = (offset + round) % cells.count
            let cell = cells[index]
            if showsProgress { printError("  repeat \(round + 1): \(cell.name)") }
            let probe = makeProbe(cell.operation, of: cell.subject, size: size, mode: .measuring)
            let timed = try Measure.time(probe, cell: cell.name, plan: plan)
            probe.close()
            samples[index] += timed.samples
            sizeResults[index].repeatMediansNanoseconds.append(percentile(timed.samples, 0.5))
            sizeResults[index].operationsPerSample = timed.operationsPerSample
          }
        }
        for index in cells.indices {
          sizeResults[index].summarise(samples[index], plan: plan)
        }
        let inPlace = sizeResults.first {
          $0.pattern == ReferenceStrategy.inPlace.rawValue
            && $0.operation == Operation.toggleAgain.rawValue
        }
        floors[size] = Floor(
          size: size, stateBytes: stateBytes, inPlaceNanoseconds: inPlace?.medianNanoseconds ?? 0,
          memcpyNanoseconds: Measure.memcpyFloor(bytes: stateBytes))
      }
      results += sizeResults
    }
    if timing { complete(&results, floors: floors) }
    return Outcome(
      results: results, floors: floors, wallSeconds: Double(mc_now_ns() - began) / 1e9)
  }
}

extension CellResult {
  /// The figures of the timing passes from every repeat's samples.
  mutating func summarise(_ samples: [Double], plan: SamplingPlan) {
    sampleCount = samples.count
    medianNanoseconds = percentile(repeatMediansNanoseconds, 0.5)
    if medianNanoseconds > 0, let low = repeatMediansNanoseconds.min(),
      let high = repeatMediansNanoseconds.max()
    {
      spread = (high - low) / medianNanoseconds
    }
    isNoisy = spread > plan.noisySpread
    p25Nanoseconds = percentile(samples, 0.25)
    p75Nanoseconds = percentile(samples, 0.75)
    p90Nanoseconds = percentile(samples, 0.9)
  }
}
