public import ArticleDomain

/// The stars' intents: a tap, on a row or in the detail, and a favorite request's answer.
///
/// Both pages dispatch the same ``starTapped(_:)``: there is one star per article.
public enum FavoritesIntent: Hashable, Sendable {
  /// The user tapped the star of `id`, on its row or in its detail.
  case starTapped(Article.ID)
  /// A side-effect result: a `setFavorite(_:of:)` request for `id` answered — the value the
  /// server now has, or the failure — for `revision`.
  case saved(of: Article.ID, Result<Bool, ArticleError>, revision: Int)
}

extension FavoritesIntent: CustomStringConvertible {
  public var description: String {
    switch self {
    case .starTapped(let id): "starTapped(\(id))"
    case .saved(let id, let result, let revision):
      "favoriteSaved(\(id), revision: \(revision)): "
        + result.summary { $0 ? "favorite" : "not favorite" }
    }
  }
}
