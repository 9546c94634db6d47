import Foundation
import Testing

@testable import WorkbenchKit

@Suite struct SVGChartTests {
  @Test func logScalePlacesDecadesEvenly() {
    let domain = LogScale.Domain(lower: 2, upper: 5)
    #expect(LogScale.position(of: 100, in: domain) == 0)
    #expect(abs(LogScale.position(of: 1_000, in: domain) - 1.0 / 3) < 1e-12)
    #expect(LogScale.position(of: 100_000, in: domain) == 1)
    #expect(SVGChart.decades([150, 90_000]) == .init(lower: 2, upper: 5))
  }

  @Test func logLogChartHasAxesTicksLegendAndPlacedPoints() {
    let frame = SVGChart.Frame(width: 400, height: 300, left: 50, right: 100, top: 10, bottom: 40)
    let svg = SVGChart.logLog(
      title: "toggle <fast>", xLabel: "size (articles)", yLabel: "time per operation",
      series: [
        .init(name: "UDF", points: [(100, 1_000), (10_000, 100_000)]),
        .init(name: "MVVM", points: [(100, 10_000), (10_000, 10_000)]),
      ], frame: frame)
    #expect(svg.hasPrefix("<svg class=\"chart\""))
    #expect(svg.hasSuffix("</svg>"))
    #expect(svg.components(separatedBy: "class=\"axis\"").count - 1 == 2)
    #expect(svg.contains(">size (articles)</text>"))
    #expect(svg.contains(">time per operation</text>"))
    #expect(svg.contains("toggle &lt;fast&gt;"))
    // x from 10² to 10⁴ over 250 units; y from 10³ to 10⁵ over 250 units.
    #expect(
      svg.contains(">100</text>")
        && svg.contains(">10 000</text>".replacingOccurrences(of: " ", with: "\u{2009}")))
    #expect(svg.contains(">1 µs</text>") && svg.contains(">100 µs</text>"))
    #expect(svg.contains("points=\"50,260 300,10\""))
    #expect(svg.contains("points=\"50,135 300,135\""))
    #expect(
      svg.contains("class=\"legend\"") && svg.contains(">UDF</text>")
        && svg.contains(">MVVM</text>"))
    #expect(!svg.contains("<script"))
  }

  @Test func barChartScalesToARoundMaximum() {
    let svg = SVGChart.bars(
      title: "Lines of code", valueLabel: "lines", bars: [("MVC", 900), ("UDF", 1_500)])
    #expect(SVGChart.niceCeiling(1_500) == 2_000)
    #expect(svg.contains(">MVC</text>") && svg.contains(">UDF</text>"))
    // The plot is 460 wide (640 - 110 - 70); 1 500 of 2 000 is 345.
    #expect(svg.contains("width=\"345\""))
    #expect(svg.contains(">lines</text>"))
  }

  @Test func bytesReadInDecimalUnitsSoThatDecadesAreRound() {
    #expect(SVGChart.formatBytes(0) == "0 B")
    #expect(SVGChart.formatBytes(64) == "64 B")
    #expect(SVGChart.formatBytes(10_000) == "10 kB")
    #expect(SVGChart.formatBytes(4_000_032) == "4 MB")
    #expect(SVGChart.formatBytes(1e9) == "1 GB")
  }

  @Test func aFloorIsDrawnInItsOwnGreyStroke() {
    let svg = SVGChart.logLog(
      title: "t", xLabel: "x", yLabel: "y",
      series: [
        .init(name: "UDF", points: [(100, 1_000), (10_000, 1_000)]),
        .init(name: "floor", points: [(100, 10), (10_000, 1_000)], stroke: .floor),
      ])
    #expect(svg.contains("class=\"series series-1 floor\""))
    #expect(svg.contains("<circle class=\"series-1 floor\""))
    #expect(svg.contains("<circle class=\"series-0\""))
  }

  @Test func nanosecondsReadAsPeopleSayThem() {
    #expect(SVGChart.formatNanoseconds(10) == "10 ns")
    #expect(SVGChart.formatNanoseconds(1_500) == "1.5 µs")
    #expect(SVGChart.formatNanoseconds(2e8) == "200 ms")
  }
}
