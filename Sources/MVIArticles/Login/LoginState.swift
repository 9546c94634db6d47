import ArticleDomain

/// The login page's sub-state, presented because something the user asked needs a login.
///
/// Its presence in ``ArticlesState/login`` *is* the route: a non-`nil` login means the login
/// page is presented over the pages; setting it to `nil` dismisses it.
///
/// Rule: the continuation is data. What the user asked for is kept as a ``Continuation``
/// value — which star, which article — not as a closure holding on to the page that asked.
/// After a login the reducer carries it out against the state of that moment.
struct LoginState: Hashable, Sendable {
  /// What to carry out once the user is logged in.
  enum Continuation: Hashable, Sendable, CustomStringConvertible {
    /// Set the star of an article to `isFavorite`.
    case favorite(Article.ID, isFavorite: Bool)
    /// Open the detail of an article, as a deep link does.
    case openArticle(Article.ID)

    var description: String {
      switch self {
      case .favorite(let id, let isFavorite): "favorite(\(id), \(isFavorite))"
      case .openArticle(let id): "openArticle(\(id))"
      }
    }
  }

  /// What the user wanted when the login page was presented.
  var continuation: Continuation
  /// The revision of the login request in flight, if any.
  var request: Int?
  /// Why the last login failed, shown on the form.
  var message: String?

  /// A login page that carries out `continuation` once the user is logged in.
  init(continuation: Continuation) {
    self.continuation = continuation
  }

  /// Whether a login request is in flight.
  var isLoggingIn: Bool { request != nil }
}
