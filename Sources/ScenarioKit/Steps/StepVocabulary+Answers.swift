import ArticleDomain

extension StepVocabulary {
  static let answerSteps: [StepDefinition] =
    ["", " late"].flatMap { late in
      [
        StepDefinition(
          .answer, "request #{int} succeeds\(late)", example: "request #1 succeeds\(late)",
          "Answers with what the server has: the page, the search result, the detail."
        ) { match, _ in
          answering(match, .succeeds(articles: nil, hasNextPage: false))
        },
        StepDefinition(
          .answer, "request #{int} succeeds\(late) with articles {ids}",
          example: "request #2 succeeds\(late) with articles a3",
          "Answers a list or search request with these articles, and no next page."
        ) { match, context throws(Diagnostic) in
          answering(
            match, .succeeds(articles: try match.articles(1, in: context), hasNextPage: false))
        },
        StepDefinition(
          .answer, "request #{int} succeeds\(late) with articles {ids} and a next page",
          example: "request #1 succeeds\(late) with articles a1, a2 and a next page",
          "Answers a list request with these articles and a cursor to the next page."
        ) { match, context throws(Diagnostic) in
          answering(
            match, .succeeds(articles: try match.articles(1, in: context), hasNextPage: true))
        },
        StepDefinition(
          .answer, "request #{int} succeeds\(late) with no articles",
          example: "request #1 succeeds\(late) with no articles", "Answers with an empty page."
        ) { match, _ in
          answering(match, .succeeds(articles: [], hasNextPage: false))
        },
        StepDefinition(
          .answer, "request #{int} fails\(late)", example: "request #1 fails\(late)",
          "Fails with \"\(ScriptedAnswer.defaultFailureMessage)\""
        ) { match, _ in
          answering(match, .fails(.server(message: ScriptedAnswer.defaultFailureMessage)))
        },
        StepDefinition(
          .answer, "request #{int} fails\(late) with {string}",
          example: "request #1 fails\(late) with \"Server unavailable\"",
          "Fails with this message."
        ) { match, _ in
          answering(match, .fails(.server(message: match.string(1))))
        },
      ]
    } + [
      StepDefinition(
        .answer, "request #{int} fails because the article does not exist",
        example: "request #2 fails because the article does not exist",
        "Fails a detail or favorite request: not found."
      ) { match, _ in
        let number = match.int(0)
        return { session throws(StepFailure) in
          guard case .detail(let id)? = session.world.ledger.request(number)?.kind else {
            throw StepFailure("request #\(number) does not load a detail")
          }
          try session.answer(number, with: .fails(.notFound(id)))
        }
      },
      StepDefinition(
        .answer, "requests {requests} succeed in any order",
        example: "requests #1 and #2 succeed in any order",
        "Answers each with what the server has; every order is run and must pass."
      ) { match, _ in
        let numbers = match.requests(0)
        let orders = permutations(of: numbers)
        return { session throws(StepFailure) in
          let order = orders[session.choose(among: orders.count)]
          session.world.trace.record("order: " + order.map { "#\($0)" }.joined(separator: ", "))
          for number in order {
            try session.answer(number, with: .succeeds(articles: nil, hasNextPage: false))
          }
        }
      },
    ]

  private static func answering(_ match: StepMatch, _ answer: ScriptedAnswer) -> StepBody {
    let number = match.int(0)
    return { session throws(StepFailure) in try session.answer(number, with: answer) }
  }

  /// Every order of `items`, the given order first.
  static func permutations(of items: [Int]) -> [[Int]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { index in
      var rest = items
      let first = rest.remove(at: index)
      return permutations(of: rest).map { [first] + $0 }
    }
  }
}
