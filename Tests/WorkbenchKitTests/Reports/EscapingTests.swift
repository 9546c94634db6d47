import Foundation
import ScenarioKit
import Testing

@testable import WorkbenchKit

@Suite struct EscapingTests {
  private let hostile = "<script>alert(1)</script> & co"

  @Test func htmlTextEscapesTheFiveCharacters() {
    #expect(
      HTMLText.escape(#"<a href="x">'&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(HTMLText.escapeXML("bell\u{7}") == "bell?")
  }

  @Test func titlesMessagesAndTracesAreEscapedInEveryFormat() {
    let scenario = ReportFixtures.reference(hostile, tags: ["stale-result"])
    let model = ReportFixtures.model(
      [
        ReportFixtures.result(
          "UDF", scenario, .failed, message: "saw \(hostile)", trace: ["  render \(hostile)"])
      ], patterns: ["UDF"])
    let html = HTMLRenderer(model).text
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"))
    #expect(html.contains("saw &lt;script&gt;"))
    // The reason is in the list of failures, outside any <details>, escaped there too.
    let failures = html.components(separatedBy: "<section id=\"failures\">").last ?? ""
    #expect(failures.contains("<pre>saw &lt;script&gt;alert(1)&lt;/script&gt; &amp; co</pre>"))
    #expect(!html.lowercased().contains("<script"))
    // The trace is on the timelines' page, escaped there.
    let timelines = HTMLRenderer(model).timelinesPage
    #expect(timelines.contains("render &lt;script&gt;"))
    #expect(!timelines.lowercased().contains("<script"))
    let junit = JUnitRenderer(model).text
    #expect(junit.contains("name=\"&lt;script&gt;alert(1)&lt;/script&gt; &amp; co\""))
    #expect(!junit.contains("<script"))
  }
}
