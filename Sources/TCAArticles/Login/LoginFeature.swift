public import ArticleDomain
public import ComposableRuntime

/// The login page, presented because something the user asked needs a login.
///
/// Rule: the intent is data. What the user wanted — which star, which article — waits in
/// ``State/intent`` as a value, not a closure; the parent carries it out after
/// `.delegate(.loggedIn)` against the state of that moment. "Cancel" tells the parent
/// (`.delegate(.cancelled)`), which sets the state to `nil`; `ifLet` then cancels a login still
/// in flight, whose late answer carries out nothing.
public struct LoginFeature: Reducer {
  /// What to carry out once the user is logged in.
  public enum Intent: Equatable, Sendable, CustomStringConvertible {
    case favorite(Article.ID, isFavorite: Bool)
    case openArticle(Article.ID)

    public var description: String {
      switch self {
      case .favorite(let id, let isFavorite): "favorite(\(id), \(isFavorite))"
      case .openArticle(let id): "openArticle(\(id))"
      }
    }
  }

  public struct State: Equatable, Sendable {
    public var intent: Intent
    public var isLoggingIn = false
    /// Why the last login failed, shown on the form.
    public var message: String?

    public init(intent: Intent) {
      self.intent = intent
    }
  }

  public enum Action: Equatable, Sendable {
    case logInTapped
    /// The user tapped "Cancel".
    case cancelTapped
    case failed(ArticleError)
    case delegate(Delegate)

    /// What the login tells its parent, which dismisses the page either way.
    public enum Delegate: Equatable, Sendable {
      /// The login succeeded; the parent carries out the intent.
      case loggedIn
      /// The user gave up; nothing is carried out.
      case cancelled
    }
  }

  /// The ids the login's effects run under.
  public enum CancelID: Hashable, Sendable {
    case logIn
  }

  @Dependency(\.session) var session
  @Dependency(\.continuousClock) var clock

  public init() {}
}
