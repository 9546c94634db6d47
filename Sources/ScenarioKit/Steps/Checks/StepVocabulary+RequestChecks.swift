/// Checks of what was asked of the server: one request, kinds of request, and counts.
extension StepVocabulary {
  static let requestChecks: [StepDefinition] = oneRequestChecks + absenceChecks + countChecks

  private static let oneRequestChecks: [StepDefinition] =
    requestCheck(
      "was superseded", name: "load first page",
      "It was answered after a newer request of its kind had started."
    ) { request in
      guard request.wasAnswered else { return "it has not been answered" }
      return request.wasSuperseded ? nil : "it was not superseded"
    }
    + requestCheck(
      "was not superseded", name: "load first page",
      "It was answered, and no newer request of its kind had started by then."
    ) { request in
      // Unanswered, it was neither superseded nor not: the claim is about its answer.
      guard request.wasAnswered else { return "it has not been answered" }
      return request.wasSuperseded ? "it was superseded" : nil
    }
    + requestCheck(
      "was cancelled", name: "load page 2", "The pattern cancelled the task waiting for it."
    ) {
      $0.wasCancelled ? nil : "it was not cancelled (\($0.status))"
    }
    + requestCheck(
      "was not cancelled", name: "load detail of a2", "The pattern kept waiting for it."
    ) {
      $0.wasCancelled ? "it was cancelled" : nil
    }
    + requestCheck("is pending", name: "favorite a2", "It is still waiting for an answer.") {
      $0.status == .pending ? nil : "it is \($0.status)"
    }
    + [
      StepDefinition(
        .check, "request #{int} is {string}", example: "request #2 is \"load page 2\"",
        "What the request asked for: "
          + RequestNames.examples.map { "\"\($0.escapingQuotes)\"" }
          .joined(separator: ", ") + "."
      ) { match, _ in
        let number = match.int(0)
        let expected = match.string(1)
        return { session throws(StepFailure) in
          let request = try session.world.ledger.request(.number(number))
          guard request.kind.description == expected else {
            throw StepFailure("request #\(number) is \"\(request.kind)\"; expected \"\(expected)\"")
          }
        }
      }
    ]

  /// `no list request was made` and the like: no request of one kind, whatever it asked.
  private static let absenceChecks: [StepDefinition] = [
    absenceCheck("list", "No page of the list was asked for, first or next.") {
      if case .page = $0 { true } else { false }
    },
    absenceCheck("search", "No search was asked for, whatever its query.") {
      if case .search = $0 { true } else { false }
    },
    absenceCheck("detail", "No article's detail was asked for.") {
      if case .detail = $0 { true } else { false }
    },
    absenceCheck("favorite", "No favorite or unfavorite was asked for, of any article.") {
      if case .setFavorite = $0 { true } else { false }
    },
    absenceCheck("login", "No login was asked for.") {
      if case .logIn = $0 { true } else { false }
    },
    StepDefinition(
      .check, "no request {string} was made", example: "no request \"favorite a2\" was made",
      "No request asked exactly this, such as \"favorite a2\" or \"load page 2\"."
    ) { match, context throws(Diagnostic) in
      guard case .asking(let name) = try match.request(0, in: context) else {
        preconditionFailure("a name, not a number")
      }
      return { session throws(StepFailure) in
        let asked = session.world.ledger.requests.filter { $0.kind.description == name }
        guard asked.isEmpty else {
          throw StepFailure(
            (asked.count == 1 ? "request " : "requests ") + RequestLedger.numbers(asked)
              + " asked \"\(name)\"")
        }
      }
    },
  ]

  private static let countChecks: [StepDefinition] = [
    StepDefinition(
      .check, "no request is pending", "Every request was answered, or cancelled by the pattern."
    ) { session throws(StepFailure) in
      // A request the pattern cancelled stays open on a server that ignores cancellation; nobody
      // waits for it any more, so it is not pending in the sense the scenario means.
      let pending = session.world.ledger.requests.filter {
        $0.status == .pending && !$0.wasCancelled
      }
      guard pending.isEmpty else {
        throw StepFailure("still pending: " + pending.map(\.description).joined(separator: ", "))
      }
    },
    requestCount(
      "{int} requests were made", example: "2 requests were made", "made",
      "Exactly this many requests, in all, since the scenario started."
    ) { _ in true },
    requestCount(
      "1 request was made", "made", "Exactly one request since the scenario started."
    ) { _ in true },
    requestCount(
      "{int} requests were cancelled", example: "2 requests were cancelled", "cancelled",
      "The pattern cancelled exactly this many requests, in all, since the scenario started."
    ) { $0.wasCancelled },
    requestCount(
      "1 request was cancelled", "cancelled",
      "The pattern cancelled exactly one request since the scenario started."
    ) { $0.wasCancelled },
    requestCount(
      "no request was cancelled", "cancelled",
      "The pattern cancelled no request since the scenario started."
    ) { $0.wasCancelled },
  ]

  // MARK: Shapes of request checks

  /// A check of one request, numbered or named, failing with what `problem` returns.
  private static func requestCheck(
    _ words: String, name: String, _ summary: String,
    _ problem: @escaping @Sendable (Request) -> String?
  ) -> [StepDefinition] {
    requestSteps(.check, words, example: words, number: 1, name: name, summary) {
      match, context throws(Diagnostic) in
      let reference = try match.request(0, in: context)
      return { session throws(StepFailure) in
        let request = try session.world.ledger.request(reference)
        if let problem = problem(request) {
          throw StepFailure("request #\(request.number) (\(request.kind)): \(problem)")
        }
      }
    }
  }

  /// `no <kind> request was made`.
  private static func absenceCheck(
    _ kind: String, _ summary: String, _ isOfKind: @escaping @Sendable (Request.Kind) -> Bool
  ) -> StepDefinition {
    StepDefinition(.check, "no \(kind) request was made", summary) {
      session throws(StepFailure) in
      let made = session.world.ledger.requests.filter { isOfKind($0.kind) }
      guard made.isEmpty else {
        throw StepFailure(
          "the pattern made " + made.map(\.description).joined(separator: ", "))
      }
    }
  }

  /// An exact count of the requests `counts` picks: `{int}` in the pattern, or 1 for
  /// `1 request …`, or 0 for `no request …`.
  private static func requestCount(
    _ pattern: String, example: String? = nil, _ verb: String, _ summary: String,
    _ counts: @escaping @Sendable (Request) -> Bool
  ) -> StepDefinition {
    let fixed = pattern.hasPrefix("1 ") ? 1 : 0
    return StepDefinition(.check, pattern, example: example ?? pattern, summary) { match, _ in
      let expected = match.arguments.isEmpty ? fixed : match.int(0)
      return { session throws(StepFailure) in
        let requests = session.world.ledger.requests
        let counted = requests.filter(counts)
        guard counted.count != expected else { return }
        guard !counted.isEmpty else {
          let made = requests.isEmpty ? "" : "; " + RequestLedger.madeSoFar(requests)
          throw StepFailure("none was \(verb)\(made)")
        }
        let list = counted.map(\.description).joined(separator: ", ")
        throw StepFailure(
          "\(counted.count) \(counted.count == 1 ? "was" : "were") \(verb) (\(list))")
      }
    }
  }
}

extension String {
  /// The text with `\` before each double quote, as a `{string}` argument writes it.
  var escapingQuotes: String {
    String(flatMap { $0 == "\"" ? ["\\", "\""] : [$0] })
  }

  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    var result = self
    result.replaceSubrange(range, with: replacement)
    return result
  }
}
