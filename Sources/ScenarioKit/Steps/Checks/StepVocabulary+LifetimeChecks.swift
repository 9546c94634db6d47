import ArticleDomain
import HeadlessUI

/// Checks that a page the user left is gone from memory, and with it what the app built to
/// show it.
///
/// The harness sees this by itself: the window remembers, weakly, every page placed in it
/// (``RenderLog/shownPages``), and the session credits each page with the objects the app
/// registered in the step that first showed it. A page that was popped or dismissed but is
/// still alive — or whose coordinator, view model or presenter is — is found without asking
/// the pattern anything: a coordinator that never let go of its finished child, a cache of
/// pages, a task that holds its controller.
extension StepVocabulary {
  static let lifetimeChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the login page was released",
      "The login page, once dismissed, is gone from memory, and so is what was built with it."
    ) { session throws(StepFailure) in
      try checkReleased(session, title: loginTitle, named: "the login page")
    },
    StepDefinition(
      .check, "the detail of {id} was released", example: "the detail of a2 was released",
      "The detail of this article, once left, is gone from memory, and so is what was built with it."
    ) { match, context throws(Diagnostic) in
      let id = try match.articles(0, in: context)[0]
      return { session throws(StepFailure) in
        try checkReleased(session, title: id.rawValue, named: "the detail of \(id)")
      }
    },
  ]

  /// Fails unless every page titled `title` that the window showed and no longer shows has
  /// been released, together with the objects the app registered in the step that showed it —
  /// and at least one such page was shown and left.
  @MainActor
  private static func checkReleased(
    _ session: ScenarioSession, title: String, named name: String
  ) throws(StepFailure) {
    let window = try session.window()
    let onScreen = pagesInPlace(window)
    let shown = window.renderLog.shownPages.enumerated().filter { $0.element.title == title }
    guard !shown.isEmpty else { throw StepFailure("\(name) was never shown") }
    let left = shown.filter { _, entry in !onScreen.contains { $0 === entry.page } }
    guard !left.isEmpty else { throw StepFailure("\(name) is still shown") }
    if left.contains(where: { $0.element.page != nil }) {
      throw StepFailure("\(name) is gone from the screen but still alive")
    }
    var kept: [String] = []
    for (index, _) in left {
      for object in session.aliveObjects(madeWithPageAt: index) where !kept.contains(object) {
        kept.append(object)
      }
    }
    guard kept.isEmpty else {
      throw StepFailure(
        "\(name) was released, but what was built with it is still alive: "
          + kept.joined(separator: ", "))
    }
  }

  /// Every page the window holds now: its root, each navigation stack's pages, the pages
  /// presented over them.
  @MainActor
  private static func pagesInPlace(_ window: Window) -> [ViewController] {
    var pages: [ViewController] = []
    var pending = window.rootViewController.map { [$0] } ?? []
    while let page = pending.popLast() {
      guard !pages.contains(where: { $0 === page }) else { continue }
      pages.append(page)
      if let navigation = page as? NavigationController {
        pending += navigation.viewControllers
      }
      pending += page.visibleChildren
      if let presented = page.presentedViewController { pending.append(presented) }
    }
    return pages
  }
}
