import ArticleDomain
import Observation

/// The detail page's view model: one article's content, its load and its failure.
///
/// Rule: the load is the page's `.task`. ``load()`` is `async` and awaited by the view's
/// `.task(id: attempt)`, so SwiftUI starts it when the page appears and cancels it when the
/// page leaves the stack — the back button, a completed back swipe, a link that replaces the
/// page — while a back swipe the user cancels leaves it running. Retry asks for another
/// ``attempt``, which the view's task follows.
///
/// Rule: a stale answer never shows. An answer that arrives for a cancelled task (a backend
/// that ignores cancellation) is dropped; every detail page has its own view model, so an
/// answer for another article cannot reach this one.
@Observable
@MainActor
final class ArticleDetailViewModel {
  /// The article this page shows; fixed for the page's life.
  let id: Article.ID
  /// The loaded content, with the star as the server sent it.
  private(set) var detail: ArticleDetail?
  private(set) var isLoading = true
  /// Why the last load failed; `nil` after a success or while loading.
  private(set) var failure: ArticleError?
  /// Whether the page is on screen: it shows the feature's notices only then.
  private(set) var isOnScreen = false
  /// The load the page's task runs: Retry asks for the next.
  private(set) var attempt = 0

  private let environment: ArticleEnvironment
  let favorites: FavoritesStore
  let network: NetworkStatus
  let notices: PageNotices
  /// The star a tap asks for goes here, through the window's login gate.
  private let setFavorite: (Bool, Article.ID) -> Void

  /// The view model of the detail of `id` on `account`, showing its messages in `notices`; a
  /// star tap asks `setFavorite` for the value it wants (the window's login gate).
  init(
    id: Article.ID, account: AccountModel, notices: PageNotices,
    setFavorite: @escaping (_ isFavorite: Bool, _ id: Article.ID) -> Void
  ) {
    self.id = id
    environment = account.environment
    favorites = account.favorites
    network = account.network
    self.notices = notices
    self.setFavorite = setFavorite
  }

  // MARK: Intents

  /// The page came on screen (again, after the page above it went).
  func onAppear() {
    if !isOnScreen { environment.analytics.record(.screenView(.detail(id))) }
    isOnScreen = true
  }

  /// The page left the screen; the notices it showed go with it.
  func onDisappear() {
    guard isOnScreen else { return }
    isOnScreen = false
    notices.dismissAll()
  }

  /// Loads the article, for the page's task; cancelling the task cancels the request and
  /// drops a late answer.
  func load() async {
    isLoading = true
    environment.trace.record(.effectStarted, "detail \(id) [\(attempt)]")
    environment.debugLog.write("detail \(id) loading")
    let result: Result<ArticleDetail, any Error>
    do {
      result = .success(
        try await withTimeout(RequestPolicy.timeout, on: environment.clock) {
          [repository = environment.repository, id] in
          try await ArticleLoader.shared.detail(of: id, from: repository)
        })
    } catch {
      result = .failure(error)
    }
    guard !Task.isCancelled else {
      environment.trace.record(.action, "detail \(id) [\(attempt)] answered late: dropped")
      return
    }
    switch result {
    case .success(let detail):
      favorites.record(detail.isFavorite, of: detail.id)
      self.detail = detail
      failure = nil
    case .failure(let error):
      failure = (error as? ArticleError) ?? .server(message: error.userMessage)
    }
    isLoading = false
  }

  /// Retry: clears the error at once and asks for the same article again.
  func retry() {
    environment.trace.record(.action, "detail \(id) retry tapped")
    failure = nil
    isLoading = true
    attempt += 1
  }

  /// The user tapped the star of the detail.
  func toggleFavorite() {
    environment.trace.record(.action, "detail star of \(id) tapped")
    // The tap asks for the other value than the star shows: the store's, else the server's.
    setFavorite(!favorites.isFavorite(id, default: detail?.isFavorite ?? false), id)
  }
}

// Teaching variant: one loader for the whole app, so that pages asking for the same article
// share its request. The request is the singleton's, not the page's: cancelling the page's task
// cancels nothing, and a page after a relaunch, a logout or a timeout waits for the earlier
// run's request instead of asking. The correct file asks the repository the app handed down.
@MainActor
final class ArticleLoader {
  static let shared = ArticleLoader()
  private var inFlight: [Article.ID: Task<ArticleDetail, any Error>] = [:]

  func detail(of id: Article.ID, from repository: any ArticleRepository) async throws
    -> ArticleDetail
  {
    if let request = inFlight[id] { return try await request.value }
    let request = Task { try await repository.detail(of: id) }
    inFlight[id] = request
    defer { inFlight[id] = nil }
    return try await request.value
  }
}
