import ArticleDomain

/// What the user did to a star: its one intent, the same on a row and in the detail, since
/// there is one star per article.
enum FavoritesIntent: Hashable, Sendable {
  /// The user tapped the star of `id`, on its row or in its detail.
  case starTapped(Article.ID)
}

/// What the store reports of the favorite writes: one started, one answered. A write's answer
/// is the account's; its start is reported in the window that started it.
enum FavoritesResult: Hashable, Sendable {
  /// The executor started the write of `isFavorite` for the star of `id`, for `revision`.
  case writeStarted(of: Article.ID, Bool, revision: Int)
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
    case .writeStarted(let id, let isFavorite, let revision):
      "favoriteWriteStarted(\(id), \(isFavorite), revision: \(revision))"
    case .saved(let id, let result, let revision):
      "favoriteSaved(\(id), revision: \(revision)): "
        + result.summary { $0 ? "favorite" : "not favorite" }
    }
  }
}
