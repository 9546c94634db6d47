import ArticleDomain
import Observation

/// The list's search: the query, its debounce, and the one search in flight.
///
/// Rule: the newest query is the only one that counts. Each keystroke cancels the debounce
/// task and starts a new one on the environment's clock (never a real one); when it elapses,
/// the search in flight is cancelled and the new one takes a new generation. An answer is
/// applied only if its generation is current, its task was not cancelled and its query is
/// still the field's text — so an older query answered late never replaces newer results.
///
/// Rule: a child of the list's view model, which owns it and shows its results in place of the
/// list's rows. Only its intents (``textChanged(_:)``, ``retry()``, ``catchUp()``) change its
/// state; it tells its owner when the rows it shows are replaced (``onRowsReplaced``).
@Observable
@MainActor
final class ArticleSearchViewModel {
  /// The search field's text. A non-empty query shows search results instead of the list.
  private(set) var query = ""
  /// The latest search answer that counts.
  private(set) var results: SearchResults?
  /// The failed search the error view shows, with Retry, while its query is in the field.
  private(set) var failure: ListFailure?

  /// Told when the rows the search shows are replaced: results arrived, or the query went.
  @ObservationIgnored var onRowsReplaced: () -> Void = {}

  @ObservationIgnored private var searchTask: Task<Void, Never>?
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var debounceTask: Task<Void, Never>?
  @ObservationIgnored private let environment: ArticleEnvironment
  @ObservationIgnored private let favorites: FavoritesStore
  @ObservationIgnored private let network: NetworkStatus

  /// The search of a list on `environment`, recording the stars its results bring in
  /// `favorites`, asking nothing while `network` says the device is offline.
  init(environment: ArticleEnvironment, favorites: FavoritesStore, network: NetworkStatus) {
    self.environment = environment
    self.favorites = favorites
    self.network = network
  }

  /// The screen has gone: the wait and the search in flight are cancelled.
  deinit {
    searchTask?.cancel()
    debounceTask?.cancel()
  }

  /// Whether a query is in the field: its results, its failure and its messages replace the
  /// list's.
  var isActive: Bool { !query.isEmpty }

  // MARK: Intents

  /// The search field changed to `text`.
  ///
  /// A non-empty text restarts the 300 ms debounce; an empty one cancels the debounce and any
  /// search, and shows the full list again at once, with no request.
  func textChanged(_ text: String) {
    trace(.action, "search text \"\(text)\"")
    guard text != query else { return }
    query = text
    // A failed search's error was about a query the field no longer holds.
    failure = nil
    debounceTask?.cancel()
    debounceTask = nil
    guard !text.isEmpty else {
      clear()
      return
    }
    debounceTask = Task { [weak self, clock = environment.clock] in
      do {
        try await clock.sleep(for: SearchPolicy.debounce)
      } catch {
        return  // Cancelled by the next keystroke, the clear button or the page leaving.
      }
      self?.debounceElapsed(for: text)
    }
  }

  /// Retry: clears the failed search's error at once, then asks for its query again.
  func retry() {
    guard failure != nil, network.isOnline else { return }
    // The rule: the old error goes before the wait starts, never after the answer.
    self.failure = nil
    start(query)
  }

  /// The device is back online: a query that waits (typed offline, or whose search the
  /// connection's loss failed) is asked now. A search or a wait still running is the catch-up
  /// already.
  func catchUp() {
    guard isActive, searchTask == nil, debounceTask == nil else { return }
    start(query)
  }

  // MARK: Searching

  private func debounceElapsed(for text: String) {
    guard !Task.isCancelled, text == query else { return }
    debounceTask = nil
    // The user searched, online or not; the query's length is all that leaves the device.
    environment.analytics.record(.search(characters: text.count))
    environment.debugLog.write("search started, \(text.count) characters")
    start(text)
  }

  /// Asks for `query` now, cancelling the search in flight. Offline it asks nothing.
  private func start(_ query: String) {
    guard network.isOnline else { return }
    cancelSearchInFlight()
    failure = nil
    generation += 1
    let generation = generation
    trace(.effectStarted, "search \"\(query)\" [\(generation)]")
    searchTask = Task {
      [weak self, repository = environment.repository, clock = environment.clock] in
      let result: Result<Page, any Error>
      do {
        result = .success(
          try await withTimeout(RequestPolicy.timeout, on: clock) {
            try await repository.search(query)
          })
      } catch {
        result = .failure(error)
      }
      self?.finish(query, generation: generation, with: result)
    }
  }

  private func cancelSearchInFlight() {
    guard let searchTask else { return }
    searchTask.cancel()
    self.searchTask = nil
    trace(.effectCancelled, "search [\(generation)]")
  }

  private func finish(_ query: String, generation: Int, with result: Result<Page, any Error>) {
    guard generation == self.generation, !Task.isCancelled, query == self.query else {
      // The latest search answered, for a query the field no longer holds: nothing is in flight
      // any more, so the connection's return searches the field's query again.
      if generation == self.generation, !Task.isCancelled { searchTask = nil }
      trace(.action, "search \"\(query)\" [\(generation)] answered late: dropped")
      return
    }
    searchTask = nil
    switch result {
    case .success(let page):
      favorites.record(page.articles)
      results = SearchResults(query: query, articles: page.articles)
      onRowsReplaced()
    case .failure(let error):
      guard !(error is CancellationError) else { return }
      failure = ListFailure(message: error.userMessage, request: .search(query))
    }
  }

  /// The field was emptied: the full list is already known, so it shows again at once.
  private func clear() {
    cancelSearchInFlight()
    if results != nil { onRowsReplaced() }
    results = nil
    failure = nil
  }

  private func trace(_ kind: TraceEvent.Kind, _ detail: @autoclosure () -> String) {
    environment.trace.record(kind, detail())
  }
}
