/// How a step names a request: by its number, or by what it asked for.
///
/// `request #3 succeeds` names the third request the pattern made; `the request "favorite a2"
/// succeeds` names the one request that asked to favorite a2, whatever came before it. A
/// scenario whose rule is not about order names requests by what they ask, so the steps say
/// which request they mean; a race names them by number, because there the order is the rule.
enum RequestReference: Hashable, Sendable, CustomStringConvertible {
  case number(Int)
  /// The request whose ``Request/Kind`` reads exactly this, such as `favorite a2`.
  case asking(String)

  var description: String {
    switch self {
    case .number(let number): "request #\(number)"
    case .asking(let description): "the request \"\(description)\""
    }
  }
}

extension RequestLedger {
  /// The request `reference` names among the requests made so far.
  ///
  /// A name must fit exactly one request: when several asked the same, picking one would hide
  /// a duplicate request the pattern should not have made, so the step must say the number.
  ///
  /// - Throws: ``StepFailure`` naming what was made when nothing fits, and the numbers of the
  ///   requests that fit when several do.
  func request(_ reference: RequestReference) throws(StepFailure) -> Request {
    let requests = self.requests
    switch reference {
    case .number(let number):
      guard requests.indices.contains(number - 1) else {
        throw Self.noSuchRequest(number, among: requests)
      }
      return requests[number - 1]
    case .asking(let description):
      let fitting = requests.filter { $0.kind.description == description }
      if fitting.count == 1 { return fitting[0] }
      guard fitting.isEmpty else {
        let numbers = Self.numbers(fitting)
        throw StepFailure(
          "requests \(numbers) all asked \"\(description)\": name the one meant by its number, "
            + "such as 'request #\(fitting[fitting.count - 1].number)'")
      }
      throw StepFailure("no request asked \"\(description)\"; \(Self.madeSoFar(requests))")
    }
  }

  /// `#2`, `#2 and #4`, `#2, #3 and #4`.
  static func numbers(_ requests: [Request]) -> String {
    let numbers = requests.map { "#\($0.number)" }
    guard numbers.count > 1 else { return numbers.first ?? "none" }
    return numbers.dropLast().joined(separator: ", ") + " and " + numbers[numbers.count - 1]
  }

  /// What was made, for a failure message: `2 requests were made (#1 …, #2 …)`.
  static func madeSoFar(_ requests: [Request]) -> String {
    guard !requests.isEmpty else { return "no request has been made yet" }
    let count = requests.count == 1 ? "1 request was" : "\(requests.count) requests were"
    return "\(count) made (\(requests.map(\.description).joined(separator: ", ")))"
  }
}
