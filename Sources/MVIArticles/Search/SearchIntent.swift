public import ArticleDomain

/// The search's intents: keystrokes, the debounce elapsing, and search answers.
public enum SearchIntent: Hashable, Sendable {
  /// The search field's text changed (after each keystroke, or `""` when cleared).
  case textChanged(String)
  /// A side-effect result: typing paused for ``SearchPolicy/debounce`` after `query`.
  case debounceElapsed(query: String)
  /// A side-effect result: a `search(_:)` request answered. It carries its query and its
  /// revision; the reducer takes it only for the query the field holds and the newest search.
  case answered(query: String, Result<Page, ArticleError>, revision: Int)
}

extension SearchIntent: CustomStringConvertible {
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
