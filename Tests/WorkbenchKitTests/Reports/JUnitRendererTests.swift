import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct JUnitRendererTests {
  /// What the parser saw: each element's name and attributes, and the text inside each.
  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text: [String: String] = [:]
    private var current = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append((name, attributes))
      current = name
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text[current, default: ""] += string
    }
  }

  @Test func structureAndCountsParseBack() throws {
    let first = ReportFixtures.reference("A refresh wins", line: 3)
    let second = ReportFixtures.reference("Leaving cancels", line: 9)
    let model = ReportFixtures.model(
      [
        ReportFixtures.result("UDF", first),
        ReportFixtures.result(
          "UDF", second, .failed, message: "step 2: the list shows \"a1\" & a2"),
        ReportFixtures.result(
          "MVVM/no-cancel", first, .expectedFailure, message: "late answer drew"),
        ReportFixtures.result("MVVM/no-cancel", second, .unexpectedPass, message: "listed, passed"),
      ], patterns: ["UDF", "MVVM/no-cancel"], variants: ["MVVM/no-cancel"])
    let parser = XMLParser(data: Data(JUnitRenderer(model).text.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse())
    let names = collector.elements.map(\.name)
    #expect(names.first == "testsuites")
    #expect(names.filter { $0 == "testsuite" }.count == 1)
    #expect(names.filter { $0 == "testcase" }.count == 4)
    #expect(names.filter { $0 == "failure" }.count == 2)
    #expect(names.filter { $0 == "system-out" }.count == 1)
    let suite = try #require(collector.elements.first { $0.name == "testsuite" })
    #expect(suite.attributes["tests"] == "4")
    #expect(suite.attributes["failures"] == "2")
    #expect(suite.attributes["skipped"] == "0")
    let cases = collector.elements.filter { $0.name == "testcase" }
    #expect(
      cases.map { $0.attributes["classname"] } == [
        "UDF", "UDF", "MVVM/no-cancel", "MVVM/no-cancel",
      ])
    #expect(cases.first?.attributes["name"] == "A refresh wins")
    let failure = try #require(collector.elements.first { $0.name == "failure" })
    #expect(failure.attributes["message"] == "step 2: the list shows \"a1\" & a2")
    #expect(collector.text["system-out"]?.contains("late answer drew") == true)
  }
}
