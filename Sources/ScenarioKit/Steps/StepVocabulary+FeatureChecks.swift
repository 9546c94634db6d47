import ArticleDomain
import HeadlessUI

/// Checks of the detail, the stars, the banner, the login form and the pages on screen.
extension StepVocabulary {
  static let featureChecks: [StepDefinition] = starChecks + detailChecks + chromeChecks

  private static let starChecks: [StepDefinition] = [
    rowCheck("the star of {id} is filled", "The row's star is on.") { row in
      row.isFavorite ? nil : "the star of \(row.id) is empty"
    },
    rowCheck("the star of {id} is empty", "The row's star is off.") { row in
      row.isFavorite ? "the star of \(row.id) is filled" : nil
    },
    rowCheck("the row of {id} is marked pending", "The row waits to sync a change made offline.") {
      row in row.isPendingSync ? nil : "the row of \(row.id) is not marked pending"
    },
    rowCheck("the row of {id} is not marked pending", "The row has nothing left to sync.") { row in
      row.isPendingSync ? "the row of \(row.id) is marked pending" : nil
    },
    detailCheck("the star in the detail is filled", "The open detail's star is on.") { detail in
      detail.isFavorite ? nil : "the star in the detail is empty"
    },
    detailCheck("the star in the detail is empty", "The open detail's star is off.") { detail in
      detail.isFavorite ? "the star in the detail is filled" : nil
    },
  ]

  private static let detailChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the detail shows {id}", example: "the detail shows a2",
      "The page on top shows the loaded detail of this article."
    ) { match, context throws(Diagnostic) in
      let id = try match.articles(0, in: context)[0]
      return { session throws(StepFailure) in
        let detail = try shownDetail(session)
        guard detail.id == id else { throw StepFailure("the detail shows \(detail.id)") }
      }
    },
    StepDefinition(
      .check, "the detail is loading", "The page on top is a detail with its spinner showing."
    ) { session throws(StepFailure) in
      guard let top = session.screen.top, top.title != listTitle else {
        throw StepFailure("no detail is on top")
      }
      guard top.elements.contains(.spinner) else { throw StepFailure("no spinner on the detail") }
    },
    StepDefinition(
      .check, "the detail is not loading", "No spinner shows on the page on top."
    ) { session throws(StepFailure) in
      if session.screen.top?.elements.contains(.spinner) == true {
        throw StepFailure("a spinner still shows on \"\(session.screen.top?.title ?? "")\"")
      }
    },
    StepDefinition(
      .check, "the pages are {string}", example: "the pages are \"Articles > a2\"",
      "The navigation stack's page titles, bottom to top; a modal page follows ' | '."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let shown = pageTitles(session.screen)
        guard shown == expected else { throw StepFailure("the pages are \"\(shown)\"") }
      }
    },
  ]

  private static let chromeChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the screen is:",
      example: "the screen is:\n  \"\"\"\n  ┌ Articles\n  │ list: [ ] a1, [ ] a2\n  └\n  \"\"\"",
      "The whole screen, in the plain-text rendering failure messages use, given as a doc string."
    ) { match, _ throws(Diagnostic) in
      guard let docString = match.step.docString else {
        throw Diagnostic(
          "'the screen is:' needs the expected screen as a doc string on the following lines",
          at: match.step.textLocation)
      }
      let expected = trimmedLines(docString.content)
      return { session throws(StepFailure) in
        let actual = trimmedLines(session.screen.description)
        guard actual == expected else {
          throw StepFailure(
            "the screen differs (- expected, + seen):\n"
              + LineDiff.render(expected: expected, actual: actual))
        }
      }
    },
    StepDefinition(
      .check, "the banner says {string}", example: "the banner says \"You are offline\"",
      "The page on top shows a banner with exactly this text."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let banners = topTexts(session) { if case .banner(let text) = $0 { text } else { nil } }
        guard banners.contains(expected) else {
          throw StepFailure(
            banners.isEmpty ? "no banner is shown" : "the banner says \(quoted(banners))")
        }
      }
    },
    StepDefinition(
      .check, "no banner is shown", "The page on top shows no banner."
    ) { session throws(StepFailure) in
      let banners = topTexts(session) { if case .banner(let text) = $0 { text } else { nil } }
      guard banners.isEmpty else { throw StepFailure("the banner says \(quoted(banners))") }
    },
    StepDefinition(
      .check, "the login form is shown", "The login page is presented."
    ) { session throws(StepFailure) in
      guard loginForm(session) != nil else {
        throw StepFailure("no login form is shown; the pages are \"\(pageTitles(session.screen))\"")
      }
    },
    StepDefinition(
      .check, "no login form is shown", "No login page is presented."
    ) { session throws(StepFailure) in
      guard loginForm(session) == nil else { throw StepFailure("the login form is shown") }
    },
    StepDefinition(
      .check, "the login form says {string}",
      example: "the login form says \"Wrong password\"", "The login form shows this message."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        guard let form = loginForm(session) else { throw StepFailure("no login form is shown") }
        guard form.message == expected else {
          throw StepFailure(
            "the login form says " + (form.message.map { "\"\($0)\"" } ?? "nothing"))
        }
      }
    },
    StepDefinition(
      .check, "the login form is logging in", "The login form shows its login in flight."
    ) { session throws(StepFailure) in
      guard let form = loginForm(session) else { throw StepFailure("no login form is shown") }
      guard form.isLoggingIn else { throw StepFailure("the login form is not logging in") }
    },
    StepDefinition(
      .check, "the login form is not logging in", "No login is in flight on the form."
    ) { session throws(StepFailure) in
      guard let form = loginForm(session) else { throw StepFailure("no login form is shown") }
      guard !form.isLoggingIn else { throw StepFailure("the login form is logging in") }
    },
    StepDefinition(
      .check, "the error offers retry", "The error on the page on top has a Retry button."
    ) { session throws(StepFailure) in
      guard let canRetry = topRetry(session) else { throw StepFailure("no error is shown") }
      guard canRetry else { throw StepFailure("the error has no Retry button") }
    },
    StepDefinition(
      .check, "the error offers no retry", "The error on the page on top has no Retry button."
    ) { session throws(StepFailure) in
      guard let canRetry = topRetry(session) else { throw StepFailure("no error is shown") }
      guard !canRetry else { throw StepFailure("the error has a Retry button") }
    },
    StepDefinition(
      .check, "the device's cache holds {ids}", example: "the device's cache holds a1, a2",
      "The articles the app saved for offline use, in order."
    ) { match, context throws(Diagnostic) in
      let expected = try match.articles(0, in: context)
      return { session throws(StepFailure) in
        let saved = session.world.cachedArticles?.map(\.id)
        guard saved == expected else {
          throw StepFailure("the cache holds " + (saved.map(names) ?? "nothing"))
        }
      }
    },
    StepDefinition(
      .check, "the search field shows {string}", example: "the search field shows \"swift\"",
      "The search field's text."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let fields = topTexts(session) { if case .searchField(let text) = $0 { text } else { nil } }
        guard let text = fields.first else { throw StepFailure("no search field is shown") }
        guard text == expected else { throw StepFailure("the search field shows \"\(text)\"") }
      }
    },
  ]

  // MARK: Reading the screen

  static let listTitle = "Articles"

  private static func rowCheck(
    _ pattern: String, _ summary: String, _ problem: @escaping @Sendable (ListView.Row) -> String?
  ) -> StepDefinition {
    StepDefinition(
      .check, pattern, example: pattern.replacingFirst("{id}", with: "a2"), summary
    ) { match, context throws(Diagnostic) in
      let id = try match.articles(0, in: context)[0]
      return { session throws(StepFailure) in
        guard let rows = session.screen.list?.rows else {
          throw StepFailure("no list is on screen")
        }
        guard let row = rows.first(where: { $0.id == id }) else {
          throw StepFailure("no row \(id) in the list; it shows \(names(rows.map(\.id)))")
        }
        if let problem = problem(row) { throw StepFailure(problem) }
      }
    }
  }

  private static func detailCheck(
    _ pattern: String, _ summary: String,
    _ problem: @escaping @Sendable (DetailView.Content) -> String?
  ) -> StepDefinition {
    StepDefinition(.check, pattern, summary) { session throws(StepFailure) in
      if let problem = problem(try shownDetail(session)) { throw StepFailure(problem) }
    }
  }

  @MainActor
  private static func shownDetail(_ session: ScenarioSession) throws(StepFailure)
    -> DetailView.Content
  {
    for case .detail(let content) in session.screen.stack.last?.elements ?? [] { return content }
    throw StepFailure("no loaded detail is on top; the pages are \"\(pageTitles(session.screen))\"")
  }

  @MainActor
  private static func topTexts(
    _ session: ScenarioSession, _ text: (Screen.Element) -> String?
  ) -> [String] {
    session.screen.top?.elements.compactMap(text) ?? []
  }

  @MainActor
  private static func topRetry(_ session: ScenarioSession) -> Bool? {
    for case .error(_, let canRetry) in session.screen.top?.elements ?? [] { return canRetry }
    return nil
  }

  @MainActor
  private static func loginForm(_ session: ScenarioSession) -> (
    isLoggingIn: Bool, message: String?
  )? {
    for case .loginForm(let isLoggingIn, let message) in session.screen.modal?.elements ?? [] {
      return (isLoggingIn, message)
    }
    return nil
  }

  /// `text` without trailing spaces on its lines or blank lines at its ends.
  static func trimmedLines(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    return lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed().joined(
      separator: "\n")
  }

  static func pageTitles(_ screen: Screen) -> String {
    let stack = screen.stack.map(\.title).joined(separator: " > ")
    guard let modal = screen.modal else { return stack.isEmpty ? "(none)" : stack }
    return stack + " | " + modal.title
  }
}
