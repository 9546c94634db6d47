import ArticleDomain
public import FoundationEssentials
import MallocCounter
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
    "Retained: the pattern's heap after a run of operations of one kind, measured from before the pattern is built; the benchmark's own inputs are excluded.",
    "Rows named 'reference:' are reference points, not patterns: the minimal reducer under four store strategies, and AppFeature's own reducer in place and copy-out (like for like with the TCA store).",
    "Every app row is a '+ render' row: the app renders into its list page's table, which counts the render work (cells configured, rows compared, ids diffed); a tapped row is scrolled on screen untimed and an appended page lands below the screen.",
  ] + Operation.allCases.map { "\($0.rawValue): \($0.meaning)." }

/// The `state-copy` command and the quick sweep the workbench's report runs.
public enum StateCopyCommand {
  /// Runs `state-copy` with `arguments` (without the program name); returns its exit status.
  @MainActor
  public static func main(_ arguments: [String]) -> Int32 {
    let options: Options
    do throws(UsageError) {
      switch try Options.parse(arguments) {
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
        print(String(decoding: try quickSweepJSON(), as: UTF8.self))
        return 0
      } catch {
        printError("Error: wrong result — \(error)")
        return 1
      }
    }
    if isDebugBuild && !options.allowDebug {
      printError(
        "Error: this is a debug build; its times are meaningless. Run `swift run -c release state-copy`, or pass --allow-debug."
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
    let selection: Sweep.Selection
    if let thresholds {
      selection = .cells(thresholds.cells.filter { $0.build == buildName })
    } else if let filter = options.filter {
      selection = .matching(filter)
    } else {
      selection = .all
    }
    var plan = SamplingPlan()
    plan.repeats = options.repeats
    let sweep = Sweep(
      sizes: thresholds?.sizes ?? options.sizes, selection: selection, timing: timing,
      retaining: timing, plan: plan, injection: options.injection,
      showsProgress: isatty(2) == 1)

    let outcome: Sweep.Outcome
    do {
      outcome = try sweep.run()
    } catch {
      printError("Error: wrong result — \(error)")
      return 1
    }

    if let thresholds {
      let violations = thresholds.violations(of: outcome.results, build: buildName)
      print(
        "state-copy --check: \(outcome.results.count) cells counted at sizes \(sweep.sizes.map(String.init).joined(separator: ", "))\(isDebugBuild ? " (debug build)" : "")"
      )
      if violations.isEmpty {
        print("PASS: no counter exceeds its threshold.")
        return 0
      }
      for line in violations { print("FAIL: \(line)") }
      return 1
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
        "state-copy — \(isDebugBuild ? "DEBUG BUILD (times meaningless)" : "release build"), sizes \(sweep.sizes.map(String.init).joined(separator: ", "))"
      )
      for note in benchmarkNotes { print("  • " + note) }
      print(textTables(outcome.results, sizes: sweep.sizes, floors: outcome.floors))
      print("wall time: \(formatRatio(outcome.wallSeconds)) s")
    }
    return 0
  }

  /// The sizes of the quick sweep: small, middle and the largest of the full sweep.
  public static let quickSizes = [10, 1_000, 100_000]

  /// A quick sweep for a report — both star taps (an untouched article, then one again) on
  /// every pattern and reference point at `quickSizes`, with a shorter sampling budget — as
  /// the JSON `state-copy --format json` prints. Debug builds are measured too; the JSON's
  /// `build` says which.
  ///
  /// - Throws: when an operation gives a wrong result.
  @MainActor
  public static func quickSweepJSON() throws -> Data {
    warmUp()
    var plan = SamplingPlan()
    plan.budgetNanoseconds = 6_000_000
    plan.minimumSamples = 5
    plan.maximumSamples = 61
    let sweep = Sweep(
      sizes: quickSizes, selection: .operations([.toggleUntouched, .toggleAgain]), timing: true,
      retaining: true, plan: plan, injection: .none, showsProgress: false)
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
