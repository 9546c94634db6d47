import ArticleDomain
import HeadlessUI

extension StepVocabulary {
  static let checkSteps: [StepDefinition] =
    listChecks + pageChecks + requestChecks + featureChecks + leavingChecks + lifetimeChecks

  private static let listChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the list shows {ids}", example: "the list shows a1, a2",
      "The list's rows are exactly these articles, in this order."
    ) { match, context throws(Diagnostic) in
      let expected = try match.articles(0, in: context)
      return { session throws(StepFailure) in
        let shown = try listRows(session).map(\.id)
        guard shown == expected else {
          throw StepFailure("the list shows \(names(shown)); expected \(names(expected))")
        }
      }
    },
    StepDefinition(
      .check, "the list shows {int} articles", example: "the list shows 40 articles",
      "The list has exactly this many rows."
    ) { match, _ in
      let expected = match.int(0)
      return { session throws(StepFailure) in
        let count = try listRows(session).count
        guard count == expected else { throw StepFailure("the list shows \(count) articles") }
      }
    },
    StepDefinition(
      .check, "the last row is {id}", example: "the last row is a40",
      "The list's last row shows this article."
    ) { match, context throws(Diagnostic) in
      let expected = try match.articles(0, in: context)[0]
      return { session throws(StepFailure) in
        let last = try listRows(session).last?.id
        guard last == expected else {
          throw StepFailure("the last row is \(last?.rawValue ?? "missing: the list is empty")")
        }
      }
    },
    StepDefinition(
      .check, "the list shows no articles", "The list has no rows (or no list is shown)."
    ) { session throws(StepFailure) in
      if let rows = session.screen.list?.rows, !rows.isEmpty {
        throw StepFailure("the list shows \(names(rows.map(\.id))); expected no articles")
      }
    },
    listFlag("the list is refreshing", "The refresh control spins.", true) { $0.isRefreshing },
    listFlag("the list is not refreshing", "The refresh control is still.", false) {
      $0.isRefreshing
    },
    listFlag("the list is loading the next page", "The footer shows the next page loading.", true) {
      $0.isLoadingNextPage
    },
    listFlag("the list is not loading the next page", "No next page is loading.", false) {
      $0.isLoadingNextPage
    },
  ]

  private static let pageChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the list is loading", "A spinner shows on the list's page."
    ) { session throws(StepFailure) in
      guard listPage(session)?.elements.contains(.spinner) == true else {
        throw StepFailure("no spinner on the list's page")
      }
    },
    StepDefinition(
      .check, "the list is not loading", "No spinner shows on the list's page."
    ) { session throws(StepFailure) in
      if listPage(session)?.elements.contains(.spinner) == true {
        throw StepFailure("a spinner still shows on the list's page")
      }
    },
    StepDefinition(
      .check, "an error says {string}", example: "an error says \"Server unavailable\"",
      "The page on top shows an error with exactly this message."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let errors = topErrors(session)
        guard errors.contains(expected) else {
          let shown = errors.isEmpty ? "no error is shown" : "the error says \(quoted(errors))"
          throw StepFailure("\(shown); expected \"\(expected)\"")
        }
      }
    },
    StepDefinition(
      .check, "no error is shown", "The page on top shows no error."
    ) { session throws(StepFailure) in
      let errors = topErrors(session)
      guard errors.isEmpty else { throw StepFailure("the error says \(quoted(errors))") }
    },
    StepDefinition(
      .check, "the screen shows the message {string}",
      example: "the screen shows the message \"No articles yet\"",
      "The page on top shows this message (an empty list, a missing article)."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let messages =
          session.screen.top?.elements.compactMap { element -> String? in
            if case .message(let text) = element { return text }
            return nil
          } ?? []
        guard messages.contains(expected) else {
          let shown =
            messages.isEmpty ? "no message is shown" : "the screen shows \(quoted(messages))"
          throw StepFailure("\(shown); expected \"\(expected)\"")
        }
      }
    },
  ]

  // MARK: Reading the screen

  @MainActor
  private static func listRows(_ session: ScenarioSession) throws(StepFailure) -> [ListView.Row] {
    guard let list = session.screen.list else { throw StepFailure("no list is on screen") }
    return list.rows
  }

  /// The page that holds the list nearest the top.
  @MainActor
  static func listPage(_ session: ScenarioSession) -> Screen.Page? {
    session.screen.pagesFromTop.first { page in
      page.elements.contains { if case .list = $0 { true } else { false } }
    }
  }

  @MainActor
  private static func topErrors(_ session: ScenarioSession) -> [String] {
    session.screen.top?.elements.compactMap { element in
      if case .error(let message, _) = element { return message }
      return nil
    } ?? []
  }

  private typealias ListState = (rows: [ListView.Row], isRefreshing: Bool, isLoadingNextPage: Bool)

  /// A check that one flag of the list has the expected value.
  private static func listFlag(
    _ pattern: String, _ summary: String, _ expected: Bool,
    _ flag: @escaping @Sendable (ListState) -> Bool
  ) -> StepDefinition {
    StepDefinition(.check, pattern, summary) { session throws(StepFailure) in
      guard let list = session.screen.list else { throw StepFailure("no list is on screen") }
      guard flag(list) == expected else { throw StepFailure("it is \(expected ? "not " : "")so") }
    }
  }

  static func names(_ ids: [Article.ID]) -> String {
    ids.isEmpty ? "no articles" : ids.map(\.rawValue).joined(separator: ", ")
  }

  static func quoted(_ texts: [String]) -> String {
    texts.map { "\"\($0)\"" }.joined(separator: " and ")
  }
}
