public import ArticleDomain

/// The work the reducer asks for, as a value: UDF's effect descriptions.
///
/// The reducer returns these and the ``EffectRunner`` executes them. Because they are values,
/// a reducer test asserts the work an action starts with `#expect(effects == [...])`, with no
/// service, task or clock involved.
///
/// Most effects are requests that run as a task and answer later. A few only read or write the
/// device (``loadCachedArticles``, ``saveArticles(_:)``): the runner
/// does them at once, and what they read comes back as the next action. The reducer still never
/// touches a port itself.
public enum ArticlesEffect: Hashable, Sendable {
  /// Which running effect a ``cancel(_:)`` stops. The runner keeps at most one task per id;
  /// starting an effect cancels the one still running under its id.
  public enum ID: Hashable, Sendable, CustomStringConvertible {
    /// The list request: first load, refresh or next page.
    case page
    /// The search debounce timer.
    case debounce
    /// The search request.
    case search
    /// The detail request.
    case detail
    /// The connectivity listener, running for the app's lifetime.
    case connectivity
    /// The session listener, running for the app's lifetime.
    case session
    /// The login request.
    case login
    /// One favorite request. Each has an id of its own: a write already sent cannot be taken
    /// back, so a newer request of the same article does not cancel it — the revision guard
    /// drops its answer instead.
    case favorite(revision: Int)

    public var description: String {
      switch self {
      case .page: "page"
      case .debounce: "debounce"
      case .search: "search"
      case .detail: "detail"
      case .connectivity: "connectivity"
      case .session: "session"
      case .login: "login"
      case .favorite(let revision): "favorite(revision: \(revision))"
      }
    }
  }

  /// Load a page of the list, the first when `cursor` is `nil`, for `revision`.
  case loadPage(after: PageCursor?, revision: Int)
  /// Wait ``SearchPolicy/debounce`` on the environment's clock, then send
  /// ``SearchAction/debounceElapsed(query:)``.
  case debounceSearch(query: String)
  /// Search for `query`, for `revision`.
  case search(query: String, revision: Int)
  /// Load the detail of one article, for `revision`.
  case loadDetail(of: Article.ID, revision: Int)
  /// Report the connection's status now, then each change, as
  /// ``OfflineAction/connectivityChanged(isOnline:)``, until the app is left.
  case observeConnectivity
  /// Send ``SessionAction/loggedOut`` at each logout, until the app is left.
  case observeSession
  /// Read the articles saved on the device and send them as ``OfflineAction/cacheLoaded(_:)``.
  case loadCachedArticles
  /// Save `articles` on the device, replacing what was saved before.
  case saveArticles([Article])
  /// Forget the articles saved on the device.
  case clearCachedArticles
  /// Read the pages the last run saved and send them as ``LaunchAction/savedPagesRead(_:)``.
  case loadSavedPages
  /// Save `pages` for the next launch, replacing what was saved before.
  case savePages(SavedPages)
  /// Read the outbox the last run saved and send it as ``LaunchAction/outboxRead(_:)``.
  case loadOutbox
  /// Save `outbox` on the device, replacing what was saved before.
  case saveOutbox(SavedOutbox)
  /// Write `line` to the debug log.
  case log(String)
  /// Log in with the session, for `revision`.
  case logIn(revision: Int)
  /// Ask the server to mark (`true`) or unmark one article as a favorite, for `revision`.
  case setFavorite(Bool, of: Article.ID, revision: Int)
  /// Cancel the effect running under `id`, if any.
  case cancel(ID)
  /// Cancel every request and timer running — loads, the search and its wait, the detail, the
  /// login and every favorite — leaving the listeners of the connection and the session.
  case cancelRequests
  /// Cancel everything the runner runs, the listeners included: its window has closed.
  case cancelEverything
  /// Record `event` for analytics, at once: analytics is an effect like a request.
  case record(AnalyticsEvent)

  /// The id the effect runs under; `nil` for effects done at once and for ``cancel(_:)``.
  public var id: ID? {
    switch self {
    case .loadPage: .page
    case .debounceSearch: .debounce
    case .search: .search
    case .loadDetail: .detail
    case .observeConnectivity: .connectivity
    case .observeSession: .session
    case .logIn: .login
    case .setFavorite(_, _, let revision): .favorite(revision: revision)
    case .loadCachedArticles, .saveArticles, .clearCachedArticles, .loadSavedPages, .savePages,
      .loadOutbox, .saveOutbox, .log, .cancel, .cancelRequests, .cancelEverything, .record:
      nil
    }
  }
}

extension ArticlesEffect: CustomStringConvertible {
  /// The effect as the trace shows it, such as `loadPage(after: nil, revision: 3)`.
  public var description: String {
    switch self {
    case .loadPage(let cursor, let revision):
      "loadPage(after: \(cursor?.rawValue ?? "nil"), revision: \(revision))"
    case .debounceSearch(let query): "debounceSearch(\"\(query)\")"
    case .search(let query, let revision): "search(\"\(query)\", revision: \(revision))"
    case .loadDetail(let id, let revision): "loadDetail(of: \(id), revision: \(revision))"
    case .observeConnectivity: "observeConnectivity"
    case .observeSession: "observeSession"
    case .loadCachedArticles: "loadCachedArticles"
    case .saveArticles(let articles): "saveArticles(\(articles.countDescription))"
    case .logIn(let revision): "logIn(revision: \(revision))"
    case .setFavorite(let isFavorite, let id, let revision):
      "setFavorite(\(isFavorite), of: \(id), revision: \(revision))"
    case .cancel(let id): "cancel(\(id))"
    case .cancelRequests: "cancelRequests"
    case .cancelEverything: "cancelEverything"
    case .clearCachedArticles: "clearCachedArticles"
    case .loadSavedPages: "loadSavedPages"
    case .savePages(let pages): "savePages(\(pages))"
    case .loadOutbox: "loadOutbox"
    case .saveOutbox(let outbox): "saveOutbox(\(outbox))"
    case .log(let line): "log(\"\(line)\")"
    case .record(let event): "record(\(event))"
    }
  }
}
