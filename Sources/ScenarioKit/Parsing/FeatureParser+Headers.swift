/// The keywords that open a section, each followed by a colon.
enum HeaderKeyword: String, CaseIterable {
  case feature = "Feature"
  case background = "Background"
  case scenario = "Scenario"
  case scenarioOutline = "Scenario Outline"
  case examples = "Examples"
}

/// Section headers (`Feature:`, `Background:`, `Scenario:`, `Examples:`) and the checks run
/// when a section ends.
extension FeatureFileParser {
  /// Starts the section a header opens, after checking that it may appear here.
  mutating func readHeader(_ keyword: HeaderKeyword, name: Substring, line: FeatureLine)
    throws(Diagnostic)
  {
    let location = line.location(in: file)
    stepIsOpen = false
    // Everything but the feature itself needs a feature to belong to.
    guard keyword == .feature || feature != nil else {
      throw Diagnostic("expected 'Feature:' before '\(keyword.rawValue):'", at: location)
    }
    switch keyword {
    case .feature:
      try readFeatureHeader(name: name, at: location)
    case .background:
      readBackgroundHeader(at: location)
    case .scenario, .scenarioOutline:
      closeSection()
      requireName(name, after: keyword, at: location)
      scenario = ScenarioDraft(
        name: String(name), location: location, tags: pendingTags,
        isOutline: keyword == .scenarioOutline)
      pendingTags = []
      sawScenario = true
      section = .scenario
    case .examples:
      guard scenario?.isOutline == true else {
        throw Diagnostic(
          "'Examples:' must follow the steps of a 'Scenario Outline:'", at: location)
      }
      rejectPendingTags(at: location)
      scenario?.examples.append(ExamplesDraft(location: location))
      section = .examples
    }
    inDescription = true
  }

  private mutating func readFeatureHeader(name: Substring, at location: SourceLocation)
    throws(Diagnostic)
  {
    guard feature == nil else {
      throw Diagnostic("second Feature in one file", at: location)
    }
    requireName(name, after: .feature, at: location)
    feature = FeatureDraft(name: String(name), location: location, tags: pendingTags)
    pendingTags = []
    section = .feature
  }

  private mutating func readBackgroundHeader(at location: SourceLocation) {
    rejectPendingTags(at: location)
    closeSection()
    if let first = feature?.backgroundLocation {
      report("second Background in one Feature (first at line \(first.line))", at: location)
    } else {
      if sawScenario {
        report("Background must come before the first Scenario", at: location)
      }
      feature?.backgroundLocation = location
    }
    section = .background
  }

  private mutating func requireName(
    _ name: Substring, after keyword: HeaderKeyword, at location: SourceLocation
  ) {
    if name.isEmpty {
      report("expected a name after '\(keyword.rawValue):'", at: location)
    }
  }

  /// Finishes the background or scenario being read, before a new one starts or the file ends.
  mutating func closeSection() {
    stepIsOpen = false
    if section == .background, let current = feature, current.background.isEmpty,
      let location = current.backgroundLocation
    {
      report("Background has no steps", at: location)
    }
    finishScenario()
  }

  /// Checks the scenario being read, expands it if it is an outline, and adds it to the feature.
  private mutating func finishScenario() {
    guard let draft = scenario else { return }
    scenario = nil
    let name = FeatureLine.quoted(draft.name)
    if draft.steps.isEmpty {
      report("\(draft.kind) \(name) has no steps", at: draft.location)
    }
    register(draft.name, at: draft.location)
    guard !draft.isOutline else {
      let expansion = OutlineExpansion(draft)
      diagnostics += expansion.diagnostics
      // Expanded names only repeat when two example rows are identical.
      for scenario in expansion.scenarios {
        register(scenario.name, at: scenario.location)
      }
      feature?.scenarios += expansion.scenarios
      return
    }
    feature?.scenarios.append(draft.build())
  }

  /// Records a scenario name, reporting it when an earlier scenario already has it.
  private mutating func register(_ name: String, at location: SourceLocation) {
    guard !name.isEmpty else { return }
    if let first = scenarioLines[name] {
      report(
        "duplicate scenario name \(FeatureLine.quoted(name)) (first at line \(first))",
        at: location)
    } else {
      scenarioLines[name] = location.line
    }
  }
}

/// Keyword recognition and near-miss suggestions.
extension FeatureFileParser {
  /// Returns the header keyword that starts `content` and the trimmed name after its colon.
  static func header(in content: Substring) -> (HeaderKeyword, Substring)? {
    for keyword in HeaderKeyword.allCases where content.hasPrefix(keyword.rawValue + ":") {
      let name = content.dropFirst(keyword.rawValue.count + 1)
      return (keyword, FeatureLine.trimmed(name))
    }
    return nil
  }

  /// Returns the step keyword that starts `content` and the offset of the text after it.
  ///
  /// The keyword must be followed by whitespace or the end of the line, so `Givenness` and
  /// `Then:` are not steps.
  static func stepKeyword(in content: Substring) -> (StepKeyword, Int)? {
    for keyword in StepKeyword.allCases where content.hasPrefix(keyword.rawValue) {
      let rest = content.dropFirst(keyword.rawValue.count)
      guard rest.first?.isWhitespace ?? true else { continue }
      return (keyword, keyword.rawValue.count + rest.prefix(while: \.isWhitespace).count)
    }
    return nil
  }

  /// Returns a diagnostic when a line of free text looks like a misspelled keyword.
  ///
  /// A description may contain any text, so there (`strict` false) only a near miss of a header
  /// keyword, such as `Scenaro:`, is flagged. Elsewhere free text is an error anyway, so any
  /// `Word:` prefix is called an unknown keyword, and a near miss of a step keyword is named.
  func unknownKeyword(in line: FeatureLine, strict: Bool) -> Diagnostic? {
    let content = line.content
    let location = line.location(in: file)
    if let colon = content.firstIndex(of: ":") {
      let word = content[..<colon]
      let isKeywordLike =
        word.first?.isLetter == true && word.split(separator: " ").count <= 2
        && word.allSatisfy { $0.isLetter || $0 == " " }
      if isKeywordLike {
        let known = HeaderKeyword.allCases.map(\.rawValue)
        let suggestion = EditDistance.closest(to: word, among: known)
        if strict || suggestion != nil {
          return Diagnostic(
            "unknown keyword '\(word):'", at: location,
            note: suggestion.map { "did you mean '\($0):'?" })
        }
      }
    }
    // `Scenario A refresh…` is a forgotten colon, not a description, even right after a header.
    // `Feature` is left out because descriptions often start with that word.
    for keyword in HeaderKeyword.allCases.reversed() where keyword != .feature {
      let rest = content.dropFirst(keyword.rawValue.count)
      if content.hasPrefix(keyword.rawValue), rest.first?.isWhitespace ?? true {
        return Diagnostic("expected ':' after '\(keyword.rawValue)'", at: location)
      }
    }
    guard strict else { return nil }
    let word = content.prefix { !$0.isWhitespace }
    let known = StepKeyword.allCases.map(\.rawValue)
    guard word.allSatisfy(\.isLetter),
      let suggestion = EditDistance.closest(to: word, among: known)
    else { return nil }
    return Diagnostic(
      "unknown keyword '\(word)'", at: location, note: "did you mean '\(suggestion)'?")
  }
}
