public import ArticleDomain
public import ComposableRuntime

/// The article list: first load, refresh, pagination, retry, and the cache while offline.
///
/// Rule: one list request at a time, and the newest wins. Every list request runs under
/// ``CancelID/page`` with `cancelInFlight: true`: a refresh cancels a first load or a page in
/// flight, and the cancelled request's answer — should the server send it anyway — is dropped
/// by the runtime (a cancelled effect's `send` does nothing). No revision counter is needed.
public struct ListFeature: Reducer {
  /// What the list shows and what it is doing.
  public struct State: Equatable, Sendable {
    /// Every article loaded so far, in order — the full list, also while a search shows results.
    public var articles: [Article] = []
    /// Where the next page starts; `nil` before the first answer and after the last page.
    public var next: PageCursor?
    /// Whether the page appeared once; the first load starts only then.
    public var hasAppeared = false
    /// Whether any page was answered; until then an empty list is "loading", not "empty".
    public var hasLoaded = false
    /// The request in flight, if any.
    public var load: Load?
    /// The last failure, shown until the next request starts or succeeds.
    public var failure: Failure?
    /// Whether the device is online. Kept in step by the parent: a child sees only its state.
    public var isOnline = true
    /// Whether a query is typed, so the list shows search results. Kept in step by the parent.
    public var isSearchActive = false

    public init() {}
  }

  /// A list request; at most one is in flight.
  public enum Load: Equatable, Sendable {
    case firstLoad, refresh
    case nextPage(after: PageCursor)

    /// The cursor the request passes to `page(after:)`.
    public var cursor: PageCursor? {
      if case .nextPage(let cursor) = self { cursor } else { nil }
    }
  }

  /// A failed request: its message and the request Retry sends again.
  public struct Failure: Equatable, Sendable {
    public var message: String
    public var retry: Load

    public init(message: String, retry: Load) {
      self.message = message
      self.retry = retry
    }
  }

  public enum Action: Equatable, Sendable {
    case appeared
    case refreshPulled
    case endReached
    case retryTapped
    /// The user tapped a row; the parent pushes the detail.
    case rowSelected(Article.ID)
    case pageAnswered(after: PageCursor?, Result<Page, ArticleError>)
    /// The connection changed (sent by the parent, which listens to it).
    case connectivityChanged(isOnline: Bool)
    case cacheLoaded([Article])
  }

  /// The ids the list's effects run under.
  public enum CancelID: Hashable, Sendable {
    case page
  }

  @Dependency(\.articleRepository) var repository
  @Dependency(\.articleCache) var cache

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appeared:
      // Only the first appearance loads: coming back from a detail loads nothing. Offline, the
      // load is reading the articles saved on the device — so a list built beneath a linked
      // detail shows none until the user goes back to it, online or not.
      guard !state.hasAppeared else { return .none }
      state.hasAppeared = true
      guard state.isOnline else {
        return .run { [cache] send in
          await send(.cacheLoaded(cache.loadArticles() ?? []))
        }
      }
      return startLoad(.firstLoad, in: &state)

    case .refreshPulled:
      // A refresh in flight answers this pull too; offline and while searching, pulling does
      // nothing.
      guard !state.isSearchActive, state.load != .refresh, state.isOnline else { return .none }
      return startLoad(.refresh, in: &state)

    case .endReached:
      // No duplicate page requests: only when nothing loads and the last page had a cursor.
      guard !state.isSearchActive, state.load == nil, state.isOnline, let cursor = state.next
      else { return .none }
      return startLoad(.nextPage(after: cursor), in: &state)

    case .retryTapped:
      guard let failure = state.failure, state.isOnline else { return .none }
      return startLoad(failure.retry, in: &state)

    case .rowSelected:
      return .none

    case .pageAnswered(let cursor, let result):
      return apply(result, after: cursor, to: &state)

    case .connectivityChanged(let isOnline):
      guard isOnline != state.isOnline else { return .none }
      state.isOnline = isOnline
      // Going offline changes no rows: those shown stay, a load in flight still answers, and a
      // list that has not appeared yet reads the cache when it does.
      guard isOnline else { return .none }
      // Back online the list catches up, from what is in flight. With a query typed the search
      // catches up instead. A first load or refresh still running is the catch-up already —
      // going offline did not stop it — so it is kept; a next page is replaced by the refresh,
      // as a pull would (cancelInFlight).
      guard state.hasAppeared, !state.isSearchActive else { return .none }
      switch state.load {
      case .firstLoad, .refresh:
        return .none
      case .nextPage, nil:
        return startLoad(state.articles.isEmpty ? .firstLoad : .refresh, in: &state)
      }

    case .cacheLoaded(let articles):
      // The server's rows, once answered, are newer than anything saved.
      guard !state.hasLoaded, state.articles.isEmpty else { return .none }
      state.articles = articles
      return .none
    }
  }

  /// Starts `load`, cancelling whatever list request is in flight.
  func startLoad(_ load: Load, in state: inout State) -> Effect<Action> {
    state.load = load
    // Retry clears the old error at once: a stale error beside a spinner is the classic bug.
    state.failure = nil
    let cursor = load.cursor
    return .run { [repository] send in
      let result = try await answer { try await repository.page(after: cursor) }
      await send(.pageAnswered(after: cursor, result))
    }
    .cancellable(id: CancelID.page, cancelInFlight: true)
  }

  /// Applies a page: a first page replaces the rows (and is saved), a next page appends.
  private func apply(
    _ result: Result<Page, ArticleError>, after cursor: PageCursor?, to state: inout State
  ) -> Effect<Action> {
    let answered = state.load ?? cursor.map(Load.nextPage) ?? .refresh
    state.load = nil
    switch result {
    case .success(let page):
      state.next = page.next
      state.hasLoaded = true
      state.failure = nil
      guard cursor == nil else {
        state.articles.append(contentsOf: page.articles)
        return .none
      }
      state.articles = page.articles
      let articles = page.articles
      return .run { [cache] _ in cache.save(articles) }
    case .failure(let error):
      // Loaded rows are kept; Retry repeats the request that failed.
      state.failure = Failure(message: error.message, retry: answered)
      return .none
    }
  }
}
