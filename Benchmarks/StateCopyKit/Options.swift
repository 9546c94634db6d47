import WorkbenchKit

/// The command line of `state-copy`, read by the workbench's own parser (`CommandSpec`), so
/// its help, its usage errors and their exit code read as the workbench's do.
struct Options {
  enum Format: String { case text, json }

  /// The sizes asked for; `nil`: the full sweep's, or the quick sweep's with `--quick`.
  var sizes: [Int]?
  var format = Format.text
  var filter: String?
  var allowDebug = false
  var checkPath: String?
  var writeThresholdsPath: String?
  var injection = Injection.none
  var repeats = 3
  var quick = false

  /// What a command line asked for: a run with these options, or the help text.
  enum Request {
    case run(Options)
    case help(String)
  }

  static let spec = CommandSpec(
    name: "state-copy",
    abstract: "What one state update costs in each pattern as the state grows.",
    discussion: """
      Drives each pattern's app through its window, as a user and a server act on it (tap \
      the star of an untouched article, tap one again, answer a next page of 20, answer a \
      refresh, answer a superseded request late) over a size sweep, checks every result on \
      the screen, and reports time per operation (the median of several interleaved \
      repeats, with their spread), heap allocations and bytes per operation, list-sized \
      allocations (and copies of the articles' storage on the reference points), the heap \
      the pattern still holds after 100 operations, \
      the ratio to an in-place floor and to a memcpy floor, and the growth exponent over the \
      sweep. Reference points are labelled "reference:".

      A team's own benchmark executable (its main: StateCopyCommand.runAndExit(patterns:)) \
      measures its patterns after the seven, the same way. An operation one of them cannot \
      do yet is listed as not measured, with why, and not tried at larger sizes; --check \
      counts them and lists their cells without a threshold as unchecked.

      Exit codes: 0 success, 1 a wrong result or a threshold exceeded, 64 usage error.
      """,
    arguments: [
      .option(
        "sizes", valueName: "n,n,…",
        help:
          "Article counts to sweep (default: 10,100,1000,10000,100000; with --quick 10,1000,100000)."
      ),
      .option(
        "filter", valueName: "text",
        help: "Only patterns or operations containing <text> (with --quick too)."),
      .option(
        "repeats", valueName: "k", help: "Time the sweep k times, interleaved.", defaultValue: "3"),
      .option(
        "format", valueName: "format", help: "Output format: text or json.",
        allowed: ["text", "json"], defaultValue: "text"),
      .option(
        "check", valueName: "thresholds.json",
        help:
          "Count allocations and copies (no timing) at the sizes of the thresholds file and fail when one exceeds its threshold."
      ),
      .option(
        "write-thresholds", valueName: "path",
        help: "Write the counters at --sizes as a thresholds file."),
      .flag(
        "inject-copy",
        help:
          "Add one whole-list copy per action to the in-place reference point (to see --check fail)."
      ),
      .flag(
        "inject-wrong-result",
        help:
          "Make the in-place reference drop a replacement's answer (to see the result check fail, naming the cell)."
      ),
      .flag("allow-debug", help: "Run from a debug build (times are then meaningless)."),
      .flag(
        "quick",
        help:
          "Only the quick sweep a report draws, as JSON: both star taps, a next page and a refresh at 10, 1000 and 100000 articles, sampled briefly; from a debug build too (what `workbench report --quick-bench` runs)."
      ),
    ])

  /// Reads `arguments`; the help and usage errors call the program `programName` (`state-copy`,
  /// or a team's own benchmark, such as `mvp-state-copy`).
  static func parse(
    _ arguments: [String], programName: String = spec.name
  ) throws(UsageError) -> Request {
    let command: ParsedCommand
    switch try spec.named(programName).parse(arguments) {
    case .help(let text): return .help(text)
    case .command(let parsed): command = parsed
    }
    var options = Options()
    if let text = command.value("sizes") {
      let sizes = text.split(separator: ",").map { Int($0) }
      guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) > 0 }) else {
        throw command.usageError(
          "'--sizes <n,n,…>' expects whole numbers above 0, separated by commas (got '\(text)')")
      }
      options.sizes = sizes.compactMap { $0 }
    }
    options.filter = command.value("filter")
    options.repeats = try command.integer("repeats", in: 1...1_000) ?? options.repeats
    options.format = command.value("format").flatMap(Format.init(rawValue:)) ?? .text
    options.checkPath = command.value("check")
    options.writeThresholdsPath = command.value("write-thresholds")
    switch (command.flag("inject-copy"), command.flag("inject-wrong-result")) {
    case (true, true):
      throw command.usageError("'--inject-copy' and '--inject-wrong-result' exclude each other")
    case (true, false): options.injection = .copy
    case (false, true): options.injection = .wrongResult
    case (false, false): break
    }
    options.allowDebug = command.flag("allow-debug")
    options.quick = command.flag("quick")
    return .run(options)
  }
}
