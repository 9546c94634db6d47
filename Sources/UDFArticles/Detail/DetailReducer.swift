import ArticleDomain

/// The detail's rules: load when the page appears, retry, and going back.
extension ArticlesFeature {
  /// Applies one detail action. The revision guard has already dropped stale answers,
  /// including every answer that arrives after the page was closed.
  static func reduce(_ state: inout ArticlesState, _ action: DetailAction) -> [ArticlesEffect] {
    switch action {
    case .appeared(let id):
      // Only the first appearance requests: a cancelled back swipe makes the page appear
      // again, and its request is still running.
      guard let detail = state.detail, detail.id == id, !detail.hasAppeared else { return [] }
      state.detail?.hasAppeared = true
      return startDetailLoad(in: &state)

    case .retryTapped:
      guard let detail = state.detail, detail.failure != nil, !detail.isLoading else { return [] }
      return startDetailLoad(in: &state)

    case .closed:
      // Going back pops the route. The request is cancelled, and any answer still on its way
      // finds no detail to fill.
      guard let detail = state.detail else { return [] }
      state.detail = nil
      state.pagesChanged()
      return detail.isLoading ? [.cancel(.detail)] : []

    case .answered(let result, _):
      state.detail?.isLoading = false
      switch result {
      case .success(let detail):
        // The detail's star joins the one source of truth, so the row beneath shows it too.
        state.favorites.absorb(detail.isFavorite, of: detail.id)
        state.detail?.detail = detail
        state.detail?.failure = nil
      case .failure(let error):
        state.detail?.failure = error
      }
      return []
    }
  }

  /// Requests the detail of the article on screen, with a new revision.
  private static func startDetailLoad(in state: inout ArticlesState) -> [ArticlesEffect] {
    guard let id = state.detail?.id else { return [] }
    let revision = state.nextRevision()
    state.detail?.isLoading = true
    state.detail?.failure = nil
    state.detail?.revision = revision
    return [.loadDetail(of: id, revision: revision)]
  }
}
