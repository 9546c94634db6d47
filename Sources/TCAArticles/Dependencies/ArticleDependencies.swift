public import ArticleDomain
public import ComposableRuntime

/// The Articles feature's dependencies, reached by key like TCA's `@Dependency(\.apiClient)`.
///
/// Rule: the feature never builds a service. Reducers read `@Dependency(\.articleRepository)`
/// and friends; the composition root fills them from its ``ArticleEnvironment`` with
/// ``DependencyValues/use(_:)``, and a test fills them from a scripted world the same way.
extension DependencyValues {
  /// The server's article API.
  public var articleRepository: any ArticleRepository {
    get { self[ArticleRepositoryKey.self] }
    set { self[ArticleRepositoryKey.self] = newValue }
  }

  /// Who is logged in.
  public var session: any SessionService {
    get { self[SessionKey.self] }
    set { self[SessionKey.self] = newValue }
  }

  /// The articles saved on the device for offline use.
  public var articleCache: any ArticleCache {
    get { self[ArticleCacheKey.self] }
    set { self[ArticleCacheKey.self] = newValue }
  }

  /// Whether the device is online, and its changes.
  public var connectivity: any Connectivity {
    get { self[ConnectivityKey.self] }
    set { self[ConnectivityKey.self] = newValue }
  }

  /// Takes every port of `environment`, its clock included: what a composition root (or a
  /// test built on a scripted world) does once per store.
  public mutating func use(_ environment: ArticleEnvironment) {
    articleRepository = environment.repository
    session = environment.session
    articleCache = environment.cache
    connectivity = environment.connectivity
    clock = environment.clock
  }
}

enum ArticleRepositoryKey: DependencyKey {
  static var liveValue: any ArticleRepository { UnconfiguredServices() }
}

enum SessionKey: DependencyKey {
  static var liveValue: any SessionService { UnconfiguredServices() }
}

enum ArticleCacheKey: DependencyKey {
  static var liveValue: any ArticleCache { UnconfiguredServices() }
}

enum ConnectivityKey: DependencyKey {
  static var liveValue: any Connectivity { UnconfiguredServices() }
}

/// The live value of every port until a composition root provides the real one: it answers
/// every request with an error that says so, instead of crashing.
struct UnconfiguredServices: ArticleRepository, SessionService, ArticleCache, Connectivity {
  private static let error = ArticleError.server(message: "No article service is configured.")

  func page(after cursor: PageCursor?) async throws -> Page { throw Self.error }
  func search(_ query: String) async throws -> Page { throw Self.error }
  func detail(of id: Article.ID) async throws -> ArticleDetail { throw Self.error }
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) async throws { throw Self.error }
  var isLoggedIn: Bool { false }
  func logIn() async throws { throw Self.error }
  func loadArticles() -> [Article]? { nil }
  func save(_ articles: [Article]) {}
  var isOnline: Bool { true }
  func changes() -> AsyncStream<Bool> { AsyncStream { $0.finish() } }
}

/// The answer of one request as an action payload: the value, or the error the screen shows.
///
/// A `CancellationError` is rethrown, ending the effect without an answer: a cancelled request
/// has nothing to say.
func answer<Value>(_ request: () async throws -> Value) async throws -> Result<Value, ArticleError>
{
  do {
    return .success(try await request())
  } catch is CancellationError {
    throw CancellationError()
  } catch let error as ArticleError {
    return .failure(error)
  } catch {
    return .failure(.server(message: error.userMessage))
  }
}
