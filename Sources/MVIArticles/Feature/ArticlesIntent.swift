public import ArticleDomain

/// Everything that can change the Articles feature's state: MVI's intents.
///
/// MVI's second rule: user intents and side-effect results are one type. What the user did
/// (`refreshPulled`, `starTapped`) and what a finished side effect reports (`pageLoaded`,
/// `connectivityChanged`) reach the reducer the same way, through ``ArticlesStore/dispatch(_:)``,
/// so the reducer is the one place any state changes.
public enum ArticlesIntent: Hashable, Sendable {
  /// The app launched: its pages are about to be shown.
  case launched
  /// The session ended: the user logged out on the account screen, or the server ended it.
  case loggedOut
  /// The pages the last run saved were read as the scene connected: their text, or `nil`.
  case savedPagesRead(String?)
  /// The changes the last run left unanswered, read from the device's outbox before anything
  /// else as the scene connected.
  case outboxRestored(SavedOutbox)
  /// The scene connected: the device's outbox and saved pages are read, before anything else.
  case connected
  /// The app was asked to open `link`, such as `app://articles/a2`. The executor parses it,
  /// where the intent is handled: a bad link is rejected (``linkRejected(_:)``), a good one
  /// goes through the login gate.
  case linkOpened(String)
  /// The link just opened cannot be opened: the page on top says so in its banner.
  case linkRejected(DeepLink.Rejection)
  case list(ListIntent)
  case search(SearchIntent)
  case detail(DetailIntent)
  case favorites(FavoritesIntent)
  case login(LoginIntent)
  case offline(OfflineIntent)
}

extension ArticlesIntent: CustomStringConvertible {
  /// The intent as the trace shows it, such as `refreshPulled`.
  public var description: String {
    switch self {
    case .launched: "launched"
    case .loggedOut: "loggedOut"
    case .savedPagesRead(let text): text == nil ? "savedPagesRead(nothing)" : "savedPagesRead"
    case .outboxRestored(let outbox): "outboxRestored(\(outbox))"
    case .connected: "connected"
    case .linkOpened(let link): "linkOpened(\"\(link)\")"
    case .linkRejected(let rejection): "linkRejected(\(rejection))"
    case .list(let intent): intent.description
    case .search(let intent): intent.description
    case .detail(let intent): intent.description
    case .favorites(let intent): intent.description
    case .login(let intent): intent.description
    case .offline(let intent): intent.description
    }
  }
}

extension [Article] {
  /// `1 article`, `20 articles`.
  var countDescription: String { count == 1 ? "1 article" : "\(count) articles" }
}

extension Result where Failure == ArticleError {
  /// `error "<message>"` for a failure, the summary of the value for a success.
  func summary(_ describe: (Success) -> String) -> String {
    switch self {
    case .success(let value): describe(value)
    case .failure(let error): "error \"\(error.message)\""
    }
  }
}
