import ArticleDomain
import FoundationEssentials
import MallocCounter

#if canImport(Glibc)
  import Glibc
#endif

// state-copy: what one state update costs in each pattern as the state grows.
// See `Options.help` for the command line and DESIGN.md, "The state-copy benchmark".

func logarithm(_ x: Double) -> Double { log(x) }
func exponential(_ x: Double) -> Double { exp(x) }

func printError(_ message: String) {
  var text = message + "\n"
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Whether stderr is a terminal: progress goes there only then.
let showsProgress = isatty(2) == 1

/// A debug build is detected by an assert's side effect: asserts run only without -O.
var isDebugBuild = false
assert(
  {
    isDebugBuild = true
    return true
  }())
let buildName = isDebugBuild ? "debug" : "release"

let options: Options
do {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError(
    "Error: \(error.message)\nUsage: \(Options.usage)\n  See 'state-copy --help' for more information."
  )
  exit(64)
}
if options.showHelp {
  print(Options.help)
  exit(0)
}
if isDebugBuild && !options.allowDebug {
  printError(
    "Error: this is a debug build; its times are meaningless. Run `swift run -c release state-copy`, or pass --allow-debug."
  )
  exit(64)
}

// Warm up the counting allocator and the runtime on this, the measuring, thread: the first
// exclusivity-checked access on a thread allocates runtime state.
do {
  var warm: [Article] = []
  warm.reserveCapacity(64)
  warm.append(Article(id: "w", title: "warm"))
  blackHole(warm)
}
if !isDebugBuild || mc_is_active() == 0 {
  if mc_is_active() == 0 {
    printError("warning: the counting allocator is not active; allocation counts are 0")
  }
}

// What to run: a thresholds check counts the cells of its file only, at its sizes.
var thresholds: Thresholds?
if let path = options.checkPath {
  guard let data = FileManager.default.contents(atPath: path) else {
    printError("Error: cannot read the thresholds file '\(path)'.")
    exit(65)
  }
  do {
    thresholds = try JSONDecoder().decode(Thresholds.self, from: data)
  } catch {
    printError("Error: the thresholds file '\(path)' is malformed: \(error)")
    exit(65)
  }
}
let sizes = thresholds?.sizes ?? options.sizes
let timing = thresholds == nil && options.writeThresholdsPath == nil
let plan = SamplingPlan()
let subjects = referenceSubjects(injectCopy: options.injectCopy) + patternSubjects()

@MainActor
func isSelected(_ subject: Subject, _ operation: Operation) -> Bool {
  if let thresholds {
    return thresholds.cells.contains {
      $0.build == buildName && $0.pattern == subject.label && $0.operation == operation.rawValue
    }
  }
  guard let filter = options.filter?.lowercased() else { return true }
  // The in-place reference's toggle is the floor: it always runs when timing.
  if timing && subject.name == ReferenceStrategy.inPlace.rawValue && operation == .toggleFavorite {
    return true
  }
  return subject.label.lowercased().contains(filter) || operation.rawValue.contains(filter)
}

let began = mc_now_ns()
var results: [CellResult] = []
var floors: [Int: Floor] = [:]
do {
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
          listSizedAllocationsPerOperation: counters.listSized, copiesPerOperation: counters.copies)
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
} catch {
  printError("Error: wrong result — \(error)")
  exit(1)
}
let wallSeconds = Double(mc_now_ns() - began) / 1e9

if let thresholds {
  let violations = thresholds.violations(of: results, build: buildName)
  print(
    "state-copy --check: \(results.count) cells counted at sizes \(sizes.map(String.init).joined(separator: ", "))\(isDebugBuild ? " (debug build)" : "")"
  )
  if violations.isEmpty {
    print("PASS: no counter exceeds its threshold.")
    exit(0)
  }
  for line in violations { print("FAIL: \(line)") }
  exit(1)
}

if let path = options.writeThresholdsPath {
  do {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    var written = Thresholds(results: results, sizes: sizes, build: buildName)
    // Writing over a file keeps the larger ceiling of each cell: run once from a release and
    // once from a debug build, and the file holds for both.
    if let data = FileManager.default.contents(atPath: path),
      let existing = try? JSONDecoder().decode(Thresholds.self, from: data)
    {
      written.merge(existing)
    }
    try encoder.encode(written).write(to: URL(fileURLWithPath: path))
  } catch {
    printError("Error: cannot write '\(path)': \(error)")
    exit(1)
  }
  print("Wrote \(results.count) thresholds to \(path).")
  exit(0)
}

complete(&results, floors: floors)
let notes = [
  "Every pattern runs logged in and offline: a star tap changes the state synchronously and queues the request instead of starting a Task; the synchronous state change is what is measured.",
  "Append: before each append the list is reset (untimed) to fresh storage with room for the page, so new storage after the append is a copy, not growth.",
  "Rows named 'reference:' are reference points on a minimal reducer, not patterns.",
  "'+ render' rows include the list page's re-render (rows mapped from the state) after the update.",
]
switch options.format {
case .json:
  do {
    print(
      try jsonText(
        JSONReport(
          build: buildName, sizes: sizes, notes: notes,
          floors: sizes.compactMap { floors[$0] }, results: results, wallSeconds: wallSeconds)))
  } catch {
    printError("Error: cannot encode the JSON report: \(error)")
    exit(1)
  }
case .text:
  print(
    "state-copy — \(isDebugBuild ? "DEBUG BUILD (times meaningless)" : "release build"), sizes \(sizes.map(String.init).joined(separator: ", "))"
  )
  for note in notes { print("  • " + note) }
  print(textTables(results, sizes: sizes, floors: floors))
  print("wall time: \(formatRatio(wallSeconds)) s")
}
exit(0)
