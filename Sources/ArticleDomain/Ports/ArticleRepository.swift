/// The server's article API, as every pattern calls it.
///
/// Calls are `async` and cancellable: a pattern that cancels the task awaiting a call expects
/// it to end with `CancellationError` (a real network stack behaves this way), though a server
/// may still answer late — stale-result guards exist for that case.
public protocol ArticleRepository: Sendable {
  /// Loads one page of the list: the first when `cursor` is `nil`.
  func page(after cursor: PageCursor?) async throws -> Page
  /// Searches the articles whose title matches `query`.
  func search(_ query: String) async throws -> Page
  /// Loads the full content of one article.
  func detail(of id: Article.ID) async throws -> ArticleDetail
  /// Marks or unmarks one article as a favorite on the server.
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) async throws
}
