import ArticleDomain
import Observation

/// The detail screen's view model: one article's content, its load and its failure.
///
/// Rule: the view model owns its task and knows when its page is really gone. The page tells
/// it ``onAppear()`` and ``onDisappear()``; neither cancels anything, because a back swipe that
/// is cancelled makes the page disappear and appear again with its request still wanted.
/// Only ``close()`` cancels — called by whoever navigates (the app view model, or the articles
/// coordinator) when the route of this page ends: the back button, a completed back swipe, a
/// link that replaces the page. When the screen itself goes (the feature is left), its
/// `deinit` cancels what still runs.
///
/// Rule: the screen does its own work and does not navigate. Its star is written here, through
/// the shared favorites (``setFavorite(_:)``); only a star that needs a login is told to
/// ``onLoginRequired``, and whoever navigates shows the login and hands the intent back.
///
/// Rule: a stale answer never shows. Each load takes a new generation; its answer is applied
/// only if its generation is current and its task was not cancelled. A late answer for
/// another article cannot reach this page at all: every detail page has its own view model.
@Observable
@MainActor
final class ArticleDetailViewModel {
  /// The article this page shows; fixed for the page's life.
  let id: Article.ID
  /// The loaded content, with the star as the server sent it.
  private(set) var detail: ArticleDetail?
  private(set) var isLoading = false
  /// Why the last load failed; `nil` after a success or while loading.
  private(set) var failure: ArticleError?
  /// Whether the page is on screen: it shows the feature's notices only then.
  private(set) var isOnScreen = false

  /// Told when the star needs a logged-in user: whoever navigates shows the login, keeps the
  /// intent, and once the user has logged in hands it back (``setFavorite(_:)``).
  @ObservationIgnored var onLoginRequired: (LoginIntent) -> Void = { _ in }

  @ObservationIgnored private var loadTask: Task<Void, Never>?
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var hasAppeared = false
  @ObservationIgnored private var isClosed = false

  private let environment: ArticleEnvironment
  let favorites: FavoritesStore
  let network: NetworkStatus
  let notices: PageNotices

  init(id: Article.ID, environment: ArticleEnvironment, shared: SharedModels) {
    self.id = id
    self.environment = environment
    favorites = shared.favorites
    network = shared.network
    notices = shared.notices
  }

  /// The screen has gone: its request is cancelled.
  deinit {
    loadTask?.cancel()
  }

  // MARK: Intents

  /// The page appeared: the first appearance loads the article.
  func onAppear() {
    // A cancelled back swipe appears the page again without its having gone: not a view.
    if !isOnScreen { environment.analytics.record(.screenView(.detail(id))) }
    isOnScreen = true
    guard !hasAppeared else { return }
    hasAppeared = true
    environment.trace.record(.action, "detail \(id) appeared")
    load()
  }

  /// The page disappeared — maybe for good, maybe only during a back swipe. Its request stays.
  func onDisappear() {
    guard isOnScreen else { return }
    isOnScreen = false
    notices.dismissAll()
  }

  /// Retry: clears the error at once and asks for the same article again.
  func retry() {
    environment.trace.record(.action, "detail \(id) retry tapped")
    failure = nil
    load()
  }

  /// The user tapped the star of the detail.
  func toggleFavorite() {
    environment.trace.record(.action, "detail star of \(id) tapped")
    // The tap asks for the other value than the star shows: the store's, else the server's.
    setFavorite(!favorites.isFavorite(id, default: detail?.isFavorite ?? false))
  }

  /// Sets the star of the article to `isFavorite`, as a tap asked — or, once the user has
  /// logged in, as the tap that the login stopped asked. Logged out, nothing changes and the
  /// login is asked for.
  func setFavorite(_ isFavorite: Bool) {
    guard environment.session.isLoggedIn else {
      return onLoginRequired(.favorite(id, isFavorite: isFavorite))
    }
    // The user changed a star: the last failure is no longer news on this scene's pages.
    notices.dismissFavoriteFailure()
    favorites.setFavorite(isFavorite, of: id)
  }

  /// The page is really gone: its request is cancelled and a late answer is dropped.
  func close() {
    isClosed = true
    // A page closed while on screen (a link replaced it) takes its notices with it.
    onDisappear()
    guard let loadTask else { return }
    loadTask.cancel()
    self.loadTask = nil
    environment.trace.record(.effectCancelled, "detail \(id) [\(generation)]")
  }

  // MARK: Loading

  private func load() {
    guard !isClosed else { return }
    loadTask?.cancel()
    generation += 1
    let generation = generation
    isLoading = true
    environment.trace.record(.effectStarted, "detail \(id) [\(generation)]")
    environment.debugLog.write("detail \(id) loading")
    loadTask = Task {
      [weak self, id, repository = environment.repository, clock = environment.clock] in
      let result: Result<ArticleDetail, any Error>
      do {
        result = .success(
          try await withTimeout(RequestPolicy.timeout, on: clock) {
            try await repository.detail(of: id)
          })
      } catch {
        result = .failure(error)
      }
      self?.finishLoad(generation: generation, with: result)
    }
  }

  private func finishLoad(generation: Int, with result: Result<ArticleDetail, any Error>) {
    guard generation == self.generation, !Task.isCancelled, !isClosed else {
      environment.trace.record(.action, "detail \(id) [\(generation)] answered late: dropped")
      return
    }
    loadTask = nil
    // The load is over whatever it brought: no answer may leave the spinner turning.
    isLoading = false
    switch result {
    case .success(let detail):
      favorites.record(detail.isFavorite, of: detail.id)
      self.detail = detail
      failure = nil
    case .failure(let error):
      guard !(error is CancellationError) else { return }
      failure = (error as? ArticleError) ?? .server(message: error.userMessage)
    }
  }
}
