import ArticleDomain
import HeadlessUI
import Observation

/// The detail page's view model: loads one article when its page first appears.
///
/// Rule (Coordinator): the screen knows nothing about navigation. Its star is reported through
/// ``onToggleFavorite``; going back is the navigation controller's, and the coordinator tells
/// the view model when its page is really gone (``close()``).
///
/// Rule (MVVM): the view model owns its request and cancels it only when the page is really
/// gone — a completed back swipe, the back button, a link that replaced the page — never when
/// the page merely starts to disappear: a cancelled back swipe leaves the request running.
@Observable
@MainActor
final class ArticleDetailViewModel {
  /// The article this page shows; fixed for the page's life.
  let id: Article.ID
  /// The loaded content; `nil` until it arrives.
  private(set) var detail: ArticleDetail?
  private(set) var isLoading = false
  /// The last failure, until Retry.
  private(set) var failure: ArticleError?
  /// Whether the page is the one the user looks at (it shows the notices only then).
  private(set) var isOnScreen = false

  /// The user tapped the star: the coordinator runs the login gate first.
  @ObservationIgnored var onToggleFavorite: ((Article.ID) -> Void)?

  @ObservationIgnored let favorites: FavoritesModel
  @ObservationIgnored let network: NetworkStatus
  @ObservationIgnored let notices: PageNotices
  @ObservationIgnored private let environment: ArticleEnvironment
  @ObservationIgnored private var hasAppeared = false
  @ObservationIgnored private var isClosed = false
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  /// Rule: stale-result guard; only the answer to the latest request may fill the page.
  @ObservationIgnored private var generation = 0

  init(
    id: Article.ID, environment: ArticleEnvironment, favorites: FavoritesModel,
    network: NetworkStatus, notices: PageNotices
  ) {
    self.id = id
    self.environment = environment
    self.favorites = favorites
    self.network = network
    self.notices = notices
  }

  // MARK: The page's lifecycle

  /// The page appeared. Only the first appearance loads: a cancelled back swipe makes the page
  /// appear again while its request is still running.
  func pageDidAppear() {
    isOnScreen = true
    guard !hasAppeared, !isClosed else { return }
    hasAppeared = true
    load()
  }

  func pageDidDisappear() {
    isOnScreen = false
  }

  /// The page is really gone: its request is cancelled and a late answer is dropped. Nothing
  /// observable changes, so a page that is gone never renders again.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    generation += 1
    if let loadTask {
      environment.trace.record(.effectCancelled, "detail of \(id)")
      loadTask.cancel()
    }
    loadTask = nil
  }

  // MARK: The user's actions

  func toggleFavorite() {
    environment.trace.record(.action, "detail: star tapped \(id)")
    onToggleFavorite?(id)
  }

  /// Retry clears the error at once and asks for the same article again.
  func retry() {
    environment.trace.record(.action, "detail: retry tapped")
    guard failure != nil, !isLoading, !isClosed else { return }
    load()
  }

  // MARK: Loading

  private func load() {
    generation += 1
    let current = generation
    isLoading = true
    failure = nil
    environment.trace.record(.effectStarted, "load detail of \(id)")
    let (repository, id) = (environment.repository, id)
    loadTask = Task { [weak self] in
      let result: Result<ArticleDetail, any Error>
      do {
        result = .success(try await repository.detail(of: id))
      } catch is CancellationError {
        return
      } catch {
        result = .failure(error)
      }
      self?.finish(with: result, generation: current)
    }
  }

  private func finish(with result: Result<ArticleDetail, any Error>, generation: Int) {
    guard generation == self.generation else { return }
    loadTask = nil
    isLoading = false
    switch result {
    case .success(let detail):
      // The detail's star joins the one source of truth, so the row beneath shows it too —
      // unless the user's own change is still on its way to the server.
      favorites.record(detail.isFavorite, of: detail.id)
      self.detail = detail
    case .failure(let error):
      failure = (error as? ArticleError) ?? .server(message: error.userMessage)
    }
  }
}

// MARK: What the page shows

extension ArticleDetailViewModel {
  /// The banner's text, or `nil` for none; a rejected link shows over the offline notice.
  var banner: String? {
    if isOnScreen, let rejection = notices.linkRejection { return rejection }
    return network.isOnline ? nil : "You are offline"
  }

  /// The loaded content, its star read from the shared favorites model.
  var content: DetailView.Content? {
    detail.map { loaded in
      DetailView.Content(
        id: loaded.id, title: loaded.title, body: loaded.body,
        isFavorite: favorites.isFavorite(loaded.id, default: loaded.isFavorite),
        isPendingSync: favorites.isPendingSync(loaded.id))
    }
  }

  /// The error and whether it offers Retry: a failed detail does, a failed favorite does not.
  /// A missing article is not an error: it is a message.
  var error: (message: String, canRetry: Bool)? {
    // The page's own failure, with its Retry, comes first.
    if let failure, !failure.isNotFound { return (failure.message, true) }
    if isOnScreen, let favoriteFailure = notices.favoriteFailure {
      return (favoriteFailure, false)
    }
    return nil
  }

  var message: String? {
    guard let failure, failure.isNotFound else { return nil }
    return failure.message
  }
}

extension ArticleError {
  fileprivate var isNotFound: Bool {
    if case .notFound = self { true } else { false }
  }
}
