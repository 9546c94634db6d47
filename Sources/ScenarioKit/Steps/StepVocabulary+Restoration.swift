import ArticleDomain

/// Restoration: the pages an earlier run saved, a relaunch on the same device, and what the
/// app saved for its next launch, read through the domain's ``SavedPages`` as the next launch
/// would read it.
extension StepVocabulary {
  /// The text an earlier version of the app saved: its controllers, archived.
  static let olderFormatPages = """
    format 1
    ArticleListViewController
    ArticleDetailViewController articleID=a2

    """

  static let restorationSetup: [StepDefinition] = [
    StepDefinition(
      .setup, "the app saved the pages {string}",
      example: "the app saved the pages \"list > a2\"",
      "An earlier run saved these pages, bottom to top: 'list', then article ids for details. "
        + "Written as the app writes them, also a stack the feature cannot show."
    ) { match, context throws(Diagnostic) in
      let names = match.string(0).split(separator: " > ").map(String.init)
      guard names.first == "list" else {
        throw Diagnostic(
          "saved pages start with 'list', the root of the feature; found '\(names.first ?? "")'",
          at: match.location(of: 0), note: "for example 'the app saved the pages \"list > a2\"'")
      }
      var lines = ["format \(SavedPages.format)", "list"]
      for name in names.dropFirst() {
        guard context.articles[Article.ID(name)] != nil else {
          throw Diagnostic(
            "unknown article '\(name)' in the saved pages", at: match.location(of: 0),
            note: "declare it first, for example 'Given the server has articles \(name)'")
        }
        lines.append("detail \(name)")
      }
      let text = lines.joined(separator: "\n") + "\n"
      return { session in session.world.savePages(text) }
    },
    StepDefinition(
      .setup, "the app saved its pages in an older format",
      "An earlier version of the app saved its pages in format 1: its controllers, archived."
    ) { session in session.world.savePages(olderFormatPages) },
  ]

  static let restorationActions: [StepDefinition] = [
    StepDefinition(
      .action, "the app is relaunched",
      "Tears the app down and builds it again on the same device: what it saved, it finds."
    ) { session throws(StepFailure) in try session.relaunch() }
  ]

  static let restorationChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the saved pages are {string}", example: "the saved pages are \"list > a2\"",
      "What the app saved for its next launch, read as the next launch reads it."
    ) { match, _ in
      let expected = match.string(0)
      return { session throws(StepFailure) in
        guard let text = session.world.savedPages else {
          throw StepFailure("the app saved no pages; expected \(expected)")
        }
        let pages: SavedPages
        do {
          pages = try SavedPages(reading: text)
        } catch {
          throw StepFailure("the app saved pages its next launch rejects: \(error)")
        }
        guard pages.description == expected else {
          throw StepFailure("the saved pages are \(pages); expected \(expected)")
        }
      }
    },
    StepDefinition(
      .check, "the app saved no pages", "Nothing was saved for the next launch."
    ) { session throws(StepFailure) in
      guard let text = session.world.savedPages else { return }
      let shown = (try? SavedPages(reading: text)).map(\.description) ?? "pages it cannot read"
      throw StepFailure("the app saved \(shown)")
    },
    StepDefinition(
      .check, "nothing of the earlier run is alive",
      "The app was relaunched, and every object the earlier run registered has been released."
    ) { session throws(StepFailure) in
      guard session.registeredBeforeRelaunch != nil else {
        throw StepFailure("the app was never relaunched, so there is no earlier run")
      }
      let alive = session.aliveObjectsOfEarlierRuns
      guard alive.isEmpty else {
        throw StepFailure("still alive from the earlier run: " + alive.joined(separator: ", "))
      }
    },
  ]
}
