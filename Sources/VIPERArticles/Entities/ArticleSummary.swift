import ArticleDomain

/// How the star of one article looks: the user's latest choice, and whether the server still
/// has to hear of it.
struct FavoriteStar: Hashable, Sendable {
  var isFavorite: Bool
  /// A change made offline that has not reached the server yet.
  var isPendingSync = false
}

/// An article as the list interactor hands it to its presenter: the server's article with the
/// star the shared favorites store says.
///
/// Rule: the interactor works with entities and hands over plain values; the presenter maps
/// them to view models and keeps none of them.
struct ArticleSummary: Hashable, Sendable {
  var id: Article.ID
  var title: String
  var star: FavoriteStar
}

extension FavoritesStore {
  /// The star of `id`, `serverValue` when neither the user nor a detail touched it.
  func star(of id: Article.ID, serverValue: Bool) -> FavoriteStar {
    FavoriteStar(
      isFavorite: isFavorite(id, default: serverValue), isPendingSync: isPendingSync(id))
  }

  /// `article` with the star this store says.
  func summary(of article: Article) -> ArticleSummary {
    ArticleSummary(
      id: article.id, title: article.title,
      star: star(of: article.id, serverValue: article.isFavorite))
  }
}
