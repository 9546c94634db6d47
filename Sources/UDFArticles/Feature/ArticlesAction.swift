/// Every action of the Articles feature, grouped by the screen or concern it belongs to.
///
/// Rule: actions are the only way in. The views send them, the app sends launches and links
/// as them, the effect runner sends the answers of requests and what it read from the device
/// as them, and the store's history keeps the last of them, to replay for time travel.
public enum ArticlesAction: Hashable, Sendable {
  case launch(LaunchAction)
  case list(ListAction)
  case search(SearchAction)
  case detail(DetailAction)
  case favorites(FavoritesAction)
  case deepLink(DeepLinkAction)
  case login(LoginAction)
  case offline(OfflineAction)
  case session(SessionAction)

  /// The revision an answer carries for the revision guard; `nil` for what the user did.
  ///
  /// A favorite's answer has none here: it is never dropped whole. Every success is what the
  /// server now has, whichever request it answers; the favorites reducer tells the latest
  /// request of an article from older ones itself (``FavoritesState/Star/request``).
  public var revision: Int? {
    switch self {
    case .list(.pageAnswered(_, _, let revision)),
      .search(.answered(_, _, let revision)),
      .detail(.answered(_, let revision)),
      .login(.loggedIn(let revision)),
      .login(.failed(_, let revision)):
      revision
    case .launch, .list, .search, .detail, .favorites, .deepLink, .login, .offline, .session:
      nil
    }
  }
}

extension ArticlesAction: CustomStringConvertible {
  /// The action as the trace shows it: the screen's own action name.
  public var description: String {
    switch self {
    case .launch(let action): action.description
    case .list(let action): action.description
    case .search(let action): action.description
    case .detail(let action): action.description
    case .favorites(let action): action.description
    case .deepLink(let action): action.description
    case .login(let action): action.description
    case .offline(let action): action.description
    case .session(let action): action.description
    }
  }
}
