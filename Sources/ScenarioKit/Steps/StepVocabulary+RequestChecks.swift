extension StepVocabulary {
  static let requestChecks: [StepDefinition] = [
    requestCheck(
      "request #{int} was superseded", "A newer request of its kind started before it was answered."
    ) {
      $0.wasSuperseded ? nil : "it was not superseded"
    },
    requestCheck(
      "request #{int} was not superseded", "No newer request of its kind started before its answer."
    ) {
      $0.wasSuperseded ? "it was superseded" : nil
    },
    requestCheck("request #{int} was cancelled", "The pattern cancelled the task waiting for it.") {
      $0.wasCancelled ? nil : "it was not cancelled (\($0.status))"
    },
    requestCheck("request #{int} was not cancelled", "The pattern kept waiting for it.") {
      $0.wasCancelled ? "it was cancelled" : nil
    },
    requestCheck("request #{int} is pending", "It is still waiting for an answer.") {
      $0.status == .pending ? nil : "it is \($0.status)"
    },
    StepDefinition(
      .check, "request #{int} is {string}", example: "request #2 is \"load page 2\"",
      "What the request asked for: \"load first page\", \"load page 2\", \"search \\\"swift\\\"\", \"load detail of a2\"."
    ) { match, _ in
      let number = match.int(0)
      let expected = match.string(1)
      return { session throws(StepFailure) in
        let request = try made(number, session)
        guard request.kind.description == expected else {
          throw StepFailure("request #\(number) is \"\(request.kind)\"; expected \"\(expected)\"")
        }
      }
    },
    StepDefinition(
      .check, "no request is pending", "Every request was answered or cancelled."
    ) { session throws(StepFailure) in
      let pending = session.world.ledger.pending
      guard pending.isEmpty else {
        throw StepFailure("still pending: " + pending.map(\.description).joined(separator: ", "))
      }
    },
    StepDefinition(
      .check, "{int} requests were made", example: "2 requests were made",
      "Exactly this many requests, in all, since the scenario started."
    ) { match, _ in
      let expected = match.int(0)
      return { session throws(StepFailure) in
        let requests = session.world.ledger.requests
        guard requests.count == expected else {
          throw StepFailure(
            "\(requests.count) were made (\(requests.map(\.description).joined(separator: ", ")))")
        }
      }
    },
    StepDefinition(
      .check, "1 request was made", "Exactly one request since the scenario started."
    ) { session throws(StepFailure) in
      let requests = session.world.ledger.requests
      guard requests.count == 1 else {
        throw StepFailure(
          "\(requests.count) were made (\(requests.map(\.description).joined(separator: ", ")))")
      }
    },
  ]

  private static func requestCheck(
    _ pattern: String, _ summary: String,
    _ problem: @escaping @Sendable (Request) -> String?
  ) -> StepDefinition {
    StepDefinition(
      .check, pattern, example: pattern.replacingFirst("{int}", with: "1"), summary
    ) { match, _ in
      let number = match.int(0)
      return { session throws(StepFailure) in
        let request = try made(number, session)
        if let problem = problem(request) {
          throw StepFailure("request #\(number) (\(request.kind)): \(problem)")
        }
      }
    }
  }

  @MainActor
  private static func made(_ number: Int, _ session: ScenarioSession) throws(StepFailure) -> Request
  {
    guard let request = session.world.ledger.request(number) else {
      let count = session.world.ledger.requests.count
      throw StepFailure(
        "request #\(number) was never made; \(count == 1 ? "1 request was" : "\(count) requests were") made"
      )
    }
    return request
  }
}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    var result = self
    result.replaceSubrange(range, with: replacement)
    return result
  }
}
