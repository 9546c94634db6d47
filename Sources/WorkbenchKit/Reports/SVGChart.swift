import Foundation

/// Small inline SVG charts for the HTML report: no script, no fonts, no images from elsewhere.
///
/// Colours come from CSS classes (`series-0` … `series-7`), so the page's stylesheet decides
/// the palette and the print colours.
enum SVGChart {
  /// One line of a line chart.
  struct Series: Equatable {
    /// How a line is drawn, so that series stay apart where colours repeat or print in grey.
    enum Stroke: String {
      case solid, dashed, dotted
      /// A floor or a bound to compare the lines with, drawn in grey.
      case floor
    }

    var name: String
    var points: [(x: Double, y: Double)]
    var stroke = Stroke.solid

    static func == (left: Series, right: Series) -> Bool {
      left.name == right.name && left.points.map(\.x) == right.points.map(\.x)
        && left.points.map(\.y) == right.points.map(\.y)
    }
  }

  /// Where a chart's plot area lies inside its viewBox.
  struct Frame {
    var width = 640.0
    var height = 360.0
    var left = 72.0
    var right = 150.0
    var top = 20.0
    var bottom = 52.0

    var plotWidth: Double { width - left - right }
    var plotHeight: Double { height - top - bottom }
  }

  /// A log-log line chart: one polyline per series, axes with decade ticks, labels and a legend.
  ///
  /// - Parameters:
  ///   - title: said to screen readers (`<title>`) and above the chart by the caller.
  ///   - xLabel: the horizontal axis, with its unit.
  ///   - yLabel: the vertical axis, with its unit.
  ///   - series: the lines; points with a zero or negative coordinate are left out.
  static func logLog(
    title: String, xLabel: String, yLabel: String, series: [Series], frame: Frame? = nil,
    yFormat: (Double) -> String = formatNanoseconds
  ) -> String {
    // Wide enough for long legend labels, and tall enough for one legend row per series.
    let frame =
      frame
      ?? Frame(
        width: 960, height: max(400, 20 + 8 + 20 * Double(series.count) + 52), right: 300)
    let points = series.flatMap(\.points).filter { $0.x > 0 && $0.y > 0 }
    let xDomain = decades(points.map(\.x))
    let yDomain = decades(points.map(\.y))
    let x = { (value: Double) in
      frame.left + LogScale.position(of: value, in: xDomain) * frame.plotWidth
    }
    let y = { (value: Double) in
      frame.top + (1 - LogScale.position(of: value, in: yDomain)) * frame.plotHeight
    }
    var parts = [open(frame, title: title)]
    parts.append(axes(frame))
    for exponent in Int(xDomain.lower)...Int(xDomain.upper) {
      let value = pow(10, Double(exponent))
      let position = x(value)
      parts.append(
        "<line class=\"grid\" x1=\"\(n(position))\" y1=\"\(n(frame.top))\" x2=\"\(n(position))\" "
          + "y2=\"\(n(frame.top + frame.plotHeight))\"/>"
          + "<text class=\"tick\" x=\"\(n(position))\" y=\"\(n(frame.top + frame.plotHeight + 16))\" "
          + "text-anchor=\"middle\">\(HTMLText.escape(formatCount(value)))</text>")
    }
    for exponent in Int(yDomain.lower)...Int(yDomain.upper) {
      let value = pow(10, Double(exponent))
      let position = y(value)
      parts.append(
        "<line class=\"grid\" x1=\"\(n(frame.left))\" y1=\"\(n(position))\" "
          + "x2=\"\(n(frame.left + frame.plotWidth))\" y2=\"\(n(position))\"/>"
          + "<text class=\"tick\" x=\"\(n(frame.left - 6))\" y=\"\(n(position + 4))\" "
          + "text-anchor=\"end\">\(HTMLText.escape(yFormat(value)))</text>")
    }
    parts.append(axisLabels(frame, x: xLabel, y: yLabel))
    for (index, line) in series.enumerated() {
      let visible = line.points.filter { $0.x > 0 && $0.y > 0 }.sorted { $0.x < $1.x }
      let coordinates = visible.map { "\(n(x($0.x))),\(n(y($0.y)))" }
      parts.append(
        "<polyline class=\"series series-\(index % 8) \(line.stroke.rawValue)\" fill=\"none\" "
          + "points=\"\(coordinates.joined(separator: " "))\"/>")
      for point in visible {
        parts.append(
          "<circle class=\"series-\(index % 8)\(line.stroke == .floor ? " floor" : "")\" "
            + "cx=\"\(n(x(point.x)))\" cy=\"\(n(y(point.y)))\" "
            + "r=\"3\"><title>\(HTMLText.escape("\(line.name): \(yFormat(point.y)) at "))"
            + "\(HTMLText.escape(formatCount(point.x)))</title></circle>")
      }
    }
    parts.append(legend(series.map { ($0.name, $0.stroke) }, frame: frame))
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// A horizontal bar chart: one bar per label, its value at the end, an axis with ticks.
  static func bars(
    title: String, valueLabel: String, bars: [(label: String, value: Double)],
    notes: [String: String] = [:]
  ) -> String {
    let rowHeight = 26.0
    var frame = Frame(width: 640, height: 0, left: 110, right: 70, top: 12, bottom: 46)
    frame.height = frame.top + frame.bottom + rowHeight * Double(max(bars.count, 1))
    let maximum = niceCeiling(bars.map(\.value).max() ?? 1)
    let x = { (value: Double) in frame.left + value / maximum * frame.plotWidth }
    var parts = [open(frame, title: title), axes(frame)]
    for step in 0...4 {
      let value = maximum * Double(step) / 4
      parts.append(
        "<line class=\"grid\" x1=\"\(n(x(value)))\" y1=\"\(n(frame.top))\" x2=\"\(n(x(value)))\" "
          + "y2=\"\(n(frame.top + frame.plotHeight))\"/>"
          + "<text class=\"tick\" x=\"\(n(x(value)))\" y=\"\(n(frame.top + frame.plotHeight + 16))\" "
          + "text-anchor=\"middle\">\(HTMLText.escape(formatCount(value)))</text>")
    }
    for (index, bar) in bars.enumerated() {
      let top = frame.top + Double(index) * rowHeight + 4
      let note = notes[bar.label].map { " (\($0))" } ?? ""
      parts.append(
        "<text class=\"label\" x=\"\(n(frame.left - 8))\" y=\"\(n(top + 13))\" "
          + "text-anchor=\"end\">\(HTMLText.escape(bar.label))</text>"
          + "<rect class=\"bar series-\(index % 8)\" x=\"\(n(frame.left))\" y=\"\(n(top))\" "
          + "width=\"\(n(max(x(bar.value) - frame.left, 1)))\" height=\"\(n(rowHeight - 8))\">"
          + "<title>\(HTMLText.escape("\(bar.label): \(formatCount(bar.value))\(note)"))</title></rect>"
          + "<text class=\"value\" x=\"\(n(x(bar.value) + 6))\" y=\"\(n(top + 13))\">"
          + "\(HTMLText.escape(formatCount(bar.value)))</text>")
    }
    parts.append(axisLabels(frame, x: valueLabel, y: nil))
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  // MARK: Pieces

  private static func open(_ frame: Frame, title: String) -> String {
    "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(frame.width)) "
      + "\(n(frame.height))\" role=\"img\" aria-label=\"\(HTMLText.escape(title))\">"
      + "<title>\(HTMLText.escape(title))</title>"
  }

  private static func axes(_ frame: Frame) -> String {
    let bottom = frame.top + frame.plotHeight
    return "<line class=\"axis\" x1=\"\(n(frame.left))\" y1=\"\(n(frame.top))\" "
      + "x2=\"\(n(frame.left))\" y2=\"\(n(bottom))\"/>"
      + "<line class=\"axis\" x1=\"\(n(frame.left))\" y1=\"\(n(bottom))\" "
      + "x2=\"\(n(frame.left + frame.plotWidth))\" y2=\"\(n(bottom))\"/>"
  }

  private static func axisLabels(_ frame: Frame, x: String, y: String?) -> String {
    var text =
      "<text class=\"axis-label\" x=\"\(n(frame.left + frame.plotWidth / 2))\" "
      + "y=\"\(n(frame.height - 8))\" text-anchor=\"middle\">\(HTMLText.escape(x))</text>"
    if let y {
      let middle = frame.top + frame.plotHeight / 2
      text +=
        "<text class=\"axis-label\" x=\"16\" y=\"\(n(middle))\" text-anchor=\"middle\" "
        + "transform=\"rotate(-90 16 \(n(middle)))\">\(HTMLText.escape(y))</text>"
    }
    return text
  }

  private static func legend(_ names: [(String, Series.Stroke)], frame: Frame) -> String {
    let left = frame.left + frame.plotWidth + 16
    var parts = ["<g class=\"legend\">"]
    for (index, (name, stroke)) in names.enumerated() {
      let top = frame.top + 8 + Double(index) * 20
      parts.append(
        "<line class=\"series series-\(index % 8) \(stroke.rawValue)\" x1=\"\(n(left))\" "
          + "y1=\"\(n(top))\" "
          + "x2=\"\(n(left + 18))\" y2=\"\(n(top))\"/>"
          + "<text class=\"label\" x=\"\(n(left + 24))\" y=\"\(n(top + 4))\">"
          + "\(HTMLText.escape(name))</text>")
    }
    parts.append("</g>")
    return parts.joined()
  }

  // MARK: Numbers

  /// The whole decades around `values`: the log domain of an axis.
  static func decades(_ values: [Double]) -> LogScale.Domain {
    guard let low = values.min(), let high = values.max() else { return .init(lower: 0, upper: 1) }
    let lower = floor(log10(low))
    let upper = max(ceil(log10(high)), lower + 1)
    return .init(lower: lower, upper: upper)
  }

  /// A round number at or above `value`, for a linear axis's end (1, 2, 2.5 or 5 × 10ⁿ).
  static func niceCeiling(_ value: Double) -> Double {
    guard value > 0 else { return 1 }
    let magnitude = pow(10, floor(log10(value)))
    for step in [1.0, 2, 2.5, 5, 10] where step * magnitude >= value { return step * magnitude }
    return 10 * magnitude
  }

  /// Sizes and counts: 100, 1 000, 10 000, 100 000, 1.5 k for fractions.
  static func formatCount(_ value: Double) -> String {
    guard value.rounded() == value, abs(value) < 1e15 else { return String(format: "%.3g", value) }
    let digits = String(Int(value))
    var grouped = ""
    for (index, digit) in digits.reversed().enumerated() {
      if index > 0, index % 3 == 0 { grouped.append("\u{2009}") }
      grouped.append(digit)
    }
    return String(grouped.reversed())
  }

  /// Nanoseconds as a person reads them: 10 ns, 1 µs, 100 ms.
  static func formatNanoseconds(_ value: Double) -> String {
    let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs"), (1, "ns")]
    for (scale, unit) in units where value >= scale {
      let scaled = value / scale
      let text = scaled.rounded() == scaled ? String(Int(scaled)) : String(format: "%.3g", scaled)
      return "\(text) \(unit)"
    }
    return String(format: "%.3g ns", value)
  }

  /// Bytes as a person reads them, in decimal units so that decades read round: 64 B, 10 kB,
  /// 4 MB.
  static func formatBytes(_ value: Double) -> String {
    let units: [(Double, String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "kB")]
    for (scale, unit) in units where value >= scale {
      let scaled = value / scale
      let text = scaled.rounded() == scaled ? String(Int(scaled)) : String(format: "%.3g", scaled)
      return "\(text) \(unit)"
    }
    return value.rounded() == value ? "\(Int(value)) B" : String(format: "%.3g B", value)
  }

  /// A coordinate with at most one decimal, as SVG reads it.
  private static func n(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

/// A logarithmic axis: where a value lies between two decades.
enum LogScale {
  /// From 10^lower to 10^upper.
  struct Domain: Equatable {
    var lower: Double
    var upper: Double
  }

  /// The position of `value` from 0 (10^lower) to 1 (10^upper).
  static func position(of value: Double, in domain: Domain) -> Double {
    (log10(value) - domain.lower) / (domain.upper - domain.lower)
  }
}
