import ArticleDomain

/// What the user asked for that needs a logged-in user: the continuation that waits while the
/// login page is shown.
///
/// Rule: the continuation is a value, never a closure holding an old screen. It names what to
/// do and to which article, so a newer intent can replace it and it is carried out against the
/// pages of the moment the user has logged in. A star that needs a login makes `.favorite`; a
/// link or the saved pages make `.openArticle`; whoever shows the login carries it out once the
/// user has logged in (here: hands a `.favorite` back to a screen, which writes the star
/// itself). The SwiftUI chapter's scene model, which shows its window's login, shares this type.
enum LoginIntent: Hashable, CustomStringConvertible {
  /// Set the star of an article to the value the tap asked for: a value, not a flip, so that
  /// what the server said meanwhile cannot turn it into the opposite.
  case favorite(Article.ID, isFavorite: Bool)
  /// Show the detail of an article over the list.
  case openArticle(Article.ID)

  var description: String {
    switch self {
    case .favorite(let id, let isFavorite): "favorite \(id) \(isFavorite)"
    case .openArticle(let id): "open \(id)"
    }
  }
}
