/// A place in the feature's navigation, named the same way by every pattern.
public enum Route: Hashable, Sendable, CustomStringConvertible {
  /// The article list, the root of the feature.
  case list
  /// The detail of one article, pushed on top of the list.
  case detail(Article.ID)
  /// The login form, presented modally over whatever is on screen.
  case login

  public var description: String {
    switch self {
    case .list: "list"
    case .detail(let id): "detail of \(id)"
    case .login: "login"
    }
  }
}
