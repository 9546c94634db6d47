/// Which scenarios each teaching variant must fail, and why: the expected-failure registry.
///
/// A teaching variant reproduces a pattern's classic mistake. The registry says which scenarios
/// catch it; the runner then reports `expected-failure` for those, and fails the run on an
/// `unexpected-pass` (the suite lost its teeth) or on any failure the registry does not list.
///
/// ```text
/// variant: MVVM/no-cancel
///   why: Sources/TeachingVariants/MVVMNoCancel/ArticleListViewModel.swift — the load is never cancelled
///   fails: A refresh beats a first load that lands late
/// ```
public struct ExpectedFailures: Sendable {
  /// One variant's entry.
  public struct Entry: Sendable {
    public var variant: String
    /// Where the mistake is explained, and the mistake in one line.
    public var why: String
    /// The names of the scenarios the variant must fail, each with where it was listed.
    public var scenarios: [(name: String, location: SourceLocation)]
    public var location: SourceLocation
  }

  public private(set) var entries: [Entry] = []

  public init() {}

  /// The entry of `variant`, if the registry has one.
  public func entry(for variant: String) -> Entry? {
    entries.first { $0.variant == variant }
  }

  /// Parses the registry's text.
  ///
  /// - Throws: a diagnostic for every line that is not `variant:`, `why:`, `fails:`, a comment or
  ///   blank, for a `why:` or `fails:` before any `variant:`, and for duplicates.
  public static func parse(_ source: String, file: String) throws(FeatureParseError) -> Self {
    var registry = Self()
    var diagnostics: [Diagnostic] = []
    for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let column = line.count - trimmed.count + 1
      let location = SourceLocation(file: file, line: index + 1, column: column)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard let colon = trimmed.firstIndex(of: ":") else {
        diagnostics.append(Diagnostic("expected 'variant:', 'why:' or 'fails:'", at: location))
        continue
      }
      let key = String(trimmed[..<colon])
      let value = trimmed[trimmed.index(after: colon)...].trimmingSpaces
      let valueLocation = SourceLocation(
        file: file, line: index + 1,
        column: column + key.count + 1
          + (trimmed[trimmed.index(after: colon)...].count - value.count))
      do throws(Diagnostic) {
        try registry.apply(key: key, value: value, at: location, valueAt: valueLocation)
      } catch {
        diagnostics.append(error)
      }
    }
    guard diagnostics.isEmpty else { throw FeatureParseError(diagnostics: diagnostics) }
    return registry
  }

  private mutating func apply(
    key: String, value: String, at location: SourceLocation, valueAt valueLocation: SourceLocation
  ) throws(Diagnostic) {
    guard !value.isEmpty else { throw Diagnostic("'\(key):' needs a value", at: valueLocation) }
    switch key {
    case "variant":
      if let first = entry(for: value) {
        throw Diagnostic(
          "variant '\(value)' is listed twice (first at line \(first.location.line))",
          at: valueLocation)
      }
      entries.append(Entry(variant: value, why: "", scenarios: [], location: location))
    case "why", "fails":
      guard !entries.isEmpty else {
        throw Diagnostic("'\(key):' must follow a 'variant:' line", at: location)
      }
      if key == "why" {
        entries[entries.count - 1].why = value
      } else if entries[entries.count - 1].scenarios.contains(where: { $0.name == value }) {
        throw Diagnostic("scenario '\(value)' is listed twice for this variant", at: valueLocation)
      } else {
        entries[entries.count - 1].scenarios.append((value, valueLocation))
      }
    default:
      let near = EditDistance.suggestion(for: key, among: ["variant", "why", "fails"])
      throw Diagnostic(
        "unknown key '\(key):'; expected 'variant:', 'why:' or 'fails:'", at: location,
        note: near.map { "did you mean '\($0):'?" })
    }
  }

  /// Checks the registry against the variants and scenarios that exist.
  ///
  /// - Throws: a diagnostic for an unknown variant or scenario (with the nearest name), a
  ///   variant without a `why:`, and a known variant missing from the registry.
  public func validate(variants: [String], scenarios: [String], file: String)
    throws(FeatureParseError)
  {
    var diagnostics: [Diagnostic] = []
    for entry in entries {
      if !variants.contains(entry.variant) {
        let near = EditDistance.suggestion(for: entry.variant, among: variants)
        diagnostics.append(
          Diagnostic(
            "unknown variant '\(entry.variant)'", at: entry.location,
            note: near.map { "did you mean '\($0)'?" }))
      }
      if entry.why.isEmpty {
        diagnostics.append(
          Diagnostic("variant '\(entry.variant)' has no 'why:' line", at: entry.location))
      }
      for (name, location) in entry.scenarios where !scenarios.contains(name) {
        let near = EditDistance.suggestion(for: name, among: scenarios)
        diagnostics.append(
          Diagnostic(
            "unknown scenario '\(name)'", at: location, note: near.map { "did you mean '\($0)'?" }))
      }
    }
    for variant in variants where entry(for: variant) == nil {
      diagnostics.append(
        Diagnostic(
          "variant '\(variant)' is not listed: every variant declares the scenarios it must fail",
          at: SourceLocation(file: file, line: 1, column: 1)))
    }
    guard diagnostics.isEmpty else { throw FeatureParseError(diagnostics: diagnostics) }
  }

  /// The result as the registry judges it: a listed failure is expected, a listed pass is not.
  public func judge(_ result: ScenarioResult) -> ScenarioResult {
    guard let entry = entry(for: result.pattern) else { return result }
    let isListed = entry.scenarios.contains { $0.name == result.scenario.name }
    var judged = result
    switch (isListed, result.outcome) {
    case (true, .passed):
      judged.outcome = .unexpectedPass
      judged.message =
        "listed to fail (\(entry.why)), but passed: the suite no longer catches this mistake"
    case (true, .failed), (true, .leaked), (true, .didNotSettle):
      judged.outcome = .expectedFailure
    default:
      break
    }
    return judged
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
