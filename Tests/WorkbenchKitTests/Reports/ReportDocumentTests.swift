import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

@Suite struct ReportDocumentTests {
  @Test func resultsJSONDecodesBackIntoTheModel() throws {
    let scenario = ReportFixtures.reference(
      "A refresh beats a late first load", tags: ["stale-result"])
    let bench = BenchResults(results: [
      .init(
        pattern: "UDF", operation: "toggle", size: 100, medianNanoseconds: 900,
        bytesPerOperation: 64)
    ])
    let model = ReportFixtures.model(
      [
        ReportFixtures.result(
          "UDF", scenario, trace: ReportFixtures.staleTrace(appliedLate: false)),
        ReportFixtures.result(
          "VIPER", scenario, .failed, message: "the list shows a1, a2",
          trace: ReportFixtures.staleTrace(appliedLate: true)),
      ], patterns: ["UDF", "VIPER"], bench: bench)
    let document = ReportDocument(model, traces: .all)
    let decoded = try JSONText.decode(ReportDocument.self, from: Data(document.json.utf8))
    #expect(decoded == document)
    #expect(decoded.results.map(\.trace) == model.run.results.map(\.trace))
    #expect(decoded.results.map(\.outcome) == ["passed", "failed"])
    // By default only a result that did not pass keeps its trace; the figures read from the
    // traces are the same either way.
    let small = try JSONText.decode(
      ReportDocument.self, from: Data(ReportDocument(model).json.utf8))
    #expect(small.results.map(\.trace) == [nil, model.run.results[1].trace])
    #expect(small.report == decoded.report)
    #expect(decoded.report.stalePolicies["VIPER"]?.visible == 1)
    #expect(decoded.report.stalePolicies["UDF"]?.dropped == 1)
    #expect(decoded.report.bench == bench)
    #expect(decoded.report.generatedAt == "2027-01-15T08:00:00Z")
  }

  @Test func runFormatJSONIsUnchangedByTheReport() throws {
    let model = ReportFixtures.model(
      [ReportFixtures.result("UDF", ReportFixtures.reference("One"), trace: ["step 1: x"])],
      patterns: ["UDF"])
    let run = try #require(
      try JSONSerialization.jsonObject(with: Data(model.run.json().utf8)) as? [String: Any])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.first?["trace"] == nil)
    #expect(Set(run.keys) == ["results", "summary", "divergent"])
  }
}
