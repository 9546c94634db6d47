import ScenarioKit

/// The lines `workbench run` and its worker processes exchange: one request per line on the
/// worker's standard input, one event per line on its standard output.
///
/// Tab-separated fields with `\`, tab and newline escaped, rather than JSON: the supervising
/// process reads every line of every worker, and Foundation's JSON decoder spent more time on
/// them than the workers spent running the scenarios. The pattern and scenario of a result are
/// not sent; both sides hold the same selection, so a result's position in its share says which
/// scenario it belongs to.
enum WorkerProtocol {
  /// One share of the work: scenarios `from ..< from + count` of the pattern at `pattern` in the
  /// selection, each run `repetitions` times.
  struct Request: Equatable {
    var pattern: Int
    var from: Int
    var count: Int
    var repetitions: Int

    var line: String { "\(pattern)\t\(from)\t\(count)\t\(repetitions)" }

    init(pattern: Int, from: Int, count: Int, repetitions: Int) {
      self.pattern = pattern
      self.from = from
      self.count = count
      self.repetitions = repetitions
    }

    init?(line: Substring) {
      let numbers = line.split(separator: "\t").compactMap { Int($0) }
      guard numbers.count == 4, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
      self.init(pattern: numbers[0], from: numbers[1], count: numbers[2], repetitions: numbers[3])
    }
  }

  /// What a worker reports while it works on a request.
  enum Event: Equatable {
    /// A scenario started: the steps reported so far belong to the one before.
    case started
    /// A step of the scenario's first run is about to run, as `step 3 (line 12): …`.
    case step(String)
    /// The next scenario of the request finished.
    case finished(Finished)
    /// Every scenario of the request has finished.
    case done
  }

  /// A result without its pattern and scenario, which the supervisor knows.
  struct Finished: Equatable {
    var outcome: Outcome
    var message: String?
    var ordersRun: Int
    /// Which order of the scenario's "in any order" steps the result shows (`explain` reads it).
    var shownOrder: String?
    var fingerprint: UInt64
    var diverged: Bool
    var divergence: String?
    var trace: [String]

    init(_ result: ScenarioResult, includingTrace: Bool) {
      outcome = result.outcome
      message = result.message
      ordersRun = result.ordersRun
      shownOrder = result.shownOrder
      fingerprint = result.fingerprint
      diverged = result.diverged
      divergence = result.divergence
      trace = includingTrace ? result.trace : []
    }

    func result(pattern: String, scenario: ScenarioReference) -> ScenarioResult {
      var result = ScenarioResult(
        pattern: pattern, scenario: scenario, outcome: outcome, message: message,
        ordersRun: ordersRun, shownOrder: shownOrder, trace: trace, fingerprint: fingerprint)
      result.diverged = diverged
      result.divergence = divergence
      return result
    }
  }

  /// The event as one line, without its newline.
  static func line(for event: Event) -> String {
    switch event {
    case .started: return "started"
    case .step(let text): return "step\t" + escaped(text)
    case .done: return "done"
    case .finished(let result):
      // A message is sent with a leading `=`, so that no message and an empty one differ; a
      // divergence follows its `1` the same way, and the order shown its count of orders.
      let fields =
        [
          "finished", result.outcome.rawValue,
          String(result.ordersRun) + (result.shownOrder.map { "=" + escaped($0) } ?? ""),
          String(result.fingerprint),
          result.diverged ? "1" + (result.divergence.map { "=" + escaped($0) } ?? "") : "0",
          result.message.map { "=" + escaped($0) } ?? "",
        ] + result.trace.map(escaped)
      return fields.joined(separator: "\t")
    }
  }

  /// The event a line carries, or `nil` for a line that is not one (a pattern that prints to
  /// standard output writes such lines).
  static func event(in line: Substring) -> Event? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    switch fields.first {
    case "started" where fields.count == 1: return .started
    case "done" where fields.count == 1: return .done
    case "step" where fields.count == 2: return .step(unescaped(fields[1]))
    case "finished" where fields.count >= 6:
      let orders = fields[2].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let outcome = Outcome(rawValue: String(fields[1])),
        let ordersRun = Int(orders[0]), let fingerprint = UInt64(fields[3])
      else { return nil }
      var result = Finished(
        ScenarioResult(
          pattern: "", scenario: .init(name: "", feature: "", file: "", line: 0, tags: []),
          outcome: outcome,
          message: fields[5].first == "=" ? unescaped(fields[5].dropFirst()) : nil,
          ordersRun: ordersRun, shownOrder: orders.count == 2 ? unescaped(orders[1]) : nil,
          trace: fields[6...].map(unescaped), fingerprint: fingerprint),
        includingTrace: true)
      result.diverged = fields[4].first == "1"
      if fields[4].hasPrefix("1=") { result.divergence = unescaped(fields[4].dropFirst(2)) }
      return .finished(result)
    default: return nil
    }
  }

  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else {
      return text
    }
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "\\": escaped += "\\\\"
      case "\t": escaped += "\\t"
      case "\n": escaped += "\\n"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  static func unescaped(_ text: Substring) -> String {
    guard text.utf8.contains(0x5C) else { return String(text) }
    var result = ""
    var escaping = false
    for character in text.unicodeScalars {
      if escaping {
        switch character {
        case "t": result += "\t"
        case "n": result += "\n"
        default: result.unicodeScalars.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
