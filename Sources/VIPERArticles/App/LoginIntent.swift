import ArticleDomain

/// What the user wanted when the login page was presented instead, kept as data until they log
/// in.
///
/// Rule: the continuation is data, never a closure. A closure would hold the page that asked —
/// which may be gone by the time the login succeeds. The app's router carries an intent out
/// against the pages of *then*, and a newer intent replaces an older one still waiting.
enum LoginIntent: Hashable, Sendable, CustomStringConvertible {
  /// Set the star of an article to this value.
  case favorite(Article.ID, isFavorite: Bool)
  /// Open the detail of an article, with the list beneath it.
  case openArticle(Article.ID)

  var description: String {
    switch self {
    case .favorite(let id, let isFavorite): "\(isFavorite ? "favorite" : "unfavorite") \(id)"
    case .openArticle(let id): "open \(id)"
    }
  }
}
