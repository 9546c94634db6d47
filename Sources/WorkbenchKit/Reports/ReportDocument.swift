import Foundation

/// `results.json`: the `run --format json` contract — the same results, summary and divergent
/// count, each result that did not pass with its trace (every result's with `--traces`) — plus
/// the report's own figures under `report`, which the traces were read for.
struct ReportDocument: Codable, Equatable {
  /// What the report adds to the run's contract.
  struct Figures: Codable, Equatable {
    var generatedAt: String
    var toolchain: String
    var invocation: String
    var verdict: String
    var stalePolicies: [String: StaleResultPolicy]
    var boilerplate: [String: Boilerplate]
    /// Where each pattern applies the timeout policy and makes analytics events.
    var ownership: [String: OwnershipSites]
    /// What each pattern wrote to keep late answers off the screen, site by site.
    var machinery: [String: StaleResultMachinery]?
    /// Where each pattern starts side effects, its test doubles and its tests, site by site.
    var tradeOffs: [String: TradeOffSites]?
    /// What each pattern's star taps in the `@render` scenarios re-rendered, tap by tap.
    var starTaps: [String: StarTapRender]?
    /// How each pattern that declares it embeds a child feature.
    var childFeatures: [String: String]?
    var variants: [ReportModel.Variant]
    var bench: BenchResults?
  }

  var results: [RunReport.Document.Result]
  var summary: RunReport.Document.Summary
  var divergent: Int
  var report: Figures

  init(_ model: ReportModel, traces: RunReport.Traces = .notPassed) {
    let run = model.run.document(traces: traces)
    results = run.results
    summary = run.summary
    divergent = run.divergent
    report = Figures(
      generatedAt: ReportDocument.timestamp(model.generatedAt), toolchain: model.toolchain,
      invocation: model.invocation, verdict: model.verdict, stalePolicies: model.stalePolicies,
      boilerplate: model.boilerplate, ownership: model.ownership,
      machinery: model.machinery, tradeOffs: model.tradeOffs, starTaps: model.starTaps,
      childFeatures: model.profiles.compactMapValues(\.childFeature), variants: model.variants,
      bench: model.bench)
  }

  /// Compact: the indentation of a whole run's 10 000 results was over a quarter of the file.
  var json: String { JSONText.encode(self, compact: true) }

  /// An ISO 8601 time in UTC, to the second.
  static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }
}
