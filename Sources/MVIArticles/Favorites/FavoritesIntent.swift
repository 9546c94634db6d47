import ArticleDomain

/// What the user did to a star: its one intent, the same on a row and in the detail, since
/// there is one star per article.
enum FavoritesIntent: Hashable, Sendable {
  /// The user tapped the star of `id`, on its row or in its detail.
  case starTapped(Article.ID)
}

/// What a favorite request answered: the stars' one result, the account's.
enum FavoritesResult: Hashable, Sendable {
  /// A `setFavorite(_:of:)` request for `id` answered — the value the server now has, or the
  /// failure — for `revision`.
  case saved(of: Article.ID, Result<Bool, ArticleError>, revision: Int)
}

extension FavoritesIntent: CustomStringConvertible {
  var description: String {
    switch self {
    case .starTapped(let id): "starTapped(\(id))"
    }
  }
}

extension FavoritesResult: CustomStringConvertible {
  var description: String {
    switch self {
    case .saved(let id, let result, let revision):
      "favoriteSaved(\(id), revision: \(revision)): "
        + result.summary { $0 ? "favorite" : "not favorite" }
    }
  }
}
