/// A text the app saved for its next launch, read as every such file begins: a header naming
/// what it is and its format (`format 2`, `outbox 1`), then one entry a line. The last newline
/// ends the last line; it does not start an empty one.
struct SavedText {
  /// The format number the header gives.
  let format: Int
  /// The lines after the header, each with its line number in the text.
  let body: [(number: Int, line: String)]

  /// Reads `text`, whose header must be `keyword` followed by a format number.
  ///
  /// - Throws: ``HeaderError``, what line 1 should have said; the caller names the line.
  init(_ text: String, keyword: String, expecting expected: Int) throws(HeaderError) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    guard let header = lines.first, header.hasPrefix(keyword + " ") else {
      throw HeaderError(message: "expected '\(keyword) \(expected)'")
    }
    guard let format = Int(header.dropFirst(keyword.count + 1)) else {
      throw HeaderError(message: "expected a format number after '\(keyword)'")
    }
    self.format = format
    body = lines.enumerated().dropFirst().map { (number: $0.offset + 1, line: $0.element) }
  }

  /// What is wrong with a header.
  struct HeaderError: Error {
    let message: String
  }
}
