public import ArticleDomain
public import ComposableRuntime

/// The login page, presented because something the user asked needs a login. One file for both
/// TCA-style chapters, its state observable for the page or the sheet that shows it.
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

  /// The login's state, each property observed on its own: what waits for the login, whether
  /// it is in flight, and why the last one failed, shown on the form.
  public struct State: ObservableState, Equatable, Sendable {
    public var intent: Intent {
      get {
        _$observationRegistrar.access(self, keyPath: \.intent)
        return _intent
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.intent, &_intent, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.intent)
        defer { _$observationRegistrar.didModify(self, keyPath: \.intent) }
        yield &_intent
      }
    }
    public var isLoggingIn: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.isLoggingIn)
        return _isLoggingIn
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.isLoggingIn, &_isLoggingIn, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.isLoggingIn)
        defer { _$observationRegistrar.didModify(self, keyPath: \.isLoggingIn) }
        yield &_isLoggingIn
      }
    }
    public var message: String? {
      get {
        _$observationRegistrar.access(self, keyPath: \.message)
        return _message
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.message, &_message, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.message)
        defer { _$observationRegistrar.didModify(self, keyPath: \.message) }
        yield &_message
      }
    }

    private var _intent: Intent
    private var _isLoggingIn = false
    private var _message: String?
    let _$observationRegistrar = ObservationStateRegistrar()
    public var _$id: ObservableStateID { _$observationRegistrar.id }

    public init(intent: Intent) {
      _intent = intent
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
