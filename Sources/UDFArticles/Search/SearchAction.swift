public import ArticleDomain

/// What can happen to the search: keystrokes, the debounce elapsing, and search answers.
public enum SearchAction: Hashable, Sendable {
  /// The search field's text changed (after each keystroke, or `""` when cleared).
  case textChanged(String)
  /// Typing paused for ``SearchPolicy/debounce`` after `query` was typed.
  case debounceElapsed(query: String)
  /// A `search(_:)` request answered. It echoes its query and carries the revision it was
  /// started for.
  case answered(query: String, Result<Page, ArticleError>, revision: Int)
}

extension SearchAction: CustomStringConvertible {
  /// The action as the trace shows it, such as `searchTextChanged("sw")`.
  public var description: String {
    switch self {
    case .textChanged(let text): "searchTextChanged(\"\(text)\")"
    case .debounceElapsed(let query): "searchDebounceElapsed(\"\(query)\")"
    case .answered(let query, let result, let revision):
      "searchAnswered(\"\(query)\", revision: \(revision)): "
        + result.summary { $0.articles.countDescription }
    }
  }
}
