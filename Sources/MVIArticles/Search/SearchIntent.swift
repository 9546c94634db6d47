import ArticleDomain

/// What the user did in the search field: its one intent.
enum SearchIntent: Hashable, Sendable {
  /// The search field's text changed (after each keystroke, or `""` when cleared).
  case textChanged(String)
}

/// What the search's side effects reported: the debounce elapsing, and search answers.
enum SearchResult: Hashable, Sendable {
  /// Typing paused for ``SearchPolicy/debounce`` after `query`.
  case debounceElapsed(query: String)
  /// The executor started a search for `query`, for `revision`, superseding the one before.
  case started(query: String, revision: Int)
  /// A `search(_:)` request answered. It carries its query and its revision; the reducer takes
  /// it only for the query the field holds and the newest search.
  case answered(query: String, Result<Page, ArticleError>, revision: Int)
}

extension SearchIntent: CustomStringConvertible {
  var description: String {
    switch self {
    case .textChanged(let text): "searchTextChanged(\"\(text)\")"
    }
  }
}

extension SearchResult: CustomStringConvertible {
  var description: String {
    switch self {
    case .debounceElapsed(let query): "searchDebounceElapsed(\"\(query)\")"
    case .started(let query, let revision):
      "searchStarted(\"\(query)\", revision: \(revision))"
    case .answered(let query, let result, let revision):
      "searchAnswered(\"\(query)\", revision: \(revision)): "
        + result.summary { $0.articles.countDescription }
    }
  }
}
