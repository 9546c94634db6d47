public import ArticleDomain

/// What can happen to a star: a tap, on a row or in the detail, and a favorite request's answer.
///
/// Both pages send the same ``starTapped(_:)``: there is one star per article, wherever the
/// user taps it.
public enum FavoritesAction: Hashable, Sendable {
  /// The user tapped the star of `id`, on its row or in its detail.
  case starTapped(Article.ID)
  /// A `setFavorite(_:of:)` request for `id` answered: the value the server now has, or the
  /// failure. It carries the revision it was started for.
  case answered(of: Article.ID, Result<Bool, ArticleError>, revision: Int)
}

extension FavoritesAction: CustomStringConvertible {
  /// The action as the trace shows it, such as `starTapped(a2)`.
  public var description: String {
    switch self {
    case .starTapped(let id): "starTapped(\(id))"
    case .answered(let id, let result, let revision):
      "favoriteAnswered(\(id), revision: \(revision)): "
        + result.summary { $0 ? "favorite" : "not favorite" }
    }
  }
}
