import ArticleDomain
import BuiltInPatterns
public import FoundationEssentials
import MallocCounter
public import ScenarioKit
import WorkbenchKit

#if canImport(Glibc)
  import Glibc
#endif

// state-copy: what one state update costs in each pattern as the state grows.
// See `Options.spec` (or `state-copy --help`) for the command line, and the DocC article
// StateCopyCost for the method.

func logarithm(_ x: Double) -> Double { log(x) }
func exponential(_ x: Double) -> Double { exp(x) }

func printError(_ message: String) {
  var text = message + "\n"
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Whether this module was built without optimisation: asserts run only without -O.
let isDebugBuild: Bool = {
  var debug = false
  assert(
    {
      debug = true
      return true
    }())
  return debug
}()
let buildName = isDebugBuild ? "debug" : "release"

let benchmarkNotes =
  [
    "Every pattern runs as its app, built by the composition root the scenarios launch, in a scripted world on the deterministic loop, and is driven only through its window: a star tap is a tap on the star of a row on screen (offline, so the app queues the change instead of making a request), a next page is the user scrolling to the end and the server answering the request, a replacement a pull to refresh answered, a stale answer a page request superseded by a refresh and answered late. Each operation runs the loop until the app is quiet, so it includes the app's effects and its render.",
    "Each operation's result is checked, untimed, on what the app shows: the star after a tap, the ids after an append, the ids and stars after a replace, the same screen after a stale answer; a wrong one stops the run, naming the cell. An app's storage is not seen from outside: its copies are among its list-sized allocations (L); copies (c) are counted on the reference rows.",
    "Times: the sweep is timed several times (repeats), the cells of a size interleaved in each; a cell's time is the median of its repeats' medians, its spread (max − min) ÷ median of them.",
    "Caches: each operation is timed as the app meets it, right after the untimed work that leads to it, never warmed by a repeat of itself. A stale answer follows a refresh of the whole list, and a measured append follows the app built again: at large sizes that work leaves the caches cold, so the growth of those cells is partly the cache's, not the pattern's. Compare them between patterns at one size.",
    "Retained: the pattern's heap after a run of operations of one kind, measured from before the pattern is built; the benchmark's own inputs are excluded.",
    "Rows named 'reference:' are reference points, not patterns: the minimal reducer under four store strategies, and AppFeature's own reducer in place and copy-out (like for like with the TCA store).",
    "Every app row is a '+ render' row: the app renders into its list page's table, which counts the render work (cells configured, rows compared, ids diffed); a tapped row is scrolled on screen untimed and an appended page lands below the screen.",
  ] + Operation.allCases.map { "\($0.rawValue): \($0.meaning)." }

/// The `state-copy` command and the quick sweep the workbench's report runs; in a team's own
/// package, its benchmark executable with its own patterns beside the built-in ones.
public enum StateCopyCommand {
  /// Runs this process's command line as `state-copy` with `patterns` of one's own measured
  /// beside the built-in ones, and exits: the `main.swift` of a team's benchmark executable.
  ///
  /// ```swift
  /// import MVPArticles
  /// import ScenarioKit
  /// import StateCopyKit
  ///
  /// StateCopyCommand.runAndExit(patterns: [
  ///   PatternEntry(name: "MVP", summary: "Passive views, presenters", app: MVPArticlesApp.self)
  /// ])
  /// ```
  ///
  /// Each pattern's app is driven through its window with the same operations as the seven
  /// (its rows are named `MVP + render`). The executable must be the only one linking this
  /// library: its counting allocator replaces `malloc` for the whole process. Give the
  /// workbench executable its name (`runAndExit(patterns:…, benchmark: "mvp-state-copy")`) and
  /// its `report` runs the quick sweep here. An operation a pattern cannot do yet is reported
  /// as not measured, with why, and the run goes on; a pattern of one's own has no cell in the
  /// committed thresholds, so `--check` counts it and lists it as unchecked without failing.
  ///
  /// - Parameter patterns: the patterns of one's own, under the names their workbench
  ///   executable gives them; a name the built-in catalog takes is a usage error (exit 64).
  @MainActor
  public static func runAndExit(patterns: [PatternEntry]) -> Never {
    let invoked = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
    let status = main(
      Array(CommandLine.arguments.dropFirst()), patterns: patterns,
      programName: invoked.flatMap { $0.isEmpty ? nil : $0 } ?? Options.spec.name)
    exit(status)
  }

  /// Runs `state-copy` with `arguments` (without the program name); returns its exit status.
  ///
  /// - Parameters:
  ///   - patterns: patterns of one's own, measured after the built-in ones.
  ///   - programName: what the help and the messages call the program.
  @MainActor
  public static func main(
    _ arguments: [String], patterns: [PatternEntry] = [], programName: String = "state-copy"
  ) -> Int32 {
    do throws(CatalogError) {
      // The workbench's own check of the names: one of the built-in catalog's is taken.
      _ = try PatternCatalog.builtIn.adding(patterns: patterns)
    } catch {
      printError("Error: \(error)")
      return 64
    }
    let options: Options
    do throws(UsageError) {
      switch try Options.parse(arguments, programName: programName) {
      case .help(let text):
        print(text)
        return 0
      case .run(let parsed): options = parsed
      }
    } catch {
      printError(error.description)
      return 64
    }
    if options.quick {
      do {
        let json = try quickSweepJSON(
          patterns: patterns, sizes: options.sizes ?? quickSizes, filter: options.filter)
        print(String(decoding: json, as: UTF8.self))
        return 0
      } catch {
        printError("Error: wrong result — \(error)")
        return 1
      }
    }
    if isDebugBuild && !options.allowDebug {
      printError(
        "Error: this is a debug build; its times are meaningless. Run `swift run -c release \(programName)`, or pass --allow-debug."
      )
      return 64
    }
    warmUp()
    if mc_is_active() == 0 {
      printError("warning: the counting allocator is not active; allocation counts are 0")
    }

    // What to run: a thresholds check counts the cells of its file only, at its sizes.
    var thresholds: Thresholds?
    if let path = options.checkPath {
      guard let data = FileManager.default.contents(atPath: path) else {
        printError("Error: cannot read the thresholds file '\(path)'.")
        return 65
      }
      do {
        thresholds = try JSONDecoder().decode(Thresholds.self, from: data)
      } catch {
        printError("Error: the thresholds file '\(path)' is malformed: \(error)")
        return 65
      }
    }
    let timing = thresholds == nil && options.writeThresholdsPath == nil
    var plan = SamplingPlan()
    plan.repeats = options.repeats
    let sweep = Sweep(
      sizes: thresholds?.sizes ?? options.sizes ?? fullSizes,
      selection: thresholds.map { .cells($0.cells.filter { $0.build == buildName }) } ?? .all,
      filter: thresholds == nil ? options.filter : nil, timing: timing,
      retaining: timing ? Set(Operation.allCases) : [], plan: plan, injection: options.injection,
      showsProgress: isatty(2) == 1, outside: patterns)

    let outcome: Sweep.Outcome
    do {
      outcome = try sweep.run()
    } catch {
      printError("Error: wrong result — \(error)")
      return 1
    }

    if let thresholds {
      return check(outcome, against: thresholds, sizes: sweep.sizes)
    }

    if let path = options.writeThresholdsPath {
      do {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var written = Thresholds(results: outcome.results, sizes: sweep.sizes, build: buildName)
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
        return 1
      }
      print("Wrote \(outcome.results.count) thresholds to \(path).")
      for cell in outcome.unmeasured {
        print("NOT MEASURED: \(cell.pattern) / \(cell.operation) / \(cell.size): \(cell.reason)")
      }
      return 0
    }

    switch options.format {
    case .json:
      do {
        print(String(decoding: try outcome.report(sizes: sweep.sizes).json(), as: UTF8.self))
      } catch {
        printError("Error: cannot encode the JSON report: \(error)")
        return 1
      }
    case .text:
      print(
        "\(programName) — \(isDebugBuild ? "DEBUG BUILD (times meaningless)" : "release build"), sizes \(sweep.sizes.map(String.init).joined(separator: ", "))"
      )
      for note in benchmarkNotes { print("  • " + note) }
      print(
        textTables(
          outcome.results, sizes: sweep.sizes, floors: outcome.floors,
          unmeasured: outcome.unmeasured))
      print("wall time: \(formatRatio(outcome.wallSeconds)) s")
    }
    return 0
  }

  /// `--check`: every cell of the file against its ceilings. A pattern of one's own that the
  /// file has no cell of was counted all the same: it is listed as unchecked, with its
  /// counters, and fails nothing; one it could not measure is listed as not measured.
  @MainActor
  private static func check(
    _ outcome: Sweep.Outcome, against thresholds: Thresholds, sizes: [Int]
  ) -> Int32 {
    let violations = thresholds.violations(of: outcome.results, build: buildName)
    print(
      "state-copy --check: \(outcome.results.count) cells counted at sizes \(sizes.map(String.init).joined(separator: ", "))\(isDebugBuild ? " (debug build)" : "")"
    )
    let unchecked = thresholds.unchecked(outcome.results, build: buildName)
    for result in unchecked {
      var counted =
        "\(formatCount(result.allocationsPerOperation)) allocations, "
        + "\(formatCount(result.listSizedAllocationsPerOperation)) list-sized"
      if let cells = result.cellsConfiguredPerOperation {
        counted += ", \(formatCount(cells)) cells configured"
      }
      print(
        "UNCHECKED: \(result.pattern) / \(result.operation) / \(result.size): no threshold in the file (counted \(counted) per operation)"
      )
    }
    for cell in outcome.unmeasured {
      print("NOT MEASURED: \(cell.pattern) / \(cell.operation) / \(cell.size): \(cell.reason)")
    }
    if violations.isEmpty {
      print(
        "PASS: no counter exceeds its threshold."
          + (unchecked.isEmpty && outcome.unmeasured.isEmpty
            ? "" : " (Cells of your own patterns without a threshold are listed above, unchecked.)")
      )
      return 0
    }
    for line in violations { print("FAIL: \(line)") }
    return 1
  }

  /// The sizes of the full sweep.
  static let fullSizes = [10, 100, 1_000, 10_000, 100_000]

  /// The sizes of the quick sweep: small, middle and the largest of the full sweep.
  public static let quickSizes = [10, 1_000, 100_000]

  /// The operations of the quick sweep: what a report's comparison names — both star taps, a
  /// next page, a refresh.
  static let quickOperations: [Operation] = [
    .toggleUntouched, .toggleAgain, .appendPage, .replaceList,
  ]

  /// A quick sweep for a report — both star taps (an untouched article, then one again), a
  /// next page and a refresh on every pattern and reference point at `sizes`, with a shorter
  /// sampling budget, the heap held measured after first taps only — as the JSON
  /// `state-copy --format json` prints. Debug builds are measured too; the JSON's `build`
  /// says which.
  ///
  /// - Parameters:
  ///   - patterns: patterns of one's own, measured after the built-in ones.
  ///   - sizes: the sizes to sweep (``quickSizes`` for a report).
  ///   - filter: only subjects or operations whose name contains it; the in-place floor runs
  ///     all the same.
  /// - Throws: when an operation of a built-in pattern gives a wrong result.
  @MainActor
  public static func quickSweepJSON(
    patterns: [PatternEntry] = [], sizes: [Int] = quickSizes, filter: String? = nil
  ) throws -> Data {
    warmUp()
    var plan = SamplingPlan()
    plan.budgetNanoseconds = 6_000_000
    plan.minimumSamples = 5
    plan.maximumSamples = 61
    // A next page is measured on an app built afresh before each one, which at 100 000
    // articles costs far more than the page: two repeats and half the counted operations keep
    // the sweep near what the star taps alone took with three (2026-12-05, a release build,
    // a team's MVP beside the seven: 95 s with three repeats and 8 counted, 57 s so).
    plan.repeats = 2
    plan.warmUpOperations = 2
    plan.countedOperations = 4
    let sweep = Sweep(
      sizes: sizes, selection: .operations(quickOperations), filter: filter, timing: true,
      retaining: [.toggleUntouched], plan: plan, injection: .none, showsProgress: false,
      outside: patterns)
    return try sweep.run().report(sizes: sweep.sizes).json()
  }

  /// Warms up the counting allocator and the runtime on this, the measuring, thread: the first
  /// exclusivity-checked access on a thread allocates runtime state.
  @MainActor
  static func warmUp() {
    var warm: [Article] = []
    warm.reserveCapacity(64)
    warm.append(Article(id: "w", title: "warm"))
    blackHole(warm)
  }
}
