public import ArticleDomain
public import ComposableRuntime

/// The Articles feature's dependencies, reached by key like TCA's `@Dependency(\.apiClient)`.
///
/// Rule: the feature never builds a service. Reducers read `@Dependency(\.articleRepository)`
/// and friends; the composition root fills them from its ``ArticleEnvironment`` with
/// ``DependencyValues/use(_:)``, and a test fills them from a scripted world the same way.
///
/// Each key has the values TCA's `DependencyKey` has: the live value (no service is configured
/// until the composition root provides one; the device's ports discard or forget), the test
/// value (the live one: a test that reads a dependency it did not override fails, whatever the
/// value then does, as TCA's unimplemented test values do), and, for the services, the preview
/// value (canned articles, answered at once, for a demo or a screenshot: `$0.context =
/// .preview` in `withDependencies`).
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

  /// Where screen views, favorites and searches are recorded.
  public var analytics: any Analytics {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }

  /// Where the pages are saved for the next launch.
  public var pageStore: any PageStore {
    get { self[PageStoreKey.self] }
    set { self[PageStoreKey.self] = newValue }
  }

  /// Where the star changes the server has not answered are kept between launches.
  public var outboxStore: any OutboxStore {
    get { self[OutboxStoreKey.self] }
    set { self[OutboxStoreKey.self] = newValue }
  }

  /// Where the app writes its debug log.
  public var debugLog: any DebugLog {
    get { self[DebugLogKey.self] }
    set { self[DebugLogKey.self] = newValue }
  }

  /// Takes every port of `environment`, its clock included: what a composition root (or a
  /// test built on a scripted world) does once per store.
  public mutating func use(_ environment: ArticleEnvironment) {
    articleRepository = environment.repository
    session = environment.session
    articleCache = environment.cache
    connectivity = environment.connectivity
    continuousClock = environment.clock
    analytics = environment.analytics
    pageStore = environment.restoration
    outboxStore = environment.outbox
    debugLog = environment.debugLog
  }
}

enum ArticleRepositoryKey: DependencyKey {
  static var liveValue: any ArticleRepository { UnconfiguredServices() }
  static var previewValue: any ArticleRepository { PreviewServices() }
}

enum SessionKey: DependencyKey {
  static var liveValue: any SessionService { UnconfiguredServices() }
  static var previewValue: any SessionService { PreviewServices() }
}

enum ArticleCacheKey: DependencyKey {
  static var liveValue: any ArticleCache { UnconfiguredServices() }
  static var previewValue: any ArticleCache { PreviewServices() }
}

enum AnalyticsKey: DependencyKey {
  static var liveValue: any Analytics { DiscardingAnalytics() }
}

enum PageStoreKey: DependencyKey {
  static var liveValue: any PageStore { ForgettingPageStore() }
}

enum OutboxStoreKey: DependencyKey {
  static var liveValue: any OutboxStore { ForgettingOutboxStore() }
}

enum DebugLogKey: DependencyKey {
  static var liveValue: any DebugLog { DiscardingDebugLog() }
}

enum ConnectivityKey: DependencyKey {
  static var liveValue: any Connectivity { UnconfiguredServices() }
  static var previewValue: any Connectivity { PreviewServices() }
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
  func logouts() -> AsyncStream<Void> { AsyncStream { $0.finish() } }
  func loadArticles() -> [Article]? { nil }
  func save(_ articles: [Article]) {}
  func clear() {}
  var isOnline: Bool { true }
  func changes() -> AsyncStream<Bool> { AsyncStream { $0.finish() } }
}

/// The preview value of every port: a logged-in user, online, with three canned articles that
/// answer at once.
struct PreviewServices: ArticleRepository, SessionService, ArticleCache, Connectivity {
  private static let articles = (1...3).map { number in
    Article(id: Article.ID("p\(number)"), title: "Preview article \(number)")
  }

  func page(after cursor: PageCursor?) async throws -> Page {
    Page(articles: cursor == nil ? Self.articles : [])
  }
  func search(_ query: String) async throws -> Page {
    Page(articles: Self.articles.filter { $0.title.contains(query) })
  }
  func detail(of id: Article.ID) async throws -> ArticleDetail {
    ArticleDetail(id: id, title: "Preview article", body: "A canned article for previews.")
  }
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) async throws {}
  var isLoggedIn: Bool { true }
  func logIn() async throws {}
  func logouts() -> AsyncStream<Void> { AsyncStream { $0.finish() } }
  func loadArticles() -> [Article]? { Self.articles }
  func save(_ articles: [Article]) {}
  func clear() {}
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
