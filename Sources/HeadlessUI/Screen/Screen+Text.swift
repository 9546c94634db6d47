extension Screen: CustomStringConvertible {
  /// A plain-text picture of the screen, used in failure messages:
  ///
  /// ```text
  /// Articles > a2
  /// ┌ Articles
  /// │ list: [*] a1 "Swift 6", [ ] a2 "Observation"
  /// ├ a2
  /// │ detail a2 "Observation" [ ]
  /// └
  /// ```
  public var description: String {
    guard !stack.isEmpty || modal != nil else { return "(nothing on screen)" }
    var lines: [String] = []
    for (index, page) in stack.enumerated() {
      lines.append((index == 0 ? "┌ " : "├ ") + page.title)
      lines += page.elements.map { "│ " + $0.description }
    }
    if let modal {
      lines.append("├ modal: " + modal.title)
      lines += modal.elements.map { "│ " + $0.description }
    }
    if isSwipingBack { lines.append("│ (back swipe in progress)") }
    lines.append("└")
    return lines.joined(separator: "\n")
  }
}

extension Screen.Element: CustomStringConvertible {
  public var description: String {
    switch self {
    case .list(let rows, let isRefreshing, let isLoadingNextPage):
      var text = "list"
      if isRefreshing { text += " (refreshing)" }
      text += rows.isEmpty ? ": no rows" : ": " + rows.map(\.description).joined(separator: ", ")
      if isLoadingNextPage { text += " … loading next page" }
      return text
    case .spinner: return "spinner"
    case .error(let message, let canRetry):
      return "error \"\(message)\"" + (canRetry ? " [Retry]" : "")
    case .message(let text): return "message \"\(text)\""
    case .banner(let text): return "banner \"\(text)\""
    case .searchField(let text): return "search \"\(text)\""
    case .detail(let content):
      return "detail \(content.id) \"\(content.title)\" \(content.isFavorite ? "[*]" : "[ ]")"
        + (content.isPendingSync ? " (pending)" : "")
    case .loginForm(let isLoggingIn, let message):
      return "login form [Log in] [Cancel]" + (isLoggingIn ? " (logging in)" : "")
        + (message.map { " \"\($0)\"" } ?? "")
    }
  }
}

extension ListView.Row: CustomStringConvertible {
  public var description: String {
    (isFavorite ? "[*] " : "[ ] ") + "\(id)" + (isPendingSync ? " (pending)" : "")
  }
}
