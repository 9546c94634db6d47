import ArticleDomain

/// The world of the TCA reducer references: logged in and offline; and the device cache of
/// every app the benchmark drives.
///
/// Offline, a star tap changes the state synchronously and queues the change instead of
/// starting a request `Task`. The cache hands the preloaded articles to the first pattern
/// that asks and then forgets them, and keeps nothing it is given, so the pattern's state holds
/// the only reference to its storage — as it would after a network answer.
final class BenchmarkCache: ArticleCache, @unchecked Sendable {
  var pending: [Article]?
  func loadArticles() -> [Article]? {
    defer { pending = nil }
    return pending
  }
  func save(_ articles: [Article]) {}
  func clear() {}
}

struct LoggedInSession: SessionService {
  var isLoggedIn: Bool { true }
  func logIn() async throws {}
  func logouts() -> AsyncStream<Void> { AsyncStream { $0.finish() } }
}

struct Offline: Connectivity {
  var isOnline: Bool { false }
  func changes() -> AsyncStream<Bool> { AsyncStream { $0.finish() } }
}

/// A server that is never reached: offline, no pattern asks it anything.
struct UnreachableRepository: ArticleRepository {
  func page(after cursor: PageCursor?) async throws -> Page { throw ArticleError.offline }
  func search(_ query: String) async throws -> Page { throw ArticleError.offline }
  func detail(of id: Article.ID) async throws -> ArticleDetail { throw ArticleError.offline }
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) async throws {
    throw ArticleError.offline
  }
}

/// An environment whose cache holds `articles` for the first page that loads.
func benchmarkEnvironment(preloading articles: [Article]) -> ArticleEnvironment {
  let cache = BenchmarkCache()
  cache.pending = articles
  return ArticleEnvironment(
    repository: UnreachableRepository(), session: LoggedInSession(), cache: cache,
    connectivity: Offline(), clock: ContinuousClock())
}

/// `count` articles, `a<first>` …, with room for `extraCapacity` more, in storage of their own;
/// the server has starred those `starred` says.
func makeArticles(
  _ count: Int, startingAt first: Int = 0, extraCapacity: Int = 0,
  starred: (Int) -> Bool = { _ in false }
) -> [Article] {
  var articles: [Article] = []
  articles.reserveCapacity(count + extraCapacity)
  for index in first..<(first + count) {
    articles.append(
      Article(id: Article.ID("a\(index)"), title: "Article \(index)", isFavorite: starred(index)))
  }
  return articles
}

/// The page of 20 that an append delivers.
let pageSize = 20

/// A sink the optimiser cannot see through, so that no measured result is optimised away.
@_optimize(none)
func blackHole<T>(_ value: T) {}
