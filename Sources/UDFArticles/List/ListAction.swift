public import ArticleDomain

/// What can happen on the list page: what the user did, and what a list request answered.
///
/// Actions are named after the event, not the wanted change (`refreshPulled`, not
/// `startRefresh`): the reducer decides what the event means in the current state.
public enum ListAction: Hashable, Sendable {
  /// The list page appeared; the first appearance starts the first load.
  case appeared
  /// The user pulled to refresh.
  case refreshPulled
  /// The user scrolled to the end of the rows.
  case endReached
  /// The user tapped Retry on the list page's error.
  case retryTapped
  /// The user tapped the row of an article.
  case rowSelected(Article.ID)
  /// A `page(after:)` request answered. It echoes the cursor it was made with and carries
  /// the revision it was started for.
  case pageAnswered(after: PageCursor?, Result<Page, ArticleError>, revision: Int)
}

extension ListAction: CustomStringConvertible {
  /// The action as the trace shows it, such as `refreshPulled` or
  /// `pageAnswered(after: nil, revision: 2): 20 articles`.
  public var description: String {
    switch self {
    case .appeared: "listAppeared"
    case .refreshPulled: "refreshPulled"
    case .endReached: "endReached"
    case .retryTapped: "retryTapped"
    case .rowSelected(let id): "rowSelected(\(id))"
    case .pageAnswered(let cursor, let result, let revision):
      "pageAnswered(after: \(cursor?.rawValue ?? "nil"), revision: \(revision)): "
        + result.summary { $0.articles.countDescription + ($0.next == nil ? ", last page" : "") }
    }
  }
}

extension [Article] {
  /// `1 article`, `20 articles`.
  var countDescription: String { count == 1 ? "1 article" : "\(count) articles" }
}

extension Result where Failure == ArticleError {
  /// `error "<message>"` for a failure, the summary of the value for a success.
  func summary(_ describe: (Success) -> String) -> String {
    switch self {
    case .success(let value): describe(value)
    case .failure(let error): "error \"\(error.message)\""
    }
  }
}
