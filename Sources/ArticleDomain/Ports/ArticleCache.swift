/// Articles kept on the device, shown while offline.
public protocol ArticleCache: Sendable {
  /// The articles saved last time, or `nil` when nothing was saved.
  func loadArticles() -> [Article]?
  /// Saves the articles currently shown, replacing what was saved before.
  func save(_ articles: [Article])
  /// Forgets what was saved: the saved rows carry an account's stars, so they go with it.
  func clear()
}
