/// Parses Gherkin-style `.feature` files into `FeatureFile` values.
///
/// The parser reads one line at a time, so every diagnostic points at a real line and column.
/// It never traps: any text, including tabs, CRLF line endings, a byte order mark or replacement
/// characters from invalid UTF-8, either parses or produces diagnostics.
public enum FeatureParser {
  /// Parses the contents of a feature file.
  ///
  /// Scenario outlines are expanded into one scenario per example row. When the file is
  /// malformed, the error lists every problem the parser could find before it had to stop.
  ///
  /// - Parameters:
  ///   - source: The file contents.
  ///   - file: The file name used in locations and diagnostics.
  /// - Returns: The parsed file.
  /// - Throws: `FeatureParseError` with at least one diagnostic, in source order.
  public static func parse(_ source: String, file: String) throws(FeatureParseError)
    -> FeatureFile
  {
    var parser = FeatureFileParser(file: file, lines: FeatureLine.split(source))
    return try parser.parse()
  }
}

/// The line-by-line state machine behind `FeatureParser`.
///
/// Problems the parser can step over are appended to `diagnostics`; problems after which the
/// rest of the file cannot be trusted, such as an unknown keyword, are thrown to stop parsing.
struct FeatureFileParser {
  /// The part of the file the parser is in, which decides what a line may be.
  enum Section {
    case preamble, feature, background, scenario, examples
  }

  let file: String
  let lines: [FeatureLine]
  /// The index of the next line to read; doc strings and tables read several lines at once.
  var next = 0
  /// The problems found so far that did not stop parsing.
  var diagnostics: [Diagnostic] = []
  var section = Section.preamble
  var feature: FeatureDraft?
  /// The scenario or outline being read; it joins the feature when its section ends.
  var scenario: ScenarioDraft?
  /// Tags read but not yet claimed by a `Feature:` or `Scenario:` line.
  var pendingTags: [Tag] = []
  /// Whether free text is a description, which it is only right after a section's header.
  var inDescription = false
  /// Whether the last step read may still take a doc string or table.
  var stepIsOpen = false
  /// Whether a `Scenario:` has been seen, even one that was rejected.
  var sawScenario = false
  /// The line where each scenario name first appeared, to report duplicates.
  var scenarioLines: [String: Int] = [:]

  init(file: String, lines: [FeatureLine]) {
    self.file = file
    self.lines = lines
  }

  mutating func parse() throws(FeatureParseError) -> FeatureFile {
    do throws(Diagnostic) {
      while next < lines.count {
        let line = lines[next]
        next += 1
        try read(line)
      }
      try finish()
    } catch {
      diagnostics.append(error)
    }
    guard diagnostics.isEmpty, let feature else {
      let sorted = diagnostics.enumerated().sorted {
        ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
      }
      throw FeatureParseError(diagnostics: sorted.map(\.element))
    }
    return FeatureFile(file: file, feature: feature.build())
  }

  mutating func report(_ message: String, at location: SourceLocation, note: String? = nil) {
    diagnostics.append(Diagnostic(message, at: location, note: note))
  }

  private mutating func read(_ line: FeatureLine) throws(Diagnostic) {
    if line.isBlank {
      if inDescription { appendDescription(line.content) }
      return
    }
    if line.isComment { return }
    let content = line.content
    if content.first == "@" {
      readTags(line)
    } else if let (keyword, name) = Self.header(in: content) {
      try readHeader(keyword, name: name, line: line)
    } else if let (keyword, textOffset) = Self.stepKeyword(in: content) {
      try readStep(keyword, textOffset: textOffset, line: line)
    } else if content.hasPrefix("\"\"\"") || content.hasPrefix("```") {
      try readDocString(line)
    } else if content.first == "|" {
      readTable(line)
    } else {
      try readText(line)
    }
  }

  private mutating func readStep(_ keyword: StepKeyword, textOffset: Int, line: FeatureLine)
    throws(Diagnostic)
  {
    let location = line.location(in: file)
    let written = FeatureLine.quoted(line.content)
    switch section {
    case .preamble:
      throw Diagnostic("expected 'Feature:' before \(written)", at: location)
    case .feature:
      rejectPendingTags(at: location)
      inDescription = false
      report("step \(written) must be inside a Scenario or Background", at: location)
      return
    case .examples:
      report("step \(written) must come before 'Examples:'", at: location)
      return
    case .background, .scenario:
      break
    }
    rejectPendingTags(at: location)
    inDescription = false
    let steps = section == .background ? feature?.background ?? [] : scenario?.steps ?? []
    var phase = keyword.phase ?? steps.last?.phase
    if phase == nil {
      let block = section == .background ? "a background" : "a scenario"
      report(
        "'\(keyword.rawValue)' cannot start \(block): expected 'Given', 'When' or 'Then'",
        at: location)
      phase = .given
    }
    let text = line.content.dropFirst(textOffset)
    if text.isEmpty {
      report("expected text after '\(keyword.rawValue)'", at: location)
    }
    let step = Step(
      keyword: keyword, phase: phase ?? .given, text: String(text), location: location,
      textLocation: line.location(in: file, offset: textOffset))
    if section == .background {
      feature?.background.append(step)
    } else {
      scenario?.steps.append(step)
    }
    stepIsOpen = true
  }

  private mutating func readText(_ line: FeatureLine) throws(Diagnostic) {
    if let unknown = unknownKeyword(in: line, strict: !inDescription) {
      throw unknown
    }
    if inDescription {
      appendDescription(line.content)
      return
    }
    let location = line.location(in: file)
    let written = FeatureLine.quoted(line.content)
    if section == .preamble {
      throw Diagnostic("expected 'Feature:' before \(written)", at: location)
    }
    rejectPendingTags(at: location)
    let expected =
      section == .examples
      ? "a table row starting with '|'"
      : "a step starting with 'Given', 'When', 'Then', 'And' or 'But'"
    report("unexpected text \(written): expected \(expected)", at: location)
  }

  private mutating func appendDescription(_ text: Substring) {
    switch section {
    case .feature: feature?.description.append(text)
    case .scenario: scenario?.description.append(text)
    case .preamble, .background, .examples: break
    }
  }

  private mutating func finish() throws(Diagnostic) {
    if let first = pendingTags.first {
      report("tags must be followed by 'Feature:' or 'Scenario:'", at: first.location)
      pendingTags = []
    }
    guard let current = feature else {
      if diagnostics.isEmpty {
        throw Diagnostic(
          "file is empty: expected 'Feature:'", at: SourceLocation(file: file, line: 1, column: 1))
      }
      return
    }
    closeSection()
    if !sawScenario {
      report("feature \(FeatureLine.quoted(current.name)) has no scenarios", at: current.location)
    }
  }
}
