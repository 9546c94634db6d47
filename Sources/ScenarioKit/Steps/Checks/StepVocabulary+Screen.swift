import ArticleDomain
import HeadlessUI

/// Reading the screen for the checks.
///
/// Each reader finds the page a check is about, or fails saying what is shown instead. That is
/// what lets a negative check fail: "the list is not loading" looks for the spinner on the list
/// page, so it cannot pass because the list page is missing, or because its list view is hidden
/// and the page was not recognised; "no error is shown" cannot pass on an empty screen.
extension StepVocabulary {
  static let listTitle = "Articles"
  static let loginTitle = "Log in"

  typealias ListState = (rows: [ListView.Row], isRefreshing: Bool, isLoadingNextPage: Bool)

  /// The screen, when the app shows anything at all.
  @MainActor
  static func shownScreen(_ session: ScenarioSession) throws(StepFailure) -> Screen {
    let screen = session.screen
    guard screen.top == nil else { return screen }
    let reason =
      session.app != nil
      ? "the app shows no page"
      : session.rendersSinceLeaving != nil
        ? "the user has left the articles" : "the app has not been launched"
    throw StepFailure("nothing is on screen: \(reason)")
  }

  /// The page the user is looking at: the modal page, or the top of the navigation stack.
  @MainActor
  static func topPage(_ session: ScenarioSession) throws(StepFailure) -> Screen.Page {
    let screen = try shownScreen(session)
    guard let top = screen.top else { throw StepFailure("nothing is on screen") }
    return top
  }

  /// The list page, `Articles`, and its list view, which the contract keeps visible there.
  ///
  /// The page is found by its title, not by its list, so a list view that a pattern hid is
  /// reported as such instead of making the page look absent.
  @MainActor
  static func listPage(_ session: ScenarioSession) throws(StepFailure) -> (
    page: Screen.Page, list: ListState
  ) {
    let screen = try shownScreen(session)
    guard let page = screen.stack.first(where: { $0.title == listTitle }) else {
      throw StepFailure("no list page is open; the pages are \"\(pageTitles(screen))\"")
    }
    for case .list(let rows, let isRefreshing, let isLoadingNextPage) in page.elements {
      return (page, (rows, isRefreshing, isLoadingNextPage))
    }
    throw StepFailure("the list page shows no list: its list view is hidden or missing")
  }

  /// The open detail page: the top of the navigation stack, when that is not the list.
  @MainActor
  static func detailPage(_ session: ScenarioSession) throws(StepFailure) -> Screen.Page {
    let screen = try shownScreen(session)
    guard let page = screen.stack.last, page.title != listTitle else {
      throw StepFailure("no detail is open; the pages are \"\(pageTitles(screen))\"")
    }
    return page
  }

  /// The loaded detail the open detail page shows.
  @MainActor
  static func shownDetail(_ session: ScenarioSession) throws(StepFailure) -> DetailView.Content {
    let page = try detailPage(session)
    for case .detail(let content) in page.elements { return content }
    throw StepFailure("the detail page \"\(page.title)\" shows no loaded detail")
  }

  /// The login form on the presented login page.
  @MainActor
  static func loginForm(_ session: ScenarioSession) throws(StepFailure) -> (
    isLoggingIn: Bool, message: String?
  ) {
    let screen = try shownScreen(session)
    for case .loginForm(let isLoggingIn, let message) in screen.modal?.elements ?? [] {
      return (isLoggingIn, message)
    }
    throw StepFailure("no login form is shown; the pages are \"\(pageTitles(screen))\"")
  }

  /// What the views of `page` of one kind say, such as its errors' messages.
  static func texts(on page: Screen.Page, _ text: (Screen.Element) -> String?) -> [String] {
    page.elements.compactMap(text)
  }

  static func errors(on page: Screen.Page) -> [String] {
    texts(on: page) { if case .error(let message, _) = $0 { message } else { nil } }
  }

  static func banners(on page: Screen.Page) -> [String] {
    texts(on: page) { if case .banner(let text) = $0 { text } else { nil } }
  }

  static func messages(on page: Screen.Page) -> [String] {
    texts(on: page) { if case .message(let text) = $0 { text } else { nil } }
  }

  /// The page titles, bottom to top, with a modal page after ` | `.
  static func pageTitles(_ screen: Screen) -> String {
    let stack = screen.stack.map(\.title).joined(separator: " > ")
    guard let modal = screen.modal else { return stack.isEmpty ? "(none)" : stack }
    return stack + " | " + modal.title
  }

  static func names(_ ids: [Article.ID]) -> String {
    ids.isEmpty ? "no articles" : ids.map(\.rawValue).joined(separator: ", ")
  }

  static func quoted(_ texts: [String]) -> String {
    texts.map { "\"\($0)\"" }.joined(separator: " and ")
  }
}
