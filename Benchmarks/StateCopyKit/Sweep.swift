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
    /// These operations on every subject.
    case operations([Operation])
    /// Exactly the cells of a thresholds file, each at its size, and a team's own patterns
    /// (which the file may not have) at the file's operations and sizes, so that they are
    /// counted, not left out.
    case cells([Thresholds.Cell])
  }

  struct Outcome {
    var results: [CellResult]
    var floors: [Int: Floor]
    /// The cells of a team's own patterns that could not be measured, with why.
    var unmeasured: [Unmeasured]
    var wallSeconds: Double

    func report(sizes: [Int]) -> JSONReport {
      JSONReport(
        build: buildName, sizes: sizes, notes: benchmarkNotes,
        floors: sizes.compactMap { floors[$0] }, results: results,
        unmeasured: unmeasured.isEmpty ? nil : unmeasured, wallSeconds: wallSeconds)
    }
  }

  var sizes: [Int]
  var selection: Selection
  /// Only subjects or operations whose name contains the text (case-insensitive), within
  /// `selection`.
  var filter: String? = nil
  var timing: Bool
  /// The operations whose retaining pass runs (none in a thresholds check).
  var retaining: Set<Operation>
  var plan: SamplingPlan
  var injection: Injection
  var showsProgress: Bool
  /// A team's own patterns, measured as apps after the built-in ones.
  var outside: [PatternEntry] = []

  func isSelected(_ subject: Subject, _ operation: Operation, size: Int) -> Bool {
    // The in-place reference's re-tap is the floor: it always runs when timing.
    if timing && subject.name == ReferenceStrategy.inPlace.rawValue && operation == .toggleAgain {
      return true
    }
    if let filter = filter?.lowercased(),
      !subject.label.lowercased().contains(filter) && !operation.rawValue.contains(filter)
    {
      return false
    }
    switch selection {
    case .all: return true
    case .operations(let selected): return selected.contains(operation)
    case .cells(let cells):
      // A cell is counted at the sizes its file lists it at: a pattern slow to count at a
      // large size (a declarative toolkit in a debug build) is checked at a small one only.
      return cells.contains {
        ($0.pattern == subject.label || subject.isOutside) && $0.operation == operation.rawValue
          && $0.size == size
      }
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
          + appSubjects(loop: loop, outside: outside))
    }
  }

  /// Per size: every cell counted (and its retained memory measured), then timed
  /// `plan.repeats` times, the cells interleaved round-robin in each repeat — a slow window
  /// of the machine then touches one repeat of many cells, not every sample of one — and
  /// each cell's figure the median of its repeats.
  ///
  /// A wrong result stops the run, except on a team's own pattern: its cell is then
  /// ``Unmeasured``, and so is that operation of it at the larger sizes.
  private func run(subjects: [Subject]) throws -> Outcome {
    let began = mc_now_ns()
    var results: [CellResult] = []
    var floors: [Int: Floor] = [:]
    var unmeasured: [Unmeasured] = []
    for size in sizes {
      let stateBytes = size * MemoryLayout<Article>.stride
      var cells: [Cell] = []
      for subject in subjects {
        for operation in subject.operations where isSelected(subject, operation, size: size) {
          let failed = unmeasured.contains {
            $0.pattern == subject.label && $0.operation == operation.rawValue
          }
          if !failed { cells.append(Cell(subject: subject, operation: operation, size: size)) }
        }
      }
      var sizeResults: [CellResult] = []
      var counted: [Cell] = []
      for cell in cells {
        if showsProgress { printError("  \(cell.name)") }
        do {
          sizeResults.append(try count(cell, stateBytes: stateBytes))
          counted.append(cell)
        } catch let wrong as WrongResult where cell.subject.isOutside {
          unmeasured.append(cell.unmeasured(wrong))
        }
      }
      cells = counted
      if timing {
        var samples = Array(repeating: [Double](), count: cells.count)
        var failed = Set<Int>()
        for round in 0..<plan.repeats {
          // Each repeat starts one cell further on, so no cell always runs first.
          for offset in cells.indices {
            let index = (offset + round) % cells.count
            guard !failed.contains(index) else { continue }
            let cell = cells[index]
            if showsProgress { printError("  repeat \(round + 1): \(cell.name)") }
            let probe = makeProbe(cell.operation, of: cell.subject, size: size, mode: .measuring)
            defer { probe.close() }
            do {
              let timed = try Measure.time(probe, cell: cell.name, plan: plan)
              samples[index] += timed.samples
              sizeResults[index].repeatMediansNanoseconds.append(percentile(timed.samples, 0.5))
              sizeResults[index].operationsPerSample = timed.operationsPerSample
            } catch let wrong as WrongResult where cell.subject.isOutside {
              unmeasured.append(cell.unmeasured(wrong))
              failed.insert(index)
            }
          }
        }
        for index in cells.indices {
          sizeResults[index].summarise(samples[index], plan: plan)
        }
        sizeResults = sizeResults.indices.filter { !failed.contains($0) }.map { sizeResults[$0] }
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
      results: results, floors: floors, unmeasured: unmeasured,
      wallSeconds: Double(mc_now_ns() - began) / 1e9)
  }

  /// One subject × operation × size.
  @MainActor
  private struct Cell {
    var subject: Subject
    var operation: Operation
    var size: Int

    var name: String { "\(subject.label) / \(operation.rawValue) / \(size)" }

    func unmeasured(_ wrong: WrongResult) -> Unmeasured {
      Unmeasured(
        pattern: subject.label, operation: operation.rawValue, size: size, reason: wrong.reason)
    }
  }

  /// The counting pass of `cell`, and its retaining pass when the sweep retains its operation.
  private func count(_ cell: Cell, stateBytes: Int) throws -> CellResult {
    let probe = makeProbe(cell.operation, of: cell.subject, size: cell.size, mode: .measuring)
    let measured = Result {
      try Measure.count(probe, cell: cell.name, listBytes: stateBytes, plan: plan)
    }
    // Closed before the retaining pass, which reads the heap the next build holds.
    probe.close()
    let (counters, counted) = try measured.get()
    let n = Double(counted)
    var result = CellResult(
      pattern: cell.subject.label, operation: cell.operation.rawValue, size: cell.size,
      isReference: cell.subject.isReference, includesRender: cell.subject.includesRender,
      allocationsPerOperation: counters.allocations / n, bytesPerOperation: counters.bytes / n,
      listSizedAllocationsPerOperation: counters.listSized / n,
      copiesPerOperation: counters.copies.map { $0 / n })
    if let render = counters.render {
      result.cellsConfiguredPerOperation = Double(render.cellsConfigured) / n
      result.rowsComparedPerOperation = Double(render.rowsCompared) / n
      result.idsDiffedPerOperation = Double(render.idsDiffed) / n
    }
    if retaining.contains(cell.operation) {
      let retained = try Measure.retained(
        { makeProbe(cell.operation, of: cell.subject, size: cell.size, mode: .retaining) },
        cell: cell.name, plan: plan)
      result.retainedBytes = retained.bytes
      result.builtBytes = retained.built
      result.retainedAfterOperations = retained.operations
      result.retainedGrowthPerOperation = retained.growthPerOperation
      result.stateBytes = retained.articles * MemoryLayout<Article>.stride
    }
    return result
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
