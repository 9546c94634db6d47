import ArticleDomain

/// What the user did, or what the app told the feature: MVI's intents, the one thing the pages
/// and the app hand the store (``ArticlesStore/dispatch(_:)``).
///
/// An intent says what happened, never what to change: `refreshPulled`, not "start a refresh".
/// What the feature's side effects report back is another type, ``ArticlesResult``, which the
/// store's executor and side effects report: a page, handed a `dispatch` that takes intents,
/// cannot send a server's answer.
enum ArticlesIntent: Hashable, Sendable {
  /// The app launched: its pages are about to be shown.
  case launched
  /// The scene connected: the device's outbox and saved pages are read, before anything else.
  case connected
  /// The app was asked to open `link`, such as `app://articles/a2`. The executor parses it,
  /// where the intent is handled: a bad link is rejected (``ArticlesResult/linkRejected(_:)``),
  /// a good one goes through the login gate.
  case linkOpened(String)
  case list(ListIntent)
  case search(SearchIntent)
  case detail(DetailIntent)
  case favorites(FavoritesIntent)
  case login(LoginIntent)
}

/// What the store's side effects and its executor report back: a request's answer, what the
/// device or the session said, the outcome of a check the executor made, and what the executor
/// decided to start (`started`, `writeStarted`, `carriedOut`: MVIKotlin's `Msg`s).
///
/// Only the store makes one (``ArticlesStore/report(_:)``, or ``ArticlesStore/apply(_:)`` for a
/// decision); the reducer reduces it as it reduces an intent, and each result that answers a
/// request carries the revision it was started for, which the reducer checks.
enum ArticlesResult: Hashable, Sendable {
  /// The session ended: the user logged out on the account screen, or the server ended it.
  case loggedOut
  /// The pages the last run saved were read as the scene connected: their text, or `nil`.
  case savedPagesRead(String?)
  /// The changes the last run left unanswered, read from the device's outbox before anything
  /// else as the scene connected.
  case outboxRestored(SavedOutbox)
  /// The link just opened cannot be opened: the page on top says so in its banner.
  case linkRejected(DeepLink.Rejection)
  case list(ListResult)
  case search(SearchResult)
  case detail(DetailResult)
  case favorites(FavoritesResult)
  case login(LoginResult)
  case offline(OfflineResult)
}

/// What the reducer reduces: a user's intent or a side effect's result.
///
/// MVI's second rule — the reducer is the one place any state changes — holds for both: an
/// intent and a result reach it the same way, in the order the store handles them. (In
/// MVIKotlin only the executor sees intents, and the reducer reduces its `Msg`s; here an
/// intent is reduced as it comes too, so that the history keeps it, but whether it starts a
/// request is the executor's decision, which the reducer applies as a result.)
enum ArticlesMessage: Hashable, Sendable {
  case intent(ArticlesIntent)
  case result(ArticlesResult)
}

extension ArticlesIntent: CustomStringConvertible {
  /// The intent as the trace shows it, such as `refreshPulled`.
  var description: String {
    switch self {
    case .launched: "launched"
    case .connected: "connected"
    case .linkOpened(let link): "linkOpened(\"\(link)\")"
    case .list(let intent): intent.description
    case .search(let intent): intent.description
    case .detail(let intent): intent.description
    case .favorites(let intent): intent.description
    case .login(let intent): intent.description
    }
  }
}

extension ArticlesResult: CustomStringConvertible {
  /// The result as the trace shows it, such as `pageLoaded(after: nil, revision: 1): …`.
  var description: String {
    switch self {
    case .loggedOut: "loggedOut"
    case .savedPagesRead(let text): text == nil ? "savedPagesRead(nothing)" : "savedPagesRead"
    case .outboxRestored(let outbox): "outboxRestored(\(outbox))"
    case .linkRejected(let rejection): "linkRejected(\(rejection))"
    case .list(let result): result.description
    case .search(let result): result.description
    case .detail(let result): result.description
    case .favorites(let result): result.description
    case .login(let result): result.description
    case .offline(let result): result.description
    }
  }
}

extension ArticlesMessage: CustomStringConvertible {
  var description: String {
    switch self {
    case .intent(let intent): intent.description
    case .result(let result): result.description
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
