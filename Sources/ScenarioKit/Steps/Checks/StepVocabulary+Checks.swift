import ArticleDomain
import HeadlessUI

extension StepVocabulary {
  static let checkSteps: [StepDefinition] =
    listChecks + pageChecks + requestChecks + featureChecks + leavingChecks + lifetimeChecks
    + renderChecks + analyticsChecks + debugLogChecks

  private static let listChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the list shows {ids}", example: "the list shows a1, a2",
      "The list's rows are exactly these articles, in this order."
    ) { match, context throws(Diagnostic) in
      let expected = try match.articles(0, in: context)
      return { session throws(StepFailure) in
        let shown = try listPage(session).list.rows.map(\.id)
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
        let count = try listPage(session).list.rows.count
        guard count == expected else { throw StepFailure("the list shows \(count) articles") }
      }
    },
    StepDefinition(
      .check, "the last row is {id}", example: "the last row is a40",
      "The list's last row shows this article."
    ) { match, context throws(Diagnostic) in
      let expected = try match.articles(0, in: context)[0]
      return { session throws(StepFailure) in
        let last = try listPage(session).list.rows.last?.id
        guard last == expected else {
          throw StepFailure("the last row is \(last?.rawValue ?? "missing: the list is empty")")
        }
      }
    },
    StepDefinition(
      .check, "the list shows no articles", "The list page shows its list, with no rows."
    ) { session throws(StepFailure) in
      let rows = try listPage(session).list.rows
      guard rows.isEmpty else {
        throw StepFailure("the list shows \(names(rows.map(\.id))); expected no articles")
      }
    },
    listFlag("the list is refreshing", "The refresh control spins.", true) { $0.isRefreshing },
    listFlag("the list is not refreshing", "The list shows, its refresh control still.", false) {
      $0.isRefreshing
    },
    listFlag("the list is loading the next page", "The footer shows the next page loading.", true) {
      $0.isLoadingNextPage
    },
    listFlag(
      "the list is not loading the next page", "The list shows, with no next page loading.", false
    ) {
      $0.isLoadingNextPage
    },
  ]

  private static let pageChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the list is loading", "A spinner shows on the list page."
    ) { session throws(StepFailure) in
      guard try listPage(session).page.elements.contains(.spinner) else {
        throw StepFailure("no spinner on the list page")
      }
    },
    StepDefinition(
      .check, "the list is not loading", "The list page shows its list and no spinner."
    ) { session throws(StepFailure) in
      if try listPage(session).page.elements.contains(.spinner) {
        throw StepFailure("a spinner still shows on the list page")
      }
    },
    StepDefinition(
      .check, "an error says {string}", example: "an error says \"Server unavailable\"",
      "The page on top shows an error with exactly this message."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let errors = errors(on: try topPage(session))
        guard errors.contains(expected) else {
          let shown = errors.isEmpty ? "no error is shown" : "the error says \(quoted(errors))"
          throw StepFailure("\(shown); expected \"\(expected)\"")
        }
      }
    },
    StepDefinition(
      .check, "no error is shown", "A page is on screen, and the page on top shows no error."
    ) { session throws(StepFailure) in
      let errors = errors(on: try topPage(session))
      guard errors.isEmpty else { throw StepFailure("the error says \(quoted(errors))") }
    },
    StepDefinition(
      .check, "the screen shows the message {string}",
      example: "the screen shows the message \"No articles yet\"",
      "The page on top shows this message (an empty list, a missing article)."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let messages = messages(on: try topPage(session))
        guard messages.contains(expected) else {
          let shown =
            messages.isEmpty ? "no message is shown" : "the screen shows \(quoted(messages))"
          throw StepFailure("\(shown); expected \"\(expected)\"")
        }
      }
    },
  ]

  /// A check that one flag of the list has the expected value.
  private static func listFlag(
    _ pattern: String, _ summary: String, _ expected: Bool,
    _ flag: @escaping @Sendable (ListState) -> Bool
  ) -> StepDefinition {
    StepDefinition(.check, pattern, summary) { session throws(StepFailure) in
      guard flag(try listPage(session).list) == expected else {
        // The failure is the pattern with "not" put in or taken out.
        throw StepFailure(
          expected
            ? pattern.replacingFirst("the list is ", with: "the list is not ")
            : pattern.replacingFirst(" not ", with: " "))
      }
    }
  }
}
