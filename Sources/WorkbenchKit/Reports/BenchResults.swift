import Foundation

/// Benchmark measurements: read from `--bench FILE.json`, or printed by the quick sweep the
/// report runs itself. Both are what `state-copy --format json` prints; only these fields are
/// read, and every one but `results` may be missing.
///
/// ```json
/// {"build": "release", "sizes": [10, 1000, 100000], "wallSeconds": 4.2,
///  "results": [{"pattern": "UDF", "operation": "toggle-untouched", "size": 1000,
///               "medianNanoseconds": 1250.0, "bytesPerOperation": 96.0}]}
/// ```
struct BenchResults: Codable, Equatable, Sendable {
  /// Where the figures came from: a quick sweep run with the report, or a file.
  struct Origin: Codable, Equatable, Sendable {
    enum Kind: String, Codable, Sendable {
      case quickSweep = "quick-sweep"
      case file
    }

    var kind: Kind
    /// The file read, for ``Kind/file``.
    var path: String?

    static let quickSweep = Origin(kind: .quickSweep)
    static func file(_ path: String) -> Origin { Origin(kind: .file, path: path) }
  }

  struct Measurement: Codable, Equatable, Sendable {
    var pattern: String
    var operation: String
    var size: Int
    /// The median of the repeats' medians.
    var medianNanoseconds: Double
    /// Each repeat's median time per operation, in the order they ran: the figure's spread.
    var repeatMediansNanoseconds: [Double]?
    var bytesPerOperation: Double
    /// Heap bytes the pattern held after the benchmark's retaining pass, when measured.
    var retainedBytes: Int?
    /// The list's own bytes at the end of that pass.
    var stateBytes: Int?
    /// Heap bytes the pattern held once built, before the pass's first operation.
    var builtBytes: Int?
    /// On a `+ render` row, the list page's table's own count per operation: cells configured
    /// (rows redrawn), rows compared (a list set whole), ids diffed (a diffable snapshot).
    var cellsConfiguredPerOperation: Double?
    var rowsComparedPerOperation: Double?
    var idsDiffedPerOperation: Double?
  }

  /// The floors the benchmark measures at each size, in the same run as the patterns, that the
  /// charts draw (the in-place floor is a reference point of the results already).
  struct Floor: Codable, Equatable, Sendable {
    var size: Int
    /// The articles' storage in bytes: what one whole copy of the list allocates.
    var stateBytes: Int
    /// One memcpy of the articles' storage.
    var memcpyNanoseconds: Double

    /// The memcpy floor as a point of a time chart.
    var memcpyPoint: (x: Double, y: Double) { (Double(size), memcpyNanoseconds) }
    /// One whole copy of the list as a point of a bytes chart.
    var copyPoint: (x: Double, y: Double) { (Double(size), Double(stateBytes)) }
  }

  /// A cell of a team's own pattern that the benchmark could not measure: its app could not
  /// do what the operation asks yet, or did it wrong. The larger sizes were not tried.
  struct Unmeasured: Codable, Equatable, Sendable {
    var pattern: String
    var operation: String
    var size: Int
    var reason: String
  }

  var results: [Measurement]
  /// What the benchmark could not measure, with why, when it says.
  var unmeasured: [Unmeasured]?
  /// The floors per size, when the benchmark measured them.
  var floors: [Floor]?
  /// `release` or `debug`: the build of the benchmark that measured, when it says.
  var build: String?
  /// The sizes swept, when the file says.
  var sizes: [Int]?
  /// How long the sweep took.
  var wallSeconds: Double?
  /// Set by the workbench when it reads or runs the benchmark; absent from the benchmark's JSON.
  var origin: Origin?

  /// Whether the times come from an unoptimised build, which makes them meaningless to compare.
  var isDebugBuild: Bool { build == "debug" }

  /// The sizes measured: the ones the benchmark names, or else the ones found in the results.
  var measuredSizes: [Int] { sizes ?? Set(results.map(\.size)).sorted() }

  /// Which benchmark this is, in one line: `quick sweep run with this report · release build ·
  /// sizes 10, 1 000 and 100 000 · 3.1 s`.
  var provenance: String {
    var parts: [String] = []
    switch origin?.kind {
    case .quickSweep:
      parts.append("quick sweep run with this report (star taps, a next page, a refresh)")
    case .file: parts.append("read from \(origin?.path ?? "a file")")
    case nil: parts.append("benchmark results")
    }
    parts.append(build.map { "\($0) build" } ?? "build not recorded")
    let sizes = measuredSizes.map { SVGChart.formatCount(Double($0)) }
    if !sizes.isEmpty {
      let list =
        sizes.count == 1
        ? sizes[0] : sizes.dropLast().joined(separator: ", ") + " and " + sizes[sizes.count - 1]
      parts.append("size\(sizes.count == 1 ? "" : "s") \(list)")
    }
    if let wallSeconds { parts.append("\(wallSeconds.formatted(decimals: 1)) s") }
    return parts.joined(separator: " · ")
  }

  /// The operations in the order they first appear.
  var operations: [String] {
    var seen: Set<String> = []
    return results.map(\.operation).filter { seen.insert($0).inserted }
  }

  /// The figures of one `operation` of `pattern` at `size`, if measured.
  func measurement(of pattern: String, _ operation: String, at size: Int) -> Measurement? {
    results.first { $0.pattern == pattern && $0.operation == operation && $0.size == size }
  }

  /// Whether the benchmark ran the report column `pattern` (its update, its app with its
  /// render, or a cell it could not measure): a benchmark knows the patterns of the executable
  /// that ran it, `state-copy` the seven, a team's own theirs beside them.
  func covers(_ pattern: String) -> Bool {
    let name = Self.benchmarkName(of: pattern)
    let names = [name, name + " + render"]
    return results.contains { names.contains($0.pattern) }
      || (unmeasured ?? []).contains { names.contains($0.pattern) }
  }

  /// The figures of one `operation` of report column `pattern` at `size` as a user pays them:
  /// through its app with its render, else (a file from before) its update alone.
  func throughTheApp(of pattern: String, _ operation: String, at size: Int) -> Measurement? {
    let name = Self.benchmarkName(of: pattern)
    return measurement(of: name + " + render", operation, at: size)
      ?? measurement(of: name, operation, at: size)
  }

  /// The median time of one `operation` of `pattern` at `size`, if measured.
  func nanoseconds(of pattern: String, _ operation: String, at size: Int) -> Double? {
    measurement(of: pattern, operation, at: size)?.medianNanoseconds
  }

  /// The name the benchmark gives a report column's pattern: the UDF column is the inout store,
  /// the MVI column the MVI store, the TCA column the TCA store; other patterns keep their names.
  static func benchmarkName(of column: String) -> String {
    BenchmarkExecutable.benchmarkName(of: column)
  }

  /// Reads and decodes the file at `path`.
  ///
  /// - Throws: a message naming the file and what is wrong with it.
  static func load(_ path: String) throws(ReportError) -> BenchResults {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReportError("cannot read the benchmark results '\(path)'")
    }
    return try decode(data, origin: .file(path), naming: "'\(path)'")
  }

  /// Runs the quick sweep and decodes what it printed.
  ///
  /// - Parameter sweep: the benchmark's quick sweep, which returns `state-copy --format json`.
  /// - Throws: the sweep's own error, or a message saying its output could not be read.
  static func runQuickSweep(_ sweep: () throws -> Data) throws(ReportError) -> BenchResults {
    let clock = ContinuousClock()
    let started = clock.now
    let data: Data
    do {
      data = try sweep()
    } catch {
      throw ReportError("the quick benchmark failed: \(error)")
    }
    var results = try decode(data, origin: .quickSweep, naming: "the quick benchmark's output")
    results.wallSeconds = results.wallSeconds ?? (clock.now - started).seconds
    return results
  }

  private static func decode(
    _ data: Data, origin: Origin, naming name: String
  ) throws(ReportError) -> BenchResults {
    do {
      var results = try JSONText.decode(BenchResults.self, from: data)
      results.origin = origin
      return results
    } catch {
      throw ReportError(
        "\(name) is not benchmark results of the shape {\"results\": [{\"pattern\", "
          + "\"operation\", \"size\", \"medianNanoseconds\", \"bytesPerOperation\"}]}: \(error)")
    }
  }
}

/// Why a report could not be made or written.
struct ReportError: Error, CustomStringConvertible, Equatable {
  var description: String

  init(_ description: String) { self.description = description }
}
