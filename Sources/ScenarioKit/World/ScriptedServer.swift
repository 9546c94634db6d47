public import ArticleDomain
import Synchronization

/// The articles that exist on the scripted server, used for default answers.
///
/// "Given the server has articles a1, a2" fills it. A request answered without explicit
/// articles ("request #1 succeeds") gets its answer from here: pages of
/// ``SearchPolicy/pageSize``, searches by title, details by id, favorites recorded.
public final class ScriptedServer: Sendable {
  private let articles = Mutex<[Article]>([])

  public init() {}

  public var catalog: [Article] { articles.withLock { $0 } }

  /// Replaces what the server has.
  public func setArticles(_ newArticles: [Article]) {
    articles.withLock { $0 = newArticles }
  }

  public func article(_ id: Article.ID) -> Article? {
    articles.withLock { $0.first { $0.id == id } }
  }

  /// The page a list request for `number` returns (1 is the first page).
  func page(_ number: Int) -> Page {
    let all = catalog
    let size = SearchPolicy.pageSize
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
    articles.withLock { articles in
      if let index = articles.firstIndex(where: { $0.id == id }) {
        articles[index].isFavorite = isFavorite
      }
    }
  }

  /// The title an article gets when a scenario names only its id.
  public static func defaultTitle(of id: Article.ID) -> String { "Article \(id)" }
}
