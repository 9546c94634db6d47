import ArticleDomain

/// The deep links' rules: parse, reject visibly, or open the article's detail over the list.
extension ArticlesFeature {
  /// Applies one deep link action.
  static func reduce(_ state: inout ArticlesState, _ action: DeepLinkAction) -> [ArticlesEffect] {
    switch action {
    case .opened(let text):
      let link: DeepLink
      do {
        link = try DeepLink(parsing: text)
      } catch {
        // A bad link changes no page: the page on top says so in its banner.
        state.linkRejection = error
        return []
      }
      switch link {
      case .article(let id):
        // Opening an article needs a login: the gate decides, the intent waits as data.
        return requireLogin(for: .openArticle(id), in: &state)
      }
    }
  }

  /// Shows the detail of `id` with the list beneath it.
  ///
  /// Rule: navigation is route state. The link sets the route to `[.list, .detail(id)]`; the
  /// screens replace the pages to match. A detail already open is replaced, its request
  /// cancelled, and its late answer dropped by the revision guard: the new ``DetailState``
  /// waits for a revision that answer does not carry.
  ///
  /// On a cold start the link comes before the launch: the list is built beneath the detail but
  /// has not appeared, so it asks for nothing until the user goes back to it.
  static func openArticle(_ id: Article.ID, in state: inout ArticlesState) -> [ArticlesEffect] {
    var effects: [ArticlesEffect] = []
    if let detail = state.detail {
      // The article is already on top: nothing to replace.
      if detail.id == id { return [] }
      if detail.isLoading { effects.append(.cancel(.detail)) }
    }
    state.detail = DetailState(id: id)
    state.pagesChanged()
    return effects
  }
}

extension DeepLink.Rejection {
  /// What the banner of the page on top says about a rejected link.
  static let banner = "This link cannot be opened."
}
