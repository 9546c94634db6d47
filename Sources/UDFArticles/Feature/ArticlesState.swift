public import ArticleDomain

/// The whole state of the Articles feature, held by one store.
///
/// Rule: one store per feature, one state per store. The list, the search and the navigation
/// route all live here, so one recorded value is the whole screen — which is what makes time
/// travel a single assignment.
///
/// Navigation is state too: ``detail`` is the route. The app reconciles its navigation
/// controller to ``path``; it never pushes a page on its own.
public struct ArticlesState: Hashable, Sendable {
  public var list = ListState()
  public var search = SearchState()
  /// The detail page on top of the list, or `nil` when the list is on top.
  public var detail: DetailState?
  /// The last revision handed to a request. Every request takes the next one, so no two
  /// requests of the feature ever share a revision.
  public var lastRevision = 0

  public init() {}

  /// The pages on screen, bottom to top, derived from the route state.
  public var path: [Route] {
    guard let detail else { return [.list] }
    return [.list, .detail(detail.id)]
  }

  /// Takes the next revision for a request that is about to start.
  mutating func nextRevision() -> Int {
    lastRevision += 1
    return lastRevision
  }
}
