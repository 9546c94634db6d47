public import ArticleDomain
import Synchronization

/// The articles that exist on the scripted server, used for default answers.
///
/// "Given the server has articles a1, a2" fills it. A request answered without explicit
/// articles ("request #1 succeeds") gets its answer from here: pages of
/// ``PagingPolicy/pageSize``, searches by title, details by id, favorites recorded.
///
/// An article the server loses ("Given the server no longer has a2") leaves its pages and
/// searches, and its detail and favorite requests are then answered as not found.
public final class ScriptedServer: Sendable {
  private struct State {
    var articles: [Article] = []
    /// Articles the server had and lost, as opposed to ones it never had.
    var lost: Set<Article.ID> = []
  }

  private let state = Mutex(State())

  public init() {}

  public var catalog: [Article] { state.withLock(\.articles) }

  /// Replaces what the server has; an article lost earlier and listed again is back.
  public func setArticles(_ newArticles: [Article]) {
    state.withLock { state in
      state.articles = newArticles
      state.lost.subtract(newArticles.map(\.id))
    }
  }

  /// Removes the article `id`, as when it is deleted on the server while the app runs.
  public func lose(_ id: Article.ID) {
    state.withLock { state in
      let count = state.articles.count
      state.articles.removeAll { $0.id == id }
      if state.articles.count < count { state.lost.insert(id) }
    }
  }

  /// Whether the server had the article `id` and lost it.
  public func hasLost(_ id: Article.ID) -> Bool {
    state.withLock { $0.lost.contains(id) }
  }

  public func article(_ id: Article.ID) -> Article? {
    state.withLock { $0.articles.first { $0.id == id } }
  }

  /// The page a list request for `number` returns (1 is the first page).
  func page(_ number: Int) -> Page {
    let all = catalog
    let size = PagingPolicy.pageSize
    let start = min(max(number - 1, 0) * size, all.count)
    let end = min(start + size, all.count)
    let next = end < all.count ? PageCursor(rawValue: String(number + 1)) : nil
    return Page(articles: Array(all[start..<end]), next: next)
  }

  /// The articles whose title or id contains `query`, ignoring case.
  func search(_ query: String) -> Page {
    let needle = query.lowercased()
    let found = catalog.filter {
      $0.title.lowercased().contains(needle) || $0.id.rawValue.lowercased().contains(needle)
    }
    return Page(articles: found)
  }

  func detail(of id: Article.ID) -> ArticleDetail? {
    article(id).map {
      ArticleDetail(
        id: $0.id, title: $0.title, body: "The story of \($0.title).", isFavorite: $0.isFavorite)
    }
  }

  func setFavorite(_ isFavorite: Bool, of id: Article.ID) {
    state.withLock { state in
      if let index = state.articles.firstIndex(where: { $0.id == id }) {
        state.articles[index].isFavorite = isFavorite
      }
    }
  }

  /// The title an article gets when a scenario names only its id.
  public static func defaultTitle(of id: Article.ID) -> String { "Article \(id)" }
}
