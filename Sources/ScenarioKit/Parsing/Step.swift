/// The word that starts a step.
public enum StepKeyword: String, Hashable, Sendable, CaseIterable {
  case given = "Given"
  case when = "When"
  case then = "Then"
  case and = "And"
  case but = "But"

  /// The phase this keyword starts, or `nil` for `And` and `But`, which continue the phase of the
  /// step before them.
  public var phase: StepPhase? {
    switch self {
    case .given: .given
    case .when: .when
    case .then: .then
    case .and, .but: nil
    }
  }
}

/// The part of a scenario a step belongs to: arranging, acting or asserting.
public enum StepPhase: Hashable, Sendable {
  case given
  case when
  case then
}

/// One step of a scenario or background, such as `When the user pulls to refresh`.
public struct Step: Hashable, Sendable {
  /// The keyword as written.
  public var keyword: StepKeyword

  /// The phase, with `And` and `But` resolved to the phase of the step before them.
  public var phase: StepPhase

  /// The text after the keyword, with surrounding whitespace removed.
  public var text: String

  /// The location of the keyword.
  public var location: SourceLocation

  /// The location of the first character of `text`, on the same line as the keyword.
  public var textLocation: SourceLocation

  /// The doc string written under the step, if any.
  public var docString: DocString?

  /// The data table written under the step, if any.
  public var table: DataTable?

  /// Creates a step.
  public init(
    keyword: StepKeyword, phase: StepPhase, text: String, location: SourceLocation,
    textLocation: SourceLocation, docString: DocString? = nil, table: DataTable? = nil
  ) {
    self.keyword = keyword
    self.phase = phase
    self.text = text
    self.location = location
    self.textLocation = textLocation
    self.docString = docString
    self.table = table
  }

  /// Returns the location of the character `offset` characters into `text`.
  ///
  /// A step pattern reports where each argument starts as an offset into the text; this turns it
  /// into a location, so an error such as "unknown article a9" points at `a9` itself.
  ///
  /// - Parameter offset: A 0-based character offset into `text`.
  public func location(atTextOffset offset: Int) -> SourceLocation {
    textLocation.advanced(by: offset)
  }
}

/// A block of text between `"""` (or ` ``` `) lines under a step.
public struct DocString: Hashable, Sendable {
  /// The lines between the fences, with the indentation of the opening fence removed from each
  /// line and the lines joined by `"\n"`.
  public var content: String

  /// The location of the opening fence.
  public var location: SourceLocation

  /// Creates a doc string.
  public init(content: String, location: SourceLocation) {
    self.content = content
    self.location = location
  }
}

/// A table of `|`-separated cells under a step; the first row is conventionally the header.
public struct DataTable: Hashable, Sendable {
  /// The rows in file order; every row has as many cells as the first one.
  public var rows: [[TableCell]]

  /// Creates a table.
  public init(rows: [[TableCell]]) {
    self.rows = rows
  }

  /// The cell values without locations, row by row.
  public var values: [[String]] {
    rows.map { row in row.map(\.value) }
  }
}

/// One cell of a data table.
public struct TableCell: Hashable, Sendable {
  /// The cell text, trimmed, with `\|` read as `|` and `\\` as `\`.
  public var value: String

  /// The location of the first character of the value, or of the character after the opening
  /// `|` when the cell is empty.
  public var location: SourceLocation

  /// Creates a cell.
  public init(value: String, location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
