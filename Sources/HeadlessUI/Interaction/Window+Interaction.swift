public import ArticleDomain

/// Why the harness could not act on the screen: the control a user would use is not there.
public struct InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

/// Acting on the screen as a UI test would: find the visible control, then use it.
///
/// Each action throws ``InteractionError`` when the control is not visible on the page the user
/// is looking at. A visible control whose handler a pattern forgot to set does nothing, just as
/// an unwired button does nothing for a user.
extension Window {
  public func tapRow(_ id: Article.ID) throws(InteractionError) {
    let list = try visible(ListView.self, "list")
    guard list.everyRow.contains(where: { $0.id == id }) else { throw missingRow(id, in: list) }
    list.onSelectRow?(id)
  }

  /// Taps the star of the row of `id`: a row on screen is found among the cells on screen, as
  /// a finger finds it, so a tap costs the same in a list of 10 rows as of 100 000 (the
  /// state-copy benchmark times it); any other row the list has is found among all its rows.
  public func tapStar(ofRow id: Article.ID) throws(InteractionError) {
    let list = try visible(ListView.self, "list")
    guard
      list.visibleRows.contains(where: { list.visibleCell(at: $0)?.id == id })
        || list.everyRow.contains(where: { $0.id == id })
    else { throw missingRow(id, in: list) }
    list.onTapStar?(id)
  }

  public func tapDetailStar() throws(InteractionError) {
    let detail = try visible(DetailView.self, "detail")
    guard detail.content != nil else { throw InteractionError("the detail has not loaded") }
    detail.onTapStar?()
  }

  public func pullToRefresh() throws(InteractionError) {
    try visible(ListView.self, "list").onPullToRefresh?()
  }

  /// Scrolls the list to its last row: the rows that enter the window are configured and, as
  /// a table does when its last cell is about to show, the list's `onReachEnd` is called.
  public func scrollToEnd() throws(InteractionError) {
    let list = try visible(ListView.self, "list")
    list.scrollToEnd()
    list.onReachEnd?()
  }

  /// Types `text` one character at a time, as a keyboard does.
  public func type(_ text: String) throws(InteractionError) {
    let field = try visible(SearchField.self, "search field")
    for character in text {
      field.text.append(character)
      field.onTextChange?(field.text)
    }
  }

  /// Empties the search field with its clear button.
  public func clearSearchField() throws(InteractionError) {
    let field = try visible(SearchField.self, "search field")
    field.text = ""
    field.onTextChange?("")
  }

  public func tapRetry() throws(InteractionError) {
    let error = try visible(ErrorView.self, "error")
    guard let retry = error.onRetry else {
      throw InteractionError("the error \"\(error.message)\" has no Retry button")
    }
    retry()
  }

  public func tapLogIn() throws(InteractionError) {
    try visible(LoginFormView.self, "login form").onLogIn?()
  }

  public func tapCancelLogin() throws(InteractionError) {
    try visible(LoginFormView.self, "login form").onCancel?()
  }

  /// Taps the back button of the top page.
  public func tapBack() throws(InteractionError) {
    try navigationWithBack().popViewController()
  }

  /// Swipes back all the way: the top page is popped.
  public func swipeBack() throws(InteractionError) {
    let navigation = try navigationWithBack()
    navigation.beginInteractivePop()
    navigation.finishInteractivePop()
  }

  public func beginBackSwipe() throws(InteractionError) {
    try navigationWithBack().beginInteractivePop()
  }

  public func cancelBackSwipe() throws(InteractionError) {
    guard let navigation = rootNavigation, navigation.isInteractivelyPopping else {
      throw InteractionError("no back swipe is in progress")
    }
    navigation.cancelInteractivePop()
  }

  public func finishBackSwipe() throws(InteractionError) {
    guard let navigation = rootNavigation, navigation.isInteractivelyPopping else {
      throw InteractionError("no back swipe is in progress")
    }
    navigation.finishInteractivePop()
  }

  // MARK: Finding controls

  /// The first visible view of `type` on the page the user is looking at.
  public func visible<V: View>(_ type: V.Type, _ name: String) throws(InteractionError) -> V {
    guard let page = visibleViewController else {
      throw InteractionError("no \(name) on screen: nothing is shown")
    }
    let found = page.view.subviews.lazy.filter { !$0.isHidden }.compactMap { $0 as? V }.first
    guard let found else {
      throw InteractionError("no \(name) on screen; the top page is '\(page.title)'")
    }
    return found
  }

  private var rootNavigation: NavigationController? {
    rootViewController as? NavigationController
  }

  private func navigationWithBack() throws(InteractionError) -> NavigationController {
    guard visibleViewController?.presentingViewController == nil,
      let navigation = rootNavigation, navigation.viewControllers.count > 1
    else { throw InteractionError("there is no page to go back to") }
    return navigation
  }

  private func missingRow(_ id: Article.ID, in list: ListView) -> InteractionError {
    let rows = list.everyRow
    let shown = rows.isEmpty ? "no rows" : rows.map(\.id.rawValue).joined(separator: ", ")
    return InteractionError("no row \(id) in the list; it shows \(shown)")
  }
}
