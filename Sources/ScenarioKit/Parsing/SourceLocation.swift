/// A position in a feature file, as an editor shows it.
///
/// Lines and columns are 1-based. Columns count characters (grapheme clusters), so a tab is one
/// column and an accented letter is one column, which is what a reader counts when the location
/// is read aloud. Locations order by file, then line, then column, so sorting diagnostics puts
/// them in the order a reader scans the file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file name as given to the parser, usually a path relative to the scenarios folder.
  public var file: String

  /// The 1-based line number.
  public var line: Int

  /// The 1-based column, counted in characters.
  public var column: Int

  /// Creates a location from its parts.
  ///
  /// - Parameters:
  ///   - file: The file name shown in diagnostics.
  ///   - line: The 1-based line number.
  ///   - column: The 1-based column, counted in characters.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location in the `file:line:column` form compilers use, which editors turn into links.
  public var description: String {
    "\(file):\(line):\(column)"
  }

  /// Returns the location `offset` characters further along the same line.
  ///
  /// Step arguments and placeholders are found by their offset inside a piece of text; this turns
  /// such an offset into a location that points at the exact column.
  ///
  /// - Parameter offset: The number of characters to move right.
  /// - Returns: A location on the same line.
  public func advanced(by offset: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + offset)
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
