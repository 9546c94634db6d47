import Foundation

/// Benchmark measurements read from `--bench FILE.json`.
///
/// ```json
/// {"results": [{"pattern": "UDF", "operation": "toggle favorite", "size": 1000,
///               "medianNanoseconds": 1250.0, "bytesPerOperation": 96.0}]}
/// ```
struct BenchResults: Codable, Equatable, Sendable {
  struct Measurement: Codable, Equatable, Sendable {
    var pattern: String
    var operation: String
    var size: Int
    var medianNanoseconds: Double
    var bytesPerOperation: Double
  }

  var results: [Measurement]

  /// The operations in the order they first appear.
  var operations: [String] {
    var seen: Set<String> = []
    return results.map(\.operation).filter { seen.insert($0).inserted }
  }

  /// The median time of one `operation` of `pattern` at `size`, if measured.
  func nanoseconds(of pattern: String, _ operation: String, at size: Int) -> Double? {
    results.first { $0.pattern == pattern && $0.operation == operation && $0.size == size }?
      .medianNanoseconds
  }

  /// The name the benchmark gives a report column's pattern: the UDF column is the inout store,
  /// the MVI column the MVI store; other patterns keep their names.
  static func benchmarkName(of column: String) -> String {
    switch column {
    case "UDF": "UDF inout store"
    case "MVI": "UDF MVI store"
    default: column
    }
  }

  /// Reads and decodes the file at `path`.
  ///
  /// - Throws: a message naming the file and what is wrong with it.
  static func load(_ path: String) throws(ReportError) -> BenchResults {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReportError("cannot read the benchmark results '\(path)'")
    }
    do {
      return try JSONText.decode(BenchResults.self, from: data)
    } catch {
      throw ReportError(
        "'\(path)' is not benchmark results of the shape {\"results\": [{\"pattern\", "
          + "\"operation\", \"size\", \"medianNanoseconds\", \"bytesPerOperation\"}]}: \(error)")
    }
  }
}

/// Why a report could not be made or written.
struct ReportError: Error, CustomStringConvertible, Equatable {
  var description: String

  init(_ description: String) { self.description = description }
}
