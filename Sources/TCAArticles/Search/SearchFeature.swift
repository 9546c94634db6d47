public import ArticleDomain
public import ComposableRuntime

/// The search above the list: a 300 ms debounce on the virtual clock, one search at a time,
/// and clearing back to the full list.
///
/// Rule: debounce and "newest query wins" are cancellation, not bookkeeping. Each keystroke
/// starts a timer under ``CancelID/debounce`` and each query a request under
/// ``CancelID/search``, both with `cancelInFlight: true` (``RequestPolicy/cancelInFlight``):
/// the previous timer and the previous search stop, and an answer they still deliver is dropped
/// by the runtime. Until the newer query's search starts, the older one still runs: its answer
/// is dropped because its query is no longer the field's text.
public struct SearchFeature: Reducer {
  public struct State: Equatable, Sendable {
    /// What the search field shows.
    public var text = ""
    /// Whether a debounce is waiting for typing to pause.
    public var isDebouncing = false
    /// Whether a search request is in flight.
    public var isSearching = false
    /// The last results, with the query they answer.
    public var results: Results?
    /// The last failure, with the query Retry searches again.
    public var failure: Failure?
    /// Whether the device is online. Kept in step by the parent: a child sees only its state.
    public var isOnline = true

    public init() {}

    /// Whether a query is typed: the list shows search results.
    public var isActive: Bool { !text.isEmpty }
  }

  /// The answer to one query.
  public struct Results: Equatable, Sendable {
    public var query: String
    public var articles: [Article]

    public init(query: String, articles: [Article]) {
      self.query = query
      self.articles = articles
    }
  }

  /// A failed search.
  public struct Failure: Equatable, Sendable {
    public var message: String
    public var query: String

    public init(message: String, query: String) {
      self.message = message
      self.query = query
    }
  }

  public enum Action: Equatable, Sendable {
    case textChanged(String)
    /// Typing paused for ``SearchPolicy/debounce`` after `query` was typed.
    case debounceElapsed(query: String)
    case answered(query: String, Result<Page, ArticleError>)
    case retryTapped
    /// The connection changed (sent by the parent, which listens to it).
    case connectivityChanged(isOnline: Bool)
  }

  /// The ids the search's effects run under.
  public enum CancelID: Hashable, Sendable {
    case debounce, search
  }

  /// Whether a new timer or search cancels the one in flight. The feature's rule is
  /// ``cancelInFlight``; a teaching variant passes ``keepInFlight`` to show what goes wrong.
  public struct RequestPolicy: Sendable {
    public var cancelsInFlight: Bool

    /// A new keystroke restarts the debounce; a new query cancels the search in flight.
    public static let cancelInFlight = RequestPolicy(cancelsInFlight: true)
    /// The mistake: every timer fires and every search answers.
    public static let keepInFlight = RequestPolicy(cancelsInFlight: false)
  }

  @Dependency(\.articleRepository) var repository
  @Dependency(\.clock) var clock
  let policy: RequestPolicy

  public init(policy: RequestPolicy = .cancelInFlight) {
    self.policy = policy
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      guard text != state.text else { return .none }
      guard !text.isEmpty else {
        // Clearing: the full list at once, no request; the timer and the search stop. The
        // connection is not the query's, so it stays.
        let isOnline = state.isOnline
        state = State()
        state.isOnline = isOnline
        return .merge(.cancel(id: CancelID.debounce), .cancel(id: CancelID.search))
      }
      state.text = text
      // A failed search's error was about a query the field no longer holds.
      state.failure = nil
      state.isDebouncing = true
      // Each keystroke restarts the debounce: cancelInFlight stops the previous timer.
      return .run { [clock] send in
        try await clock.sleep(for: SearchPolicy.debounce)
        await send(.debounceElapsed(query: text))
      }
      .cancellable(id: CancelID.debounce, cancelInFlight: policy.cancelsInFlight)

    case .debounceElapsed(let query):
      state.isDebouncing = false
      // Offline a query asks nothing, even one whose wait began online: the rows shown stay,
      // and coming back online searches what the field says (§10).
      guard state.isOnline else { return .none }
      return startSearch(query, in: &state)

    case .answered(let query, let result):
      state.isSearching = false
      // Rule (§4): an answer or a failure for a query the field no longer holds is dropped at
      // once, also while the newer query's wait still runs: its search, whose cancelInFlight
      // would stop this one, has not started yet. The request is over all the same.
      guard query == state.text else { return .none }
      switch result {
      case .success(let page):
        state.results = Results(query: query, articles: page.articles)
        state.failure = nil
      case .failure(let error):
        state.failure = Failure(message: error.message, query: query)
      }
      return .none

    case .retryTapped:
      guard let failure = state.failure, state.isOnline else { return .none }
      return startSearch(failure.query, in: &state)

    case .connectivityChanged(let isOnline):
      guard isOnline != state.isOnline else { return .none }
      state.isOnline = isOnline
      // Back online with a query in the field, the search is the list's catch-up — unless a
      // search still in flight (going offline did not stop it) or a debounce still waiting
      // asks for it already.
      guard isOnline, state.isActive, !state.isSearching, !state.isDebouncing else {
        return .none
      }
      return startSearch(state.text, in: &state)
    }
  }

  /// Asks for `query`, cancelling the search in flight.
  private func startSearch(_ query: String, in state: inout State) -> Effect<Action> {
    state.isSearching = true
    state.failure = nil
    return .run { [repository] send in
      let result = try await answer { try await repository.search(query) }
      await send(.answered(query: query, result))
    }
    .cancellable(id: CancelID.search, cancelInFlight: policy.cancelsInFlight)
  }
}
