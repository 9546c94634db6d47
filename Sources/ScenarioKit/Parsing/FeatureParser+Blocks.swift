/// Tags, doc strings and tables: the multi-part constructs of a feature file.
extension FeatureFileParser {
  /// Reads a line of `@tags`; they wait in `pendingTags` for the `Feature:` or `Scenario:` below.
  mutating func readTags(_ line: FeatureLine) {
    inDescription = false
    stepIsOpen = false
    for (offset, word) in FeatureLine.words(in: line.content) {
      // Gherkin allows a comment after the tags on the same line.
      if word.first == "#" { break }
      let location = line.location(in: file, offset: offset)
      if word.first != "@" {
        report("a tag must start with '@'", at: location)
      } else if word.count == 1 {
        report("empty tag '@'", at: location)
      } else {
        pendingTags.append(Tag(name: String(word.dropFirst()), location: location))
      }
    }
  }

  /// Reports tags that are not followed by `Feature:` or `Scenario:`, then forgets them.
  mutating func rejectPendingTags(at location: SourceLocation) {
    guard !pendingTags.isEmpty else { return }
    report("tags must be followed by 'Feature:' or 'Scenario:'", at: location)
    pendingTags = []
  }

  /// Reads a doc string from its opening fence to its closing one and attaches it to the step
  /// above.
  ///
  /// An unterminated doc string is thrown rather than reported: every line after the opening
  /// fence has been swallowed, so nothing useful can be said about the rest of the file.
  mutating func readDocString(_ opening: FeatureLine) throws(Diagnostic) {
    let fence = opening.content.prefix(3)
    let location = opening.location(in: file)
    rejectPendingTags(at: location)
    inDescription = false
    let rest = opening.content.dropFirst(3)
    if !rest.isEmpty {
      let offset = 3 + rest.prefix(while: \.isWhitespace).count
      report(
        "unexpected text \(FeatureLine.quoted(FeatureLine.trimmed(rest))) after '\(fence)'",
        at: opening.location(in: file, offset: offset))
    }
    var body: [String] = []
    while next < lines.count {
      let line = lines[next]
      next += 1
      if line.content == fence {
        let docString = DocString(content: body.joined(separator: "\n"), location: location)
        if !updateOpenStep({ $0.docString = docString }) {
          report("a doc string must follow a step", at: location)
        }
        return
      }
      // Lines may be indented less than the fence; then only what is there is removed.
      let text = line.text.dropFirst(min(opening.indent, line.indent))
      let escapedFence = String(fence.flatMap { ["\\", $0] })
      body.append(String(text).replacing(escapedFence, with: fence))
    }
    throw Diagnostic(
      "unterminated doc string: expected '\(fence)' to close the doc string opened at line "
        + "\(opening.number)",
      at: location)
  }

  /// Reads consecutive `|` lines as one table and attaches it to the step above or to the
  /// `Examples:` block being read.
  mutating func readTable(_ first: FeatureLine) {
    let location = first.location(in: file)
    rejectPendingTags(at: location)
    inDescription = false
    var rows = [readRow(first)]
    while next < lines.count, lines[next].content.first == "|" {
      rows.append(readRow(lines[next]))
      next += 1
    }
    if let header = rows.first {
      for row in rows.dropFirst() where row.cells.count != header.cells.count {
        let cells = row.cells.count == 1 ? "1 cell" : "\(row.cells.count) cells"
        report("table row has \(cells); the header has \(header.cells.count)", at: row.location)
      }
    }
    let table = DataTable(rows: rows.map(\.cells))
    if updateOpenStep({ $0.table = table }) { return }
    if section == .examples, let examples = scenario?.examples, examples.last?.rows.isEmpty == true
    {
      scenario?.examples[examples.count - 1].rows = rows
      return
    }
    report("a table must follow a step or 'Examples:'", at: location)
  }

  /// Splits one `| a | b |` line into trimmed cells, reading `\|` as `|` and `\\` as `\`.
  private mutating func readRow(_ line: FeatureLine) -> TableRow {
    let characters = Array(line.content)
    var cells: [TableCell] = []
    var value = ""
    var valueStart: Int?
    var cellStart = 1
    var index = 1
    func cell() -> TableCell {
      let location = line.location(in: file, offset: valueStart ?? cellStart)
      return TableCell(value: String(FeatureLine.trimmed(Substring(value))), location: location)
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, "|\\".contains(characters[index + 1]) {
        valueStart = valueStart ?? index
        value.append(characters[index + 1])
        index += 2
        continue
      }
      if character == "|" {
        cells.append(cell())
        value = ""
        valueStart = nil
        cellStart = index + 1
      } else if valueStart != nil || !character.isWhitespace {
        valueStart = valueStart ?? index
        value.append(character)
      }
      index += 1
    }
    if valueStart != nil {
      report("table row must end with '|'", at: line.location(in: file, offset: characters.count))
      cells.append(cell())
    }
    return TableRow(location: line.location(in: file), cells: cells)
  }

  /// Applies `update` to the last step read, if it can still take a doc string or table.
  ///
  /// - Returns: Whether there was such a step.
  private mutating func updateOpenStep(_ update: (inout Step) -> Void) -> Bool {
    guard stepIsOpen else { return false }
    stepIsOpen = false
    switch section {
    case .background:
      guard var steps = feature?.background, !steps.isEmpty else { return false }
      update(&steps[steps.count - 1])
      feature?.background = steps
    case .scenario:
      guard var steps = scenario?.steps, !steps.isEmpty else { return false }
      update(&steps[steps.count - 1])
      scenario?.steps = steps
    case .preamble, .feature, .examples:
      return false
    }
    return true
  }
}
