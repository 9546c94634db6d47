import MallocCounter

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every figure of one pattern × operation × size.
struct CellResult: Codable {
  var pattern: String
  var operation: String
  var size: Int
  var isReference: Bool
  var includesRender: Bool
  // Deterministic counters, per operation, from the counting pass.
  var allocationsPerOperation: Double
  var bytesPerOperation: Double
  /// Allocations of at least the article storage's size: whole-list copies or rebuilds.
  var listSizedAllocationsPerOperation: Double
  /// Copy-on-write copies of the articles' storage (new storage where none was expected).
  var copiesPerOperation: Double
  // Time, from the timing pass.
  var medianNanoseconds: Double = 0
  var p25Nanoseconds: Double = 0
  var p75Nanoseconds: Double = 0
  var p90Nanoseconds: Double = 0
  var operationsPerSample = 1
  var samplesNanoseconds: [Double] = []
  var ratioToInPlaceFloor: Double? = nil
  var ratioToMemcpyFloor: Double? = nil
  var timeGrowthExponent: Double? = nil
  var bytesGrowthExponent: Double? = nil
}

/// A run that produced a wrong state: the benchmark stops, naming the cell.
struct WrongResult: Error, CustomStringConvertible {
  var description: String
}

/// How long and how often each cell is timed.
struct SamplingPlan {
  var countedOperations = 8
  var warmUpOperations = 4
  var minimumSamples = 15
  var maximumSamples = 301
  var budgetNanoseconds: UInt64 = 120_000_000
  var batchNanoseconds = 4_000.0
}

@MainActor
enum Measure {
  /// Counts allocations, bytes and copies over `plan.countedOperations` operations, after
  /// as many warm-up operations, checking the state after each.
  static func count(
    _ probe: Probe, cell: String, listBytes: Int, plan: SamplingPlan
  ) throws -> (allocations: Double, bytes: Double, listSized: Double, copies: Double) {
    mc_set_large_threshold(max(listBytes, 1))
    defer { mc_set_large_threshold(Int.max) }
    var operations = 0
    var totals = (allocations: 0.0, bytes: 0.0, listSized: 0.0, copies: 0.0)
    for index in 0..<(plan.warmUpOperations + plan.countedOperations) {
      if let reset = probe.reset {
        reset()
        probe.before()
        operations = 0
      } else if index == 0 {
        probe.before()
      }
      let expected = probe.expectedStorage()
      let start = mc_thread_counters()
      probe.perform()
      let end = mc_thread_counters()
      operations += 1
      let copied = probe.storage() != expected
      if let wrong = probe.verify(operations) {
        throw WrongResult(description: "\(cell): \(wrong)")
      }
      guard index >= plan.warmUpOperations else { continue }
      totals.allocations += Double(end.allocations - start.allocations)
      totals.bytes += Double(end.bytes - start.bytes)
      totals.listSized += Double(end.large - start.large)
      totals.copies += copied ? 1 : 0
    }
    let n = Double(plan.countedOperations)
    return (totals.allocations / n, totals.bytes / n, totals.listSized / n, totals.copies / n)
  }

  /// Times the probe: batches of operations when it can repeat back to back, else one
  /// operation per sample after an untimed reset. The state is checked before and after.
  static func time(_ probe: Probe, cell: String, plan: SamplingPlan) throws -> (
    samples: [Double], operationsPerSample: Int
  ) {
    var operations = 0
    if probe.reset == nil { probe.before() }
    // Calibrate: how many operations make a sample long enough for the clock.
    var batch = 1
    if probe.reset == nil {
      let start = mc_now_ns()
      probe.perform()
      operations += 1
      let once = Double(max(mc_now_ns() - start, 1))
      batch = max(1, min(100_000, Int(plan.batchNanoseconds / once)))
    }
    var samples: [Double] = []
    samples.reserveCapacity(plan.maximumSamples)
    let began = mc_now_ns()
    while samples.count < plan.maximumSamples
      && (samples.count < plan.minimumSamples || mc_now_ns() - began < plan.budgetNanoseconds)
    {
      if let reset = probe.reset {
        reset()
        probe.before()
        operations = 0
      }
      let start = mc_now_ns()
      for _ in 0..<batch { probe.perform() }
      let elapsed = mc_now_ns() - start
      operations += batch
      samples.append(Double(elapsed) / Double(batch))
      if probe.reset != nil, let wrong = probe.verify(operations) {
        throw WrongResult(description: "\(cell): \(wrong)")
      }
    }
    if let wrong = probe.verify(operations) { throw WrongResult(description: "\(cell): \(wrong)") }
    return (samples, batch)
  }

  /// The time of one memcpy of `bytes` bytes: the copy floor.
  static func memcpyFloor(bytes: Int) -> Double {
    let source = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1), alignment: 16)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1), alignment: 16)
    defer {
      source.deallocate()
      destination.deallocate()
    }
    source.initializeMemory(as: UInt8.self, repeating: 1, count: max(bytes, 1))
    let repetitions = Int32(max(1, min(10_000, 2_000_000 / max(bytes, 1))))
    var runs: [Double] = []
    for _ in 0..<11 {
      let total = mc_memcpy_ns(destination, source, bytes, repetitions)
      runs.append(Double(total) / Double(repetitions))
    }
    return percentile(runs, 0.5)
  }
}

/// The `p` quantile of `values` (linear interpolation), 0 for none.
func percentile(_ values: [Double], _ p: Double) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let position = p * Double(sorted.count - 1)
  let lower = Int(position)
  let upper = min(lower + 1, sorted.count - 1)
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
}

/// The slope of log(y) against log(x) by least squares: the growth exponent, 1 for linear.
func growthExponent(_ points: [(x: Double, y: Double)]) -> Double? {
  let usable = points.filter { $0.x > 0 && $0.y > 0 }
  guard usable.count >= 2 else { return nil }
  let xs = usable.map { log($0.x) }
  let ys = usable.map { log($0.y) }
  let meanX = xs.reduce(0, +) / Double(xs.count)
  let meanY = ys.reduce(0, +) / Double(ys.count)
  var numerator = 0.0
  var denominator = 0.0
  for (x, y) in zip(xs, ys) {
    numerator += (x - meanX) * (y - meanY)
    denominator += (x - meanX) * (x - meanX)
  }
  return denominator == 0 ? nil : numerator / denominator
}
