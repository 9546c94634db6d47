import ArticleDomain
import HeadlessUI

extension StepVocabulary {
  static let actionSteps: [StepDefinition] = [
    StepDefinition(
      .action, "the list appears", "Launches the app: the article list appears."
    ) { session throws(StepFailure) in _ = try session.launchedApp() },
    userAction("the user pulls to refresh", "Pulls the list's refresh control.") {
      window throws(InteractionError) in
      try window.pullToRefresh()
    },
    userAction("the user scrolls to the end", "Scrolls the list to its last row.") {
      window throws(InteractionError) in
      try window.scrollToEnd()
    },
    userAction("the user taps retry", "Taps Retry on the visible error.") {
      window throws(InteractionError) in try window.tapRetry()
    },
    StepDefinition(
      .action, "the user taps the row of {id}", example: "the user taps the row of a2",
      "Taps a row of the visible list; the detail should open."
    ) { match, context throws(Diagnostic) in
      let id = try match.articles(0, in: context)[0]
      return { session throws(StepFailure) in
        try act(session) { window throws(InteractionError) in try window.tapRow(id) }
      }
    },
    StepDefinition(
      .action, "the user types {string}", example: "the user types \"swift\"",
      "Types into the search field, one keystroke per character."
    ) { match, _ in
      let text = match.string(0)
      return { session throws(StepFailure) in
        try act(session) { window throws(InteractionError) in try window.type(text) }
        session.noteTypedQuery()
      }
    },
    StepDefinition(
      .action, "the user taps the star of {id}", example: "the user taps the star of a2",
      "Taps the star of a row in the visible list."
    ) { match, context throws(Diagnostic) in
      let id = try match.articles(0, in: context)[0]
      return { session throws(StepFailure) in
        try act(session) { window throws(InteractionError) in try window.tapStar(ofRow: id) }
      }
    },
    userAction("the user taps the star in the detail", "Taps the star of the open detail.") {
      window throws(InteractionError) in try window.tapDetailStar()
    },
    StepDefinition(
      .action, "the app opens the link {string}",
      example: "the app opens the link \"app://articles/a2\"",
      "Opens a deep link; when the app is not running, launches it with the link (a cold start)."
    ) { match, context in
      let link = match.string(0)
      // A link may name an article the server does not have; its detail request is then one a
      // later step can name ("load detail of a9").
      if case .article(let id)? = try? DeepLink(parsing: link) { context.linkedArticles.insert(id) }
      return { session throws(StepFailure) in try session.open(link) }
    },
    userAction("the user logs in", "Taps \"Log in\" on the login form.") {
      window throws(InteractionError) in try window.tapLogIn()
    },
    userAction("the user cancels the login", "Taps \"Cancel\" on the login form.") {
      window throws(InteractionError) in try window.tapCancelLogin()
    },
    StepDefinition(
      .action, "the user logs out",
      "Logs out on the account screen, outside the feature; the session tells its listeners."
    ) { session throws(StepFailure) in
      guard session.world.isLoggedIn else { throw StepFailure("the user is logged out already") }
      session.world.logOut()
    },
    StepDefinition(
      .action, "the device goes offline", "The connection drops; listeners are told."
    ) { session throws(StepFailure) in
      guard session.world.isOnline else { throw StepFailure("the device is offline already") }
      session.world.isOnline = false
    },
    StepDefinition(
      .action, "the device comes back online", "The connection returns; listeners are told."
    ) { session throws(StepFailure) in
      guard !session.world.isOnline else { throw StepFailure("the device is online already") }
      session.world.isOnline = true
    },
    userAction("the user clears the search", "Empties the search field.") {
      window throws(InteractionError) in
      try window.clearSearchField()
    },
    userAction("the user goes back", "Taps the back button of the top page.") {
      window throws(InteractionError) in try window.tapBack()
    },
    userAction("the user swipes back", "Swipes back all the way: the top page goes.") {
      window throws(InteractionError) in
      try window.swipeBack()
    },
    userAction("the user starts a back swipe", "Starts a back swipe and holds it.") {
      window throws(InteractionError) in
      try window.beginBackSwipe()
    },
    userAction("the user cancels the back swipe", "Lets go before the threshold: the page stays.") {
      window throws(InteractionError) in
      try window.cancelBackSwipe()
    },
    userAction("the user finishes the back swipe", "Lets go past the threshold: the page goes.") {
      window throws(InteractionError) in
      try window.finishBackSwipe()
    },
    timePasses(
      "{int} ms pass", example: "300 ms pass", "Advances the virtual clock; timers fire in order.",
      Duration.milliseconds),
    timePasses(
      "{int} s pass", example: "10 s pass",
      "Advances the virtual clock by whole seconds; timers fire in order.", Duration.seconds),
    StepDefinition(
      .action, "the user leaves the articles",
      "Tears the app down; its work must stop and its objects go away."
    ) { session throws(StepFailure) in try session.leave() },
  ]

  /// A step that moves the virtual clock by its number of `unit`s.
  private static func timePasses(
    _ pattern: String, example: String, _ summary: String,
    _ unit: @escaping @Sendable (Int) -> Duration
  ) -> StepDefinition {
    StepDefinition(.action, pattern, example: example, summary) { match, _ in
      let duration = unit(match.int(0))
      return { session throws(StepFailure) in try session.advanceClock(by: duration) }
    }
  }

  /// A step where the user acts on the window and nothing else varies.
  private static func userAction(
    _ pattern: String, _ summary: String,
    _ body: @escaping @MainActor @Sendable (Window) throws(InteractionError) -> Void
  ) -> StepDefinition {
    StepDefinition(.action, pattern, summary) { session throws(StepFailure) in
      try act(session, body)
    }
  }

  /// Acts on the window, turning a missing control into a step failure.
  @MainActor
  static func act(
    _ session: ScenarioSession, _ body: (Window) throws(InteractionError) -> Void
  ) throws(StepFailure) {
    let window = try session.window()
    do throws(InteractionError) {
      try body(window)
    } catch {
      throw StepFailure(error.message)
    }
  }
}
