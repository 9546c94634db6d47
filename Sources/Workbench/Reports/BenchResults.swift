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

  /// The median time per operation of `pattern` at `size`, over its operations, if measured.
  ///
  /// With several operations the slowest is given: the cost a user notices.
  func nanoseconds(of pattern: String, at size: Int) -> Double? {
    results.filter { $0.pattern == pattern && $0.size == size }.map(\.medianNanoseconds).max()
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
