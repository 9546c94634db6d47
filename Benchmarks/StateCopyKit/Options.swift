/// The command line of `state-copy`, parsed by hand (the package has no dependencies).
struct Options {
  enum Format: String { case text, json }

  var sizes = [10, 100, 1_000, 10_000, 100_000]
  var format = Format.text
  var filter: String?
  var allowDebug = false
  var checkPath: String?
  var writeThresholdsPath: String?
  var injection = Injection.none
  var repeats = 3
  var quick = false
  var showHelp = false

  static let usage =
    "state-copy [--sizes <n,n,…>] [--filter <text>] [--repeats <k>] [--format text|json] [--check <thresholds.json>] [--write-thresholds <path>] [--inject-copy | --inject-wrong-result] [--allow-debug] | --quick"

  static let help = """
    OVERVIEW: What one state update costs in each pattern as the state grows.

    Drives each pattern's own state-update path (tap the star of an untouched article, tap
    one again, append a page of 20, replace the list, reject a stale answer) over a size
    sweep, checks every result, and reports time per operation (the median of several
    interleaved repeats, with their spread), heap allocations and bytes per operation,
    copies of the articles' storage, the heap the pattern still holds after 100 operations,
    the ratio to an in-place floor and to a memcpy floor, and the growth exponent over the
    sweep. Reference points are labelled "reference:".

    USAGE: \(usage)

    OPTIONS:
      --sizes <n,n,…>           Article counts to sweep (default: 10,100,1000,10000,100000).
      --filter <text>           Only patterns or operations containing <text>.
      --repeats <k>             Time the sweep k times, interleaved (default: 3).
      --format <text|json>      Output format (default: text).
      --check <path>            Count allocations and copies (no timing) at the sizes of the
                                thresholds file and fail when one exceeds its threshold.
      --write-thresholds <path> Write the counters at --sizes as a thresholds file.
      --inject-copy             Add one whole-list copy per action to the in-place reference
                                point (to see --check fail).
      --inject-wrong-result     Make the in-place reference drop a replacement's answer (to
                                see the result check fail, naming the cell).
      --allow-debug             Run from a debug build (times are then meaningless).
      --quick                   Only the quick sweep a report draws, as JSON: both star taps at
                                10, 1000 and 100000 articles, sampled briefly; from a debug
                                build too (what `workbench report --quick-bench` runs).
      -h, --help                Show help information.

    EXIT CODES: 0 success, 1 a wrong result or a threshold exceeded, 64 usage error.
    """

  struct UsageError: Error { var message: String }

  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(for name: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst() else {
        throw UsageError(message: "Missing value for '\(name)'.")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": options.showHelp = true
      case "--sizes":
        let text = try value(for: argument)
        let sizes = text.split(separator: ",").map { Int($0) }
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) > 0 }) else {
          throw UsageError(message: "The value '\(text)' is invalid for '--sizes <n,n,…>'.")
        }
        options.sizes = sizes.compactMap { $0 }
      case "--filter": options.filter = try value(for: argument)
      case "--format":
        let text = try value(for: argument)
        guard let format = Format(rawValue: text) else {
          throw UsageError(message: "The value '\(text)' is invalid for '--format <text|json>'.")
        }
        options.format = format
      case "--check": options.checkPath = try value(for: argument)
      case "--write-thresholds": options.writeThresholdsPath = try value(for: argument)
      case "--repeats":
        let text = try value(for: argument)
        guard let repeats = Int(text), repeats > 0 else {
          throw UsageError(message: "The value '\(text)' is invalid for '--repeats <k>'.")
        }
        options.repeats = repeats
      case "--inject-copy": options.injection = .copy
      case "--inject-wrong-result": options.injection = .wrongResult
      case "--allow-debug": options.allowDebug = true
      case "--quick": options.quick = true
      default: throw UsageError(message: "Unknown option '\(argument)'.")
      }
    }
    return options
  }
}
