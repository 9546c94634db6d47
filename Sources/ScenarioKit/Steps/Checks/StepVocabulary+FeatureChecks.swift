import ArticleDomain
import HeadlessUI

/// Checks of the detail, the stars, the banner, the login form and the pages on screen.
extension StepVocabulary {
  static let featureChecks: [StepDefinition] =
    starChecks + detailChecks + chromeChecks + loginChecks

  private static let starChecks: [StepDefinition] = [
    rowCheck("the star of {id} is filled", "The row's star is on.") { row in
      row.isFavorite ? nil : "the star of \(row.id) is empty"
    },
    rowCheck("the star of {id} is empty", "The row shows, its star off.") { row in
      row.isFavorite ? "the star of \(row.id) is filled" : nil
    },
    rowCheck("the row of {id} is marked pending", "The row waits to sync a change made offline.") {
      row in row.isPendingSync ? nil : "the row of \(row.id) is not marked pending"
    },
    rowCheck("the row of {id} is not marked pending", "The row shows, with nothing left to sync.") {
      row in row.isPendingSync ? "the row of \(row.id) is marked pending" : nil
    },
    detailCheck("the star in the detail is filled", "The open detail's star is on.") { detail in
      detail.isFavorite ? nil : "the star in the detail is empty"
    },
    detailCheck("the star in the detail is empty", "The open detail shows, its star off.") {
      detail in detail.isFavorite ? "the star in the detail is filled" : nil
    },
  ]

  private static let detailChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the detail shows {id}", example: "the detail shows a2",
      "The open detail page shows the loaded detail of this article."
    ) { match, context throws(Diagnostic) in
      let id = try match.articles(0, in: context)[0]
      return { session throws(StepFailure) in
        let detail = try shownDetail(session)
        guard detail.id == id else { throw StepFailure("the detail shows \(detail.id)") }
      }
    },
    StepDefinition(
      .check, "the detail is loading", "A detail page is open, its spinner showing."
    ) { session throws(StepFailure) in
      let page = try detailPage(session)
      guard page.elements.contains(.spinner) else {
        throw StepFailure("no spinner on the detail page \"\(page.title)\"")
      }
    },
    StepDefinition(
      .check, "the detail is not loading", "A detail page is open, with no spinner."
    ) { session throws(StepFailure) in
      let page = try detailPage(session)
      if page.elements.contains(.spinner) {
        throw StepFailure("a spinner still shows on the detail page \"\(page.title)\"")
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
              + LineDiff(old: expected, new: actual).marked)
        }
      }
    },
    StepDefinition(
      .check, "the banner says {string}", example: "the banner says \"You are offline\"",
      "The page on top shows a banner with exactly this text."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let banners = banners(on: try topPage(session))
        guard banners.contains(expected) else {
          throw StepFailure(
            banners.isEmpty ? "no banner is shown" : "the banner says \(quoted(banners))")
        }
      }
    },
    StepDefinition(
      .check, "no banner is shown", "A page is on screen, and the page on top shows no banner."
    ) { session throws(StepFailure) in
      let banners = banners(on: try topPage(session))
      guard banners.isEmpty else { throw StepFailure("the banner says \(quoted(banners))") }
    },
    StepDefinition(
      .check, "the error offers retry", "The error on the page on top has a Retry button."
    ) { session throws(StepFailure) in
      guard try topRetry(session) else { throw StepFailure("the error has no Retry button") }
    },
    StepDefinition(
      .check, "the error offers no retry", "The error on the page on top has no Retry button."
    ) { session throws(StepFailure) in
      guard try !topRetry(session) else { throw StepFailure("the error has a Retry button") }
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
      .check, "the device's cache is empty",
      "The app saved no articles for offline use, or cleared what it saved."
    ) { session throws(StepFailure) in
      guard let saved = session.world.cachedArticles else { return }
      throw StepFailure(
        saved.isEmpty
          ? "the cache holds an empty list" : "the cache holds " + names(saved.map(\.id)))
    },
    StepDefinition(
      .check, "the search field shows {string}", example: "the search field shows \"swift\"",
      "The search field's text."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let fields = texts(on: try topPage(session)) {
          if case .searchField(let text) = $0 { text } else { nil }
        }
        guard let text = fields.first else { throw StepFailure("no search field is shown") }
        guard text == expected else { throw StepFailure("the search field shows \"\(text)\"") }
      }
    },
  ]

  private static let loginChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the login form is shown", "The login page is presented, its form showing."
    ) { session throws(StepFailure) in
      _ = try loginForm(session)
    },
    StepDefinition(
      .check, "no login form is shown", "A page is on screen, and no login page is presented."
    ) { session throws(StepFailure) in
      let screen = try shownScreen(session)
      guard let modal = screen.modal else { return }
      let hasForm = modal.elements.contains { if case .loginForm = $0 { true } else { false } }
      if hasForm { throw StepFailure("the login form is shown") }
      if modal.title == loginTitle {
        throw StepFailure("the login page is presented, its form hidden")
      }
    },
    StepDefinition(
      .check, "the login form says {string}",
      example: "the login form says \"Wrong password\"", "The login form shows this message."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        let form = try loginForm(session)
        guard form.message == expected else {
          throw StepFailure(
            "the login form says " + (form.message.map { "\"\($0)\"" } ?? "nothing"))
        }
      }
    },
    StepDefinition(
      .check, "the login form shows no message", "The login form is shown, with no message."
    ) { session throws(StepFailure) in
      if let message = try loginForm(session).message {
        throw StepFailure("the login form says \"\(message)\"")
      }
    },
    StepDefinition(
      .check, "the login form is logging in", "The login form shows its login in flight."
    ) { session throws(StepFailure) in
      guard try loginForm(session).isLoggingIn else {
        throw StepFailure("the login form is not logging in")
      }
    },
    StepDefinition(
      .check, "the login form is not logging in",
      "The login form is shown, with no login in flight."
    ) { session throws(StepFailure) in
      guard try !loginForm(session).isLoggingIn else {
        throw StepFailure("the login form is logging in")
      }
    },
  ]

  // MARK: Shapes of screen checks

  private static func rowCheck(
    _ pattern: String, _ summary: String, _ problem: @escaping @Sendable (ListView.Row) -> String?
  ) -> StepDefinition {
    StepDefinition(
      .check, pattern, example: pattern.replacingFirst("{id}", with: "a2"), summary
    ) { match, context throws(Diagnostic) in
      let id = try match.articles(0, in: context)[0]
      return { session throws(StepFailure) in
        let rows = try listPage(session).list.rows
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

  /// Whether the error on the page on top offers Retry; fails when no error is shown.
  @MainActor
  private static func topRetry(_ session: ScenarioSession) throws(StepFailure) -> Bool {
    for case .error(_, let canRetry) in try topPage(session).elements { return canRetry }
    throw StepFailure("no error is shown")
  }

  /// `text` without trailing spaces on its lines or blank lines at its ends.
  static func trimmedLines(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    return lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed().joined(
      separator: "\n")
  }
}
