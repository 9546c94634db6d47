/// Expands a `Scenario Outline:` into one scenario per row of its `Examples:` tables.
///
/// Each row becomes a scenario named `"<outline name> (<column>=<value>, …)"`, located at the
/// row, whose steps have every `<column>` placeholder replaced by the row's value in their text,
/// doc strings and table cells. Column names may hold spaces (`<query text>`). A placeholder
/// that names no column is reported where it is written, with the columns there are, once
/// however many rows there are.
struct OutlineExpansion {
  /// The expanded scenarios, in row order.
  private(set) var scenarios: [Scenario] = []

  /// Problems with the outline's examples or placeholders.
  private(set) var diagnostics: [Diagnostic] = []

  /// Expands `outline`.
  init(_ outline: ScenarioDraft) {
    if outline.examples.isEmpty {
      let name = FeatureLine.quoted(outline.name)
      diagnostics.append(
        Diagnostic("scenario outline \(name) has no 'Examples:'", at: outline.location))
    }
    for examples in outline.examples {
      expand(outline, with: examples)
    }
  }

  private mutating func expand(_ outline: ScenarioDraft, with examples: ExamplesDraft) {
    guard let header = examples.rows.first else {
      diagnostics.append(Diagnostic("'Examples:' has no table", at: examples.location))
      return
    }
    let columns = header.cells.map(\.value)
    if examples.rows.count == 1 {
      diagnostics.append(
        Diagnostic("'Examples:' has a header but no rows", at: examples.location))
    }
    checkPlaceholders(in: outline.steps, columns: columns)
    for row in examples.rows.dropFirst() {
      let pairs = zip(columns, row.cells.map(\.value))
      let values = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
      let suffix = pairs.map { "\($0)=\($1)" }.joined(separator: ", ")
      scenarios.append(
        Scenario(
          name: "\(outline.name) (\(suffix))", description: outline.description.text,
          tags: outline.tags, steps: outline.steps.map { Self.substitute(values, in: $0) },
          location: row.location))
    }
  }

  /// Reports each placeholder in the steps that is not one of `columns`.
  private mutating func checkPlaceholders(in steps: [Step], columns: [String]) {
    let known = "the examples' columns are " + columns.map { "'\($0)'" }.joined(separator: ", ")
    func check(_ text: String, at location: (Int) -> SourceLocation) {
      for (range, name) in Self.placeholders(in: text) where !columns.contains(name) {
        let note = EditDistance.closest(to: name, among: columns).map { "did you mean '<\($0)>'?" }
        let diagnostic = Diagnostic(
          "unknown placeholder '<\(name)>': the examples have no column '\(name)'; \(known)",
          at: location(range.lowerBound), note: note)
        // Several Examples blocks may all lack the column; say so once.
        if !diagnostics.contains(diagnostic) {
          diagnostics.append(diagnostic)
        }
      }
    }
    for step in steps {
      check(step.text) { step.textLocation.advanced(by: $0) }
      if let docString = step.docString {
        check(docString.content) { Self.location(atOffset: $0, in: docString) }
      }
      for cell in step.table?.rows.flatMap({ $0 }) ?? [] {
        check(cell.value) { cell.location.advanced(by: $0) }
      }
    }
  }

  /// The location of the character `offset` characters into a doc string's content.
  ///
  /// Content lines start on the line after the opening fence and lost the fence's
  /// indentation, so a column counts from the fence's; a line indented less than the fence
  /// lost less, and its column is then only as exact as the fence allows.
  static func location(atOffset offset: Int, in docString: DocString) -> SourceLocation {
    let before = docString.content.prefix(offset)
    let line = before.count { $0 == "\n" }
    let column = before.reversed().prefix { $0 != "\n" }.count
    return SourceLocation(
      file: docString.location.file, line: docString.location.line + 1 + line,
      column: docString.location.column + column)
  }

  /// Returns `step` with every known placeholder replaced by its value.
  private static func substitute(_ values: [String: String], in step: Step) -> Step {
    var step = step
    step.text = substitute(values, in: step.text)
    if let docString = step.docString {
      step.docString?.content = substitute(values, in: docString.content)
    }
    if let table = step.table {
      step.table = DataTable(
        rows: table.rows.map { row in
          row.map { TableCell(value: substitute(values, in: $0.value), location: $0.location) }
        })
    }
    return step
  }

  private static func substitute(_ values: [String: String], in text: String) -> String {
    var result = ""
    var characters = Array(text)[...]
    for placeholder in placeholders(in: text).reversed() {
      guard let value = values[placeholder.name] else { continue }
      result = value + String(characters[placeholder.range.upperBound...]) + result
      characters = characters[..<placeholder.range.lowerBound]
    }
    return String(characters) + result
  }

  /// Returns every `<name>` in `text` with the character offsets it spans, brackets included.
  ///
  /// A name is one or more characters without angle brackets or line breaks; it may hold
  /// spaces, as a column such as `| query text |` does, but may not start or end with one, so
  /// comparisons such as `a < b` or `b > a` are left alone.
  static func placeholders(in text: String) -> [(range: Range<Int>, name: String)] {
    let characters = Array(text)
    var found: [(range: Range<Int>, name: String)] = []
    var start: Int?
    for (index, character) in characters.enumerated() {
      if character == "<" {
        start = index
      } else if let open = start, character.isWhitespace, index == open + 1 || character != " " {
        start = nil
      } else if character == ">", let open = start {
        start = nil
        guard index > open + 1, characters[index - 1] != " " else { continue }
        found.append((open..<(index + 1), String(characters[(open + 1)..<index])))
      }
    }
    return found
  }
}
