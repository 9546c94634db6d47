import ArticleDomain

/// Told what a search answered; the list controller listens.
@MainActor
protocol ArticleSearcherDelegate: AnyObject {
  /// The search for `query`, the current one, answered `page`.
  func searcher(_ searcher: ArticleSearcher, didFind page: Page, for query: String)
  /// The search for `query`, the current one, failed.
  func searcher(_ searcher: ArticleSearcher, didFailToSearch query: String, error: any Error)
}

/// Debounces the search field and runs the search: a child object of the list controller.
///
/// Each keystroke restarts a ``SearchPolicy/debounce`` wait on the environment's clock; when
/// it elapses, the search in flight (if any) is cancelled and the new query is asked. Two
/// tasks, both owned here and cancelled by ``cancel()``: the wait and the search.
///
/// Stale guard: every search gets a number; only the latest one's answer is delivered.
@MainActor
final class ArticleSearcher {
  weak var delegate: (any ArticleSearcherDelegate)?
  /// The text in the field; a non-empty text is an active query.
  private(set) var text = ""

  private let environment: ArticleEnvironment
  private let connectivity: ConnectivityModel
  private var debounce: Task<Void, Never>?
  private var search: Task<Void, Never>?
  private var latestSearch = 0

  init(environment: ArticleEnvironment, connectivity: ConnectivityModel) {
    self.environment = environment
    self.connectivity = connectivity
  }

  /// Whether a query is typed: the rows are search results, and pull to refresh and
  /// pagination do nothing.
  var isActive: Bool { !text.isEmpty }

  /// Whether a wait or a search is under way: the field's query is being answered already.
  var isBusy: Bool { debounce != nil || search != nil }

  /// Takes a keystroke: restarts the wait, or — for an empty field — stops everything.
  func textDidChange(_ newText: String) {
    text = newText
    cancelDebounce()
    guard !newText.isEmpty else {
      cancelSearch()
      return
    }
    let clock = environment.clock
    debounce = Task { [weak self] in
      do {
        // The environment's clock, never a real one: a test drives it.
        try await clock.sleep(for: SearchPolicy.debounce)
      } catch {
        return  // Cancelled: a newer keystroke or an empty field replaced this wait.
      }
      self?.debounceDidElapse(for: newText)
    }
  }

  /// Searches `query` now, cancelling the search in flight: what Retry does.
  func search(_ query: String) {
    cancelSearch()
    latestSearch += 1
    let number = latestSearch
    environment.trace.record(.effectStarted, "search \"\(query)\" #\(number)")
    let (repository, clock) = (environment.repository, environment.clock)
    search = Task { [weak self] in
      do {
        let page = try await withTimeout(RequestPolicy.timeout, on: clock) {
          try await repository.search(query)
        }
        self?.finish(number, query, with: .success(page))
      } catch {
        self?.finish(number, query, with: .failure(error))
      }
    }
  }

  /// Cancels the wait and the search in flight.
  func cancel() {
    cancelDebounce()
    cancelSearch()
  }

  // MARK: Private

  private func debounceDidElapse(for query: String) {
    // A wait that was replaced was cancelled; this check only guards against a race with
    // the field's text.
    guard query == text else { return }
    debounce = nil
    // The user searched, online or not; the query's length is all that leaves the device.
    environment.analytics.record(.search(characters: query.count))
    environment.debugLog.write("search started, \(query.count) characters")
    // Offline there is no server to ask; the list searches again once the connection returns.
    guard connectivity.isOnline else { return }
    search(query)
  }

  private func finish(_ number: Int, _ query: String, with result: Result<Page, any Error>) {
    // Stale guard: only the latest search may reach the screen, and only while the field still
    // holds its query (a newer one may be waiting for its debounce).
    guard number == latestSearch, query == text else {
      // The latest search answered, for a query the field no longer holds: nothing is in flight
      // any more, so the connection's return searches the field's query again.
      if number == latestSearch { search = nil }
      environment.trace.record(.action, "search \"\(query)\" #\(number) answered late, dropped")
      return
    }
    search = nil
    switch result {
    case .success(let page): delegate?.searcher(self, didFind: page, for: query)
    case .failure(let error): delegate?.searcher(self, didFailToSearch: query, error: error)
    }
  }

  private func cancelDebounce() {
    debounce?.cancel()
    debounce = nil
  }

  private func cancelSearch() {
    latestSearch += 1
    guard let search else { return }
    search.cancel()
    self.search = nil
    environment.trace.record(.effectCancelled, "search")
  }
}
