/// A problem found in a feature file, worded for the person who wrote it.
///
/// The description follows the compiler convention `file:line:column: error: message`, so
/// editors and terminals link it to the source. A diagnostic may carry a note, typically a
/// suggestion such as `did you mean 'Scenario:'?`, shown on a second line at the same location.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is: the first character of the offending token.
  public var location: SourceLocation

  /// What was found and what was expected, without a trailing period.
  public var message: String

  /// An optional hint, such as the closest known keyword or step.
  public var note: String?

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - message: What was found and what was expected.
  ///   - location: The first character of the offending token.
  ///   - note: An optional hint shown on a second line.
  public init(_ message: String, at location: SourceLocation, note: String? = nil) {
    self.location = location
    self.message = message
    self.note = note
  }

  /// The error line and, when there is a note, a note line at the same location.
  public var description: String {
    var text = "\(location): error: \(message)"
    if let note {
      text += "\n\(location): note: \(note)"
    }
    return text
  }
}

/// The reason a feature file could not be parsed: one or more diagnostics in source order.
///
/// The parser collects several diagnostics when it can resume cleanly after a problem (a bad
/// table row, a scenario without steps) and stops at the first one when it cannot (an unknown
/// keyword, an unterminated doc string), so every diagnostic reported is worth reading.
public struct FeatureParseError: Error, Sendable, CustomStringConvertible {
  /// The problems found, sorted by location; never empty.
  public var diagnostics: [Diagnostic]

  /// Creates an error from diagnostics that are already in source order.
  ///
  /// - Parameter diagnostics: At least one diagnostic.
  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// Every diagnostic's description, one after the other, separated by newlines.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
