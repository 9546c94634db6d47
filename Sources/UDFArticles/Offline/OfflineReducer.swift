/// The offline rules: the cache stands in for the server, favorites wait, and coming back
/// online sends what waited and lets the list catch up.
extension ArticlesFeature {
  /// Applies one offline action.
  static func reduce(_ state: inout ArticlesState, _ action: OfflineAction) -> [ArticlesEffect] {
    switch action {
    case .connectivityChanged(let isOnline):
      // Online at launch, the changes the outbox brought back go out at once, before the first
      // load; nothing else waits while online.
      guard isOnline != state.offline.isOnline else {
        return isOnline ? sendPendingFavorites(in: &state) : []
      }
      state.offline.isOnline = isOnline
      // Going offline changes no rows: those shown stay, a load in flight still answers, and a
      // list that has not appeared yet reads the cache when it does (its offline load).
      guard isOnline else { return [] }
      // Back online: the favorites made offline go first, in the order of their last taps, so
      // that the list's catch-up already includes them.
      return sendPendingFavorites(in: &state) + catchUp(in: &state)

    case .cacheLoaded(let articles):
      // The server's rows, once answered, are newer than anything saved.
      guard !state.list.hasLoaded, state.list.articles.isEmpty else { return [] }
      state.list.replaceArticles(with: articles)
      return []
    }
  }

  /// Back online, the list catches up with what the field says: it searches a query, and
  /// refreshes the full list otherwise.
  ///
  /// Rule: the decision is made from what is in flight. Going offline stopped nothing, so a
  /// first load, refresh or search still running is the catch-up already — its answer is still
  /// shown — and asking again would only race it. A debounce still waiting searches by itself
  /// once it elapses. A next page in flight is replaced by the refresh, as a pull would.
  private static func catchUp(in state: inout ArticlesState) -> [ArticlesEffect] {
    guard state.list.hasAppeared else { return [] }
    if state.search.isActive {
      guard !state.search.isSearching, !state.search.isDebouncing else { return [] }
      return startSearch(state.search.text, in: &state)
    }
    switch state.list.load {
    case .firstLoad, .refresh:
      return []
    case .nextPage, nil:
      return startLoad(state.list.articles.isEmpty ? .firstLoad : .refresh, in: &state)
    }
  }
}
