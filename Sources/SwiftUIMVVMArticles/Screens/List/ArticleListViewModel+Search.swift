import ArticleDomain

/// Search with debounce: the list view model's search intent and its two tasks.
///
/// Rule: the newest query is the only one that counts. Each keystroke cancels the debounce
/// task and starts a new one on the environment's clock (never a real one); when it elapses,
/// the search in flight is cancelled and the new one takes a new generation. An answer is
/// applied only if its generation is current, its task was not cancelled and its query is
/// still the field's text — so an older query answered late never replaces newer results.
extension ArticleListViewModel {
  /// The search field changed to `text`.
  ///
  /// A non-empty text restarts the 300 ms debounce; an empty one cancels the debounce and any
  /// search, and shows the full list again at once, with no request.
  func search(_ text: String) {
    trace(.action, "search text \"\(text)\"")
    guard text != query else { return }
    query = text
    // A failed search's error was about a query the field no longer holds.
    searchFailure = nil
    debounceTask?.cancel()
    debounceTask = nil
    guard !text.isEmpty else {
      clearSearch()
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

  private func debounceElapsed(for text: String) {
    guard !Task.isCancelled, text == query else { return }
    debounceTask = nil
    // The user searched, online or not; the query's length is all that leaves the device.
    environment.analytics.record(.search(characters: text.count))
    environment.debugLog.write("search started, \(text.count) characters")
    guard network.isOnline else { return }
    startSearch(text)
  }

  /// Asks for `query` now, cancelling the search in flight.
  func startSearch(_ query: String) {
    cancelSearchInFlight()
    searchFailure = nil
    searchGeneration += 1
    let generation = searchGeneration
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
      self?.finishSearch(query, generation: generation, with: result)
    }
  }

  func cancelSearchInFlight() {
    guard let searchTask else { return }
    searchTask.cancel()
    self.searchTask = nil
    trace(.effectCancelled, "search [\(searchGeneration)]")
  }

  private func finishSearch(
    _ query: String, generation: Int, with result: Result<Page, any Error>
  ) {
    guard generation == searchGeneration, !Task.isCancelled, query == self.query else {
      // The latest search answered, for a query the field no longer holds: nothing is in flight
      // any more, so the connection's return searches the field's query again.
      if generation == searchGeneration, !Task.isCancelled { searchTask = nil }
      trace(.action, "search \"\(query)\" [\(generation)] answered late: dropped")
      return
    }
    searchTask = nil
    switch result {
    case .success(let page):
      favorites.record(page.articles)
      searchResults = SearchResults(query: query, articles: page.articles)
    case .failure(let error):
      guard !(error is CancellationError) else { return }
      searchFailure = ListFailure(message: error.userMessage, request: .search(query))
    }
  }

  /// The field was emptied: the full list is already known, so it shows again at once.
  private func clearSearch() {
    cancelSearchInFlight()
    searchResults = nil
    searchFailure = nil
  }
}
