import ArticleDomain

/// The search use case: a debounce on the environment's clock, one search at a time, and
/// clearing back to the full list.
extension ListInteractor {
  /// One keystroke: restarts the debounce, or — for an empty field — ends the search at once.
  func search(for text: String) {
    guard text != query, !isStopped else { return }
    query = text
    // A failed search was about a query the field no longer holds: nothing left to retry.
    failedQuery = nil
    // Typing restarts the debounce: the previous timer is cancelled, a new one starts.
    debounce?.cancel()
    debounce = nil
    guard !text.isEmpty else {
      clearSearch()
      return
    }
    let clock = environment.clock
    environment.trace.record(.effectStarted, "debounce \"\(text)\"")
    debounce = Task { [weak self] in
      // Sleep on the environment's clock, never a real one: a test drives it.
      do {
        try await clock.sleep(for: SearchPolicy.debounce)
      } catch {
        return
      }
      self?.debounceDidElapse(for: text)
    }
  }

  /// Retry while a query is typed: searches the failed query again.
  func retrySearch() {
    guard let failedQuery, failedQuery == query else { return }
    startSearch(failedQuery)
  }

  /// Cancels the debounce and the search in flight; their answers are stale from now on.
  func cancelSearch() {
    debounce?.cancel()
    debounce = nil
    cancel(searchLoad)
    searchLoad = nil
  }

  private func debounceDidElapse(for text: String) {
    debounce = nil
    // A timer that elapses for text no longer in the field starts nothing.
    guard text == query, !isStopped else { return }
    // The user searched, online or not; the query's length is all that leaves the device.
    environment.analytics.record(.search(characters: text.count))
    environment.debugLog.write("search started, \(text.count) characters")
    // Offline there is no server to ask; the list searches once the connection returns.
    guard status.isOnline else { return }
    startSearch(text)
  }

  /// Back online with a query typed: searches it, unless a wait or a search already answers
  /// the field.
  func catchUpSearch() {
    guard debounce == nil, searchLoad == nil else { return }
    startSearch(query)
  }

  /// Starts a search for `query`, cancelling the one in flight: the newest query wins.
  private func startSearch(_ query: String) {
    cancel(searchLoad)
    failedQuery = nil
    let ticket = takeTicket()
    let (repository, clock) = (environment.repository, environment.clock)
    let request = ListRequest.search(query)
    environment.trace.record(.effectStarted, "search \"\(query)\" \(ticket)")
    let task = Task { [weak self] in
      let answer = await outcome(within: RequestPolicy.timeout, on: clock) {
        try await repository.search(query)
      }
      self?.search(ticket, for: query, didFinishWith: answer)
    }
    searchLoad = Running(ticket: ticket, request: request, task: task)
    output?.didStartLoading(request)
  }

  private func search(
    _ ticket: RequestTicket, for query: String, didFinishWith answer: Result<Page, ArticleError>?
  ) {
    guard let answer else { return }
    // Rule: the stale-result guard. An older query's answer never replaces newer results, and
    // a query the user erased wants no answer at all.
    // A search is still wanted only while the field holds its query: typing on makes its
    // answer stale at once, before the newer query's own search starts.
    let wanted = searchLoad.flatMap { $0.request == .search(self.query) ? $0.ticket : nil }
    guard !isStale(ticket, newest: wanted) else {
      // The latest search answered, for a query the field no longer holds: nothing is in flight
      // any more, so the connection's return searches the field's query again.
      if searchLoad?.ticket == ticket { searchLoad = nil }
      environment.trace.record(.action, "stale answer to search \"\(query)\" \(ticket) dropped")
      return
    }
    searchLoad = nil
    switch answer {
    case .success(let page):
      favorites.absorb(page.articles)
      searchResults = (query, ArticleList(page.articles))
      output?.didLoad(shownContent(), for: .search(query))
    case .failure(let error):
      // The rows shown stay; Retry asks for the same query again.
      failedQuery = query
      output?.didFail(.search(query), message: error.message)
    }
  }

  /// Clearing the field: no debounce, no search, the full list at once and no request.
  private func clearSearch() {
    cancelSearch()
    searchResults = nil
    failedQuery = nil
    output?.didClearSearch(shownContent())
  }
}
