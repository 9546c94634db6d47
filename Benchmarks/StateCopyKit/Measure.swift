import HeadlessUI
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
  /// Copy-on-write copies of the articles' storage (new storage where none was expected), on
  /// the reference rows; `nil` for an app, whose storage is not seen from outside: its copies
  /// are among its list-sized allocations.
  var copiesPerOperation: Double?
  // Retained memory, from the retaining pass.
  /// Operations of the retaining pass (fewer when the state allows fewer, such as first taps
  /// on a small list).
  var retainedAfterOperations = 0
  /// Heap bytes the pattern holds after them: its state, its views, its history.
  var retainedBytes: Int? = nil
  /// Heap bytes the pattern held once built with the list, before any operation: its state as
  /// it keeps it (the rows, any index by id, a history's snapshot), its views.
  var builtBytes: Int? = nil
  /// The article storage's own bytes at the end (count × stride): the state's own size.
  var stateBytes: Int? = nil
  /// Bytes still growing per operation over the second half of the retaining pass.
  var retainedGrowthPerOperation: Double? = nil
  // Render work, from the counting pass, as the list page's table counted it (`+ render` rows
  // only; `nil` on the others).
  /// Cells the table configured per operation: rows redrawn.
  var cellsConfiguredPerOperation: Double? = nil
  /// Rows compared per operation because the list was set whole.
  var rowsComparedPerOperation: Double? = nil
  /// Ids a diffable snapshot walked per operation.
  var idsDiffedPerOperation: Double? = nil
  // Time, from the timing passes.
  /// The median of the repeats' medians.
  var medianNanoseconds: Double = 0
  /// Each repeat's median, in the order they ran.
  var repeatMediansNanoseconds: [Double] = []
  /// (max − min) ÷ median of the repeats' medians.
  var spread: Double = 0
  /// Whether the repeats disagree by more than ``SamplingPlan/noisySpread``.
  var isNoisy = false
  // Percentiles over every sample of every repeat.
  var p25Nanoseconds: Double = 0
  var p75Nanoseconds: Double = 0
  var p90Nanoseconds: Double = 0
  var operationsPerSample = 1
  var sampleCount = 0
  var ratioToInPlaceFloor: Double? = nil
  var ratioToMemcpyFloor: Double? = nil
  var timeGrowthExponent: Double? = nil
  var bytesGrowthExponent: Double? = nil

  /// Retained bytes ÷ the state's own bytes.
  var retainedRatio: Double? {
    guard let retainedBytes, let stateBytes, stateBytes > 0 else { return nil }
    return Double(retainedBytes) / Double(stateBytes)
  }

  /// Retained bytes ÷ the bytes held once built: what the operations added to the pattern's
  /// own state (a history's copies, a list's spare capacity, anything leaked).
  var retainedToBuilt: Double? {
    guard let retainedBytes, let builtBytes, builtBytes > 0 else { return nil }
    return Double(retainedBytes) / Double(builtBytes)
  }
}

/// A run that produced a wrong state: the benchmark stops, naming the cell (a team's own
/// pattern's cell is reported as not measured instead, see ``Unmeasured``).
struct WrongResult: Error, CustomStringConvertible {
  /// `pattern / operation / size`.
  var cell: String
  /// What is wrong.
  var reason: String

  var description: String { "\(cell): \(reason)" }
}

/// A cell of a team's own pattern that could not be measured: its app could not do what the
/// operation asks (a control not wired, a request not made) or did it wrong. The sweep goes on
/// without it, and without that operation of that pattern at the larger sizes.
struct Unmeasured: Codable, Equatable {
  var pattern: String
  var operation: String
  /// The size at which it failed.
  var size: Int
  var reason: String
}

/// How long and how often each cell is timed.
struct SamplingPlan {
  var countedOperations = 8
  var warmUpOperations = 4
  /// The sweep is timed this many times, the subjects of a size interleaved in each.
  var repeats = 3
  var minimumSamples = 11
  var maximumSamples = 201
  /// The time budget of one cell in one repeat.
  var budgetNanoseconds: UInt64 = 40_000_000
  var batchNanoseconds = 4_000.0
  /// Operations of the retaining pass.
  var retainedOperations = 100
  /// A cell whose repeats' medians spread by more than this fraction of their median is
  /// flagged as noisy.
  var noisySpread = 0.25
}

@MainActor
enum Measure {
  /// What the counting pass finds, per operation.
  struct Counters {
    var allocations = 0.0
    var bytes = 0.0
    var listSized = 0.0
    /// `nil` when the probe does not show its storage.
    var copies: Double?
    /// The list page's render work, summed; `nil` when the probe has no list page.
    var render: RenderWork?
  }

  /// Counts allocations, bytes, copies and — where the probe has a list page — the table's
  /// render work over `plan.countedOperations` operations, after as many warm-up operations,
  /// checking the state after each.
  static func count(
    _ probe: Probe, cell: String, listBytes: Int, plan: SamplingPlan
  ) throws -> (counters: Counters, operations: Int) {
    mc_set_large_threshold(max(listBytes, 1))
    defer { mc_set_large_threshold(Int.max) }
    var runner = Runner(probe: probe, cell: cell)
    var totals = Counters()
    for index in 0..<(plan.warmUpOperations + plan.countedOperations) {
      try runner.readyForNext()
      probe.prepare?()
      let expected = probe.storage == nil ? nil : probe.expectedStorage()
      let list = probe.listView()
      list?.resetRenderWork()
      let start = mc_thread_counters()
      probe.perform()
      let end = mc_thread_counters()
      runner.performed(1)
      let copied = probe.storage.map { $0() != expected }
      try runner.check()
      guard index >= plan.warmUpOperations else { continue }
      totals.allocations += Double(end.allocations - start.allocations)
      totals.bytes += Double(end.bytes - start.bytes)
      totals.listSized += Double(end.large - start.large)
      if let copied { totals.copies = (totals.copies ?? 0) + (copied ? 1 : 0) }
      if let work = list?.renderWork {
        var sum = totals.render ?? RenderWork()
        sum.cellsConfigured += work.cellsConfigured
        sum.rowsCompared += work.rowsCompared
        sum.idsDiffed += work.idsDiffed
        totals.render = sum
      }
    }
    return (totals, plan.countedOperations)
  }

  /// Times the probe: batches of operations when it can repeat back to back, else one
  /// operation per sample after its untimed preparation. The state is checked before every
  /// reset and at the end.
  static func time(_ probe: Probe, cell: String, plan: SamplingPlan) throws -> (
    samples: [Double], operationsPerSample: Int
  ) {
    var runner = Runner(probe: probe, cell: cell)
    // Calibrate: how many operations make a sample long enough for the clock.
    try runner.readyForNext()
    probe.prepare?()
    let start = mc_now_ns()
    probe.perform()
    let once = Double(max(mc_now_ns() - start, 1))
    runner.performed(1)
    var batch = 1
    if probe.batches {
      batch = max(1, min(100_000, Int(plan.batchNanoseconds / once)))
      if probe.reset != nil { batch = min(batch, probe.operationsPerReset) }
    }
    var samples: [Double] = []
    samples.reserveCapacity(plan.maximumSamples)
    let began = mc_now_ns()
    while samples.count < plan.maximumSamples
      && (samples.count < plan.minimumSamples || mc_now_ns() - began < plan.budgetNanoseconds)
    {
      try runner.readyForNext(batch)
      probe.prepare?()
      let start = mc_now_ns()
      for _ in 0..<batch { probe.perform() }
      let elapsed = mc_now_ns() - start
      runner.performed(batch)
      samples.append(Double(elapsed) / Double(batch))
    }
    try runner.check()
    return (samples, batch)
  }

  /// The heap bytes the pattern holds once built, and after `plan.retainedOperations`
  /// operations (fewer when the probe must be rebuilt sooner: then since its last rebuild),
  /// and how much they still grow per operation over the second half, when no rebuild came in
  /// between.
  ///
  /// `makeProbe` is called inside the measured window, so that the pattern's own building is
  /// counted; the benchmark's inputs (`fixtureBytes`) are not.
  static func retained(
    _ makeProbe: () -> Probe, cell: String, plan: SamplingPlan
  ) throws -> (
    bytes: Int, built: Int, operations: Int, growthPerOperation: Double?, articles: Int
  ) {
    let before = liveBytes()
    let probe = makeProbe()
    defer { probe.close() }
    let built = liveBytes() - before - probe.fixtureBytes
    var runner = Runner(probe: probe, cell: cell)
    let total = plan.retainedOperations
    var middle: (live: Int, rebuilds: Int)?
    for index in 0..<total {
      if index == total / 2 { middle = (liveBytes(), runner.rebuilds) }
      try runner.readyForNext()
      probe.prepare?()
      probe.perform()
      runner.performed(1)
    }
    try runner.check()
    let held = liveBytes() - before - probe.fixtureBytes
    var growth: Double?
    if let middle, middle.rebuilds == runner.rebuilds {
      growth = Double(liveBytes() - middle.live) / Double(total - total / 2)
    }
    return (held, built, runner.sinceReset, growth, probe.articleCount())
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

/// Runs a probe's operations in order: its resets when it needs them (checking the state
/// before each), its `before`, and the count of operations since the last reset.
@MainActor
private struct Runner {
  let probe: Probe
  let cell: String
  private(set) var sinceReset = 0
  private(set) var rebuilds = 0
  private var started = false

  init(probe: Probe, cell: String) {
    self.probe = probe
    self.cell = cell
  }

  /// Makes room for `count` more operations: the first `before`, or a reset when the probe
  /// cannot go on.
  mutating func readyForNext(_ count: Int = 1) throws {
    if let reset = probe.reset, started, sinceReset + count > probe.operationsPerReset {
      try check()
      reset()
      rebuilds += 1
      sinceReset = 0
      probe.before()
    } else if !started {
      probe.before()
    }
    started = true
  }

  mutating func performed(_ count: Int) { sinceReset += count }

  /// Throws when the state is not what `sinceReset` operations must leave.
  func check() throws {
    if let wrong = probe.verify(sinceReset) { throw WrongResult(cell: cell, reason: wrong) }
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
