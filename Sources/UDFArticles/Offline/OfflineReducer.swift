/// The offline rules: the cache stands in for the server, favorites wait, and coming back
/// online sends what waited and refreshes the list.
extension ArticlesFeature {
  /// Applies one offline action.
  static func reduce(_ state: inout ArticlesState, _ action: OfflineAction) -> [ArticlesEffect] {
    switch action {
    case .connectivityChanged(let isOnline):
      guard isOnline != state.offline.isOnline else { return [] }
      state.offline.isOnline = isOnline
      guard isOnline else {
        // Rows already shown stay; with none, the articles saved last time stand in.
        let hasNothingToShow = state.list.articles.isEmpty && !state.list.hasLoaded
        return hasNothingToShow ? [.loadCachedArticles] : []
      }
      // Back online: the favorites made offline go first, in the order made, so that the
      // refreshed rows already include them.
      var effects = sendPendingFavorites(in: &state)
      if state.list.hasAppeared {
        effects += startLoad(state.list.articles.isEmpty ? .firstLoad : .refresh, in: &state)
      }
      return effects

    case .cacheLoaded(let articles):
      // The server's rows, once answered, are newer than anything saved.
      guard !state.list.hasLoaded, state.list.articles.isEmpty else { return [] }
      state.list.articles = articles
      return []
    }
  }
}
