import ArticleDomain

/// Checks of restoration: what the app saved for its next launch, read through the domain's
/// ``SavedPages`` as the next launch would read it, and what is left of an earlier run.
extension StepVocabulary {
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
