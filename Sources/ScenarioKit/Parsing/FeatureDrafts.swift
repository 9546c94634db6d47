/// The mutable pieces of a feature while the parser is still reading it.
///
/// The public model types describe a finished, valid file; these drafts hold what is known so far,
/// such as raw description lines and unexpanded outline examples, and build the public values
/// once their section is complete.
struct FeatureDraft {
  var name: String
  var location: SourceLocation
  var tags: [Tag]
  var description = DescriptionLines()
  var background: [Step] = []
  var backgroundLocation: SourceLocation?
  var scenarios: [Scenario] = []

  /// Returns the finished feature.
  func build() -> Feature {
    Feature(
      name: name, description: description.text, tags: tags, background: background,
      scenarios: scenarios, location: location)
  }
}

/// A scenario or scenario outline being read.
struct ScenarioDraft {
  var name: String
  var location: SourceLocation
  var tags: [Tag]
  var isOutline: Bool
  var description = DescriptionLines()
  var steps: [Step] = []
  var examples: [ExamplesDraft] = []

  /// The keyword phrase used in diagnostics about this draft.
  var kind: String { isOutline ? "scenario outline" : "scenario" }

  /// Returns the finished scenario; only meaningful when the draft is not an outline.
  func build() -> Scenario {
    Scenario(
      name: name, description: description.text, tags: tags, steps: steps, location: location)
  }
}

/// An `Examples:` block of a scenario outline.
struct ExamplesDraft {
  /// The location of the `Examples:` keyword.
  var location: SourceLocation

  /// The table rows, header first; empty until the table is read.
  var rows: [TableRow] = []
}

/// One table row with the location of its opening `|`, which cells alone do not give.
struct TableRow {
  var location: SourceLocation
  var cells: [TableCell]
}

/// The free text lines under a `Feature:` or `Scenario:` line.
///
/// Blank lines between paragraphs are kept, but blank lines before the first and after the last
/// line of text are not, because they separate the description from what surrounds it.
struct DescriptionLines {
  private var lines: [Substring] = []

  /// Adds a trimmed line, or a blank one.
  mutating func append(_ line: Substring) {
    if lines.isEmpty, line.isEmpty { return }
    lines.append(line)
  }

  /// The lines joined by `"\n"`, without trailing blank lines.
  var text: String {
    let end = lines.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0
    return lines[..<end].joined(separator: "\n")
  }
}
