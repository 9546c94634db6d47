import Foundation
import ScenarioKit

/// Everything `workbench report` shows, built once: every format renders from this value, so
/// the HTML, Markdown, JSON and JUnit files cannot disagree.
struct ReportModel {
  /// One feature file's scenarios: a behaviour group of the matrix.
  struct Group: Equatable {
    var file: String
    var feature: String
    var scenarios: [ScenarioReference]
  }

  /// A teaching variant: its mistake, its fix, and the scenarios that catch it.
  struct Variant: Codable, Equatable, Sendable {
    var name: String
    var summary: String
    /// The file that holds the mistake.
    var file: String
    var mistake: String
    var fix: String
    /// Listed scenarios it failed, as it must.
    var caughtBy: [String]
    /// Listed scenarios it passed: the suite lost its teeth.
    var missedBy: [String]
    /// Scenarios it failed that the registry does not list.
    var unexpectedFailures: [String]
    /// The mistake in the code: each copy against the correct file it replaces, as unified
    /// diff hunks headed by both files' paths; empty when the variant's folder cannot be read.
    var diff: String
  }

  var run: RunReport
  var generatedAt: Date
  var toolchain: String
  /// The command line that made the report.
  var invocation: String
  /// The columns that are patterns (not variants), in catalog order.
  var patterns: [String]
  var variants: [Variant]
  var groups: [Group]
  /// Each scenario's one-line rule, keyed by ``key(_:)``.
  var rules: [String: String]
  /// Per column (patterns and variants).
  var stalePolicies: [String: StaleResultPolicy]
  /// Per pattern, as each declares it; a pattern without one reads "not declared".
  var profiles: [String: PatternProfile]
  /// Per pattern that declares its folders, when at least one of its source folders exists.
  var boilerplate: [String: Boilerplate]
  /// Where each pattern applies the timeout policy and makes analytics events, from its sources.
  var ownership: [String: OwnershipSites]
  /// What each pattern wrote to keep late answers off the screen, from its sources.
  var machinery: [String: StaleResultMachinery]
  /// Where each pattern starts side effects, the test doubles it wrote and its tests, from its
  /// sources and tests.
  var tradeOffs: [String: TradeOffSites]
  /// Per pattern, what its star taps re-rendered in this run's `@render` scenarios.
  var starTaps: [String: StarTapRender]
  var bench: BenchResults?

  /// Builds the model of a finished run.
  ///
  /// - Parameters:
  ///   - run: the judged results.
  ///   - rules: each scenario's one-line rule, keyed by ``key(_:)``.
  ///   - registry: the expected-failure registries the results were judged by.
  ///   - catalog: what each pattern declares, and the package its sources are counted in.
  init(
    run: RunReport, rules: [String: String] = [:], registry: VariantRegistry = .init(),
    catalog: PatternCatalog, bench: BenchResults? = nil, invocation: String,
    generatedAt: Date = Date()
  ) {
    self.run = run
    self.generatedAt = generatedAt
    self.toolchain = Self.toolchain
    self.invocation = invocation
    self.bench = bench
    self.rules = rules
    let patterns = run.patterns.filter { !run.variants.contains($0) }
    self.patterns = patterns
    var groups: [Group] = []
    var seen: Set<String> = []
    for reference in run.results.map(\.scenario) where seen.insert(Self.key(reference)).inserted {
      if groups.last?.file == reference.file {
        groups[groups.count - 1].scenarios.append(reference)
      } else {
        groups.append(
          Group(file: reference.file, feature: reference.feature, scenarios: [reference]))
      }
    }
    self.groups = groups
    stalePolicies = Dictionary(
      uniqueKeysWithValues: run.patterns.map {
        ($0, StaleResultPolicy.observe($0, in: run.results))
      })
    let profiles = catalog.profiles.filter { patterns.contains($0.key) }
    self.profiles = profiles
    boilerplate = Dictionary(
      uniqueKeysWithValues: profiles.compactMap { name, profile in
        let root = catalog.packageRoot(of: name)
        let exists = profile.sourceFolders.contains {
          FileManager.default.fileExists(atPath: root + "/Sources/" + $0)
        }
        return exists ? (name, Boilerplate.measure(profile, root: root)) : nil
      })
    let measured = boilerplate
    ownership = Dictionary(
      uniqueKeysWithValues: profiles.compactMap { name, profile in
        measured[name] == nil
          ? nil : (name, OwnershipSites.measure(profile, root: catalog.packageRoot(of: name)))
      })
    machinery = Dictionary(
      uniqueKeysWithValues: profiles.compactMap { name, profile in
        measured[name] == nil
          ? nil
          : (name, StaleResultMachinery.measure(profile, root: catalog.packageRoot(of: name)))
      })
    let ports = TradeOffSites.ports()
    tradeOffs = Dictionary(
      uniqueKeysWithValues: profiles.compactMap { name, profile in
        measured[name] == nil
          ? nil
          : (
            name, TradeOffSites.measure(profile, root: catalog.packageRoot(of: name), ports: ports)
          )
      })
    starTaps = Dictionary(
      uniqueKeysWithValues: patterns.map { ($0, StarTapRender.observe($0, in: run.results)) })
    variants = run.patterns.filter(run.variants.contains).map { name in
      Self.variant(name, results: run.results, registry: registry, catalog: catalog)
    }
  }

  // MARK: Reading

  /// The patterns of the report the benchmark ran, in column order; none without one.
  var patternsBenchmarked: [String] { bench.map { bench in patterns.filter(bench.covers) } ?? [] }

  /// The patterns of the report the benchmark did not run: a team's own in a benchmark of the
  /// seven. The report says so instead of leaving them out of the charts silently.
  var patternsNotBenchmarked: [String] {
    bench.map { bench in patterns.filter { !bench.covers($0) } } ?? []
  }

  /// Which patterns the cost figures cover, in a sentence or two; `nil` without a benchmark.
  var benchCoverage: String? {
    guard bench != nil else { return nil }
    let covered = patternsBenchmarked
    var text =
      covered.isEmpty
      ? "The cost figures cover none of this report's patterns."
      : "The cost figures cover \(Self.list(covered)), beside the reference points."
    let missing = patternsNotBenchmarked
    if !missing.isEmpty {
      text +=
        " Not in the benchmark's run: \(Self.list(missing)), which the benchmark that made it "
        + "does not know (`state-copy` knows the seven built-in patterns). A package's own "
        + "benchmark executable (`mvp-state-copy`, written by `workbench new-pattern`) measures "
        + "its patterns beside them; `report --quick-bench` runs it."
    }
    return text
  }

  /// `a, b and c`.
  private static func list(_ names: [String]) -> String {
    names.count < 2
      ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }

  /// Whether every result is as the suite wants it.
  var verdict: String {
    run.isAsExpected
      ? "Every result as expected"
      : "Unexpected results: \(run.results.filter { !$0.outcome.isAsExpected }.count)"
  }

  /// The scenarios in run order.
  var scenarios: [ScenarioReference] { groups.flatMap(\.scenarios) }

  /// The scenarios that check what happens to answers of replaced requests.
  var staleScenarios: [ScenarioReference] { scenarios.filter { $0.tags.contains("stale-result") } }

  func result(of pattern: String, in scenario: ScenarioReference) -> ScenarioResult? {
    run.results.first { $0.pattern == pattern && Self.key($0.scenario) == Self.key(scenario) }
  }

  func passed(_ pattern: String) -> Int {
    run.results.filter { $0.pattern == pattern && $0.outcome == .passed }.count
  }

  func results(of pattern: String) -> [ScenarioResult] {
    run.results.filter { $0.pattern == pattern }
  }

  /// The teaching variants' results of `scenario` that did not pass, in column order: what the
  /// matrix's last column names.
  func variantsNotPassing(_ scenario: ScenarioReference) -> [ScenarioResult] {
    variants.compactMap { result(of: $0.name, in: scenario) }.filter { $0.outcome != .passed }
  }

  static func key(_ scenario: ScenarioReference) -> String { "\(scenario.file):\(scenario.line)" }

  /// The results that did not pass, in matrix order (behaviour group, scenario, column): the
  /// unexpected ones, or with `expected`, the teaching variants' expected failures.
  func failures(expected: Bool) -> [ScenarioResult] {
    scenarios.flatMap { scenario in
      run.patterns.compactMap { result(of: $0, in: scenario) }.filter {
        expected ? $0.outcome == .expectedFailure : !$0.outcome.isAsExpected
      }
    }
  }

  /// The fragment identifier of a result's entry in the report's list of failures.
  static func anchor(of result: ScenarioResult) -> String {
    "r-" + HTMLText.anchor("\(result.pattern) \(result.scenario.file) \(result.scenario.line)")
  }

  // MARK: Building

  private static func variant(
    _ name: String, results: [ScenarioResult], registry: VariantRegistry, catalog: PatternCatalog
  ) -> Variant {
    let entry = registry.entry(for: name)
    let (file, mistake, fix) = split(why: entry?.why ?? "")
    let own = results.filter { $0.pattern == name }
    let listed = Set(entry?.scenarios.map(\.name) ?? [])
    return Variant(
      name: name, summary: catalog.pattern(named: name)?.summary ?? "", file: file,
      mistake: mistake, fix: fix,
      caughtBy: own.filter { $0.outcome == .expectedFailure }.map(\.scenario.name),
      missedBy: own.filter { $0.outcome == .unexpectedPass }.map(\.scenario.name),
      unexpectedFailures: own.filter {
        !$0.outcome.isAsExpected && $0.outcome != .unexpectedPass
          && !listed.contains($0.scenario.name)
      }.map(\.scenario.name),
      diff: diff(ofWhy: entry?.why ?? "", root: catalog.packageRoot(of: name)))
  }

  /// The copies of the variant that `why` names, against the correct files, as `diff -u`
  /// prints them; read from the package at `root`, the one the variant comes from.
  static func diff(ofWhy why: String, root: String = PackageFolder.root) -> String {
    guard let folder = VariantSource.folder(ofWhy: why),
      let source = try? VariantSource.read(folder: folder, root: root)
    else { return "" }
    return source.replacements.map { replacement in
      (["--- \(replacement.original)", "+++ \(replacement.copy)"]
        + replacement.diff.hunks().map(\.unified)).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// A registry `why:` line — `file — the mistake; the fix` — in its three parts.
  static func split(why: String) -> (file: String, mistake: String, fix: String) {
    var rest = Substring(why)
    var file = ""
    if let dash = rest.range(of: " — ") {
      file = String(rest[..<dash.lowerBound])
      rest = rest[dash.upperBound...]
    }
    guard let semicolon = rest.range(of: "; ") else { return (file, String(rest), "") }
    let fix = rest[semicolon.upperBound...]
    return (
      file, String(rest[..<semicolon.lowerBound]), fix.prefix(1).uppercased() + fix.dropFirst()
    )
  }

  /// The compiler that built the workbench and the system it runs on.
  static var toolchain: String {
    #if compiler(>=6.5)
      let swift = "Swift 6.5 or later"
    #elseif compiler(>=6.4)
      let swift = "Swift 6.4"
    #elseif compiler(>=6.3)
      let swift = "Swift 6.3"
    #elseif compiler(>=6.2)
      let swift = "Swift 6.2"
    #else
      let swift = "Swift 6.1 or earlier"
    #endif
    #if os(Linux)
      let system = "Linux"
    #elseif os(macOS)
      let system = "macOS"
    #else
      let system = "another system"
    #endif
    #if DEBUG
      let build = "debug build"
    #else
      let build = "release build"
    #endif
    return "\(swift) · \(system) \(ProcessInfo.processInfo.operatingSystemVersionString) · \(build)"
  }
}
