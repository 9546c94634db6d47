import ArticleDomain

/// The detail module's interactor: loads one article's detail, retries it, and toggles its
/// star through the shared favorites store.
///
/// Rule: the interactor owns its request, its cancellation and its stale-result guard. The
/// request runs in a task kept here; ``stop()`` cancels it when the page is gone, and an answer
/// whose ticket is not the newest — a late answer after going back, a replaced request — is
/// dropped.
@MainActor
final class DetailInteractor: DetailInteractorInput {
  weak var output: (any DetailInteractorOutput)?

  let articleID: Article.ID
  private let environment: ArticleEnvironment
  private let favorites: FavoritesStore
  private let status: AppStatus

  /// The loaded detail: the module's entity.
  private var detail: ArticleDetail?
  private var load: (ticket: RequestTicket, task: Task<Void, Never>)?
  private var hasFailed = false
  private var lastTicket = RequestTicket.none
  private var isStopped = false

  init(
    articleID: Article.ID, environment: ArticleEnvironment, favorites: FavoritesStore,
    status: AppStatus
  ) {
    self.articleID = articleID
    self.environment = environment
    self.favorites = favorites
    self.status = status
    favorites.addObserver(self) { interactor, event in interactor.favoritesDidChange(event) }
    status.addObserver(self) { interactor, _ in interactor.statusDidChange() }
  }

  isolated deinit {
    cancelLoad()
  }

  // MARK: DetailInteractorInput

  func loadDetail() {
    guard !isStopped, load == nil, detail == nil else { return }
    output?.noticeDidChange(status.notice)
    startLoad()
  }

  func retry() {
    guard !isStopped, load == nil, hasFailed else { return }
    startLoad()
  }

  func toggleFavorite() {
    guard !isStopped, let detail else { return }
    let isFavorite = !favorites.isFavorite(articleID, default: detail.isFavorite)
    guard environment.session.isLoggedIn else {
      output?.favoriteRequiresLogin(.favorite(articleID, isFavorite: isFavorite))
      return
    }
    favorites.setFavorite(isFavorite, of: articleID)
  }

  func stop() {
    isStopped = true
    cancelLoad()
  }

  // MARK: The request

  private func startLoad() {
    lastTicket = lastTicket.next
    let ticket = lastTicket
    let (id, repository, clock) = (articleID, environment.repository, environment.clock)
    hasFailed = false
    environment.trace.record(.effectStarted, "load detail of \(id) \(ticket)")
    environment.debugLog.write("detail \(id) loading")
    let task = Task { [weak self] in
      let answer = await outcome(within: RequestPolicy.timeout, on: clock) {
        try await repository.detail(of: id)
      }
      self?.load(ticket, didFinishWith: answer)
    }
    load = (ticket, task)
    output?.didStartLoading()
  }

  private func load(
    _ ticket: RequestTicket, didFinishWith answer: Result<ArticleDetail, ArticleError>?
  ) {
    guard let answer else { return }
    // Rule: the stale-result guard. After going back there is no newest request, so a late
    // answer finds nothing to fill.
    guard ticket == load?.ticket else {
      environment.trace.record(.action, "stale detail answer \(ticket) dropped")
      return
    }
    load = nil
    switch answer {
    case .success(let detail):
      // The detail's star joins the one source of truth, so the row beneath shows it too; a
      // favorite still on its way keeps the user's choice.
      favorites.absorb(detail.isFavorite, of: detail.id)
      self.detail = detail
      output?.didLoad(detail, star: favorites.star(of: articleID, serverValue: detail.isFavorite))
    case .failure(let error):
      hasFailed = true
      output?.didFail(error)
    }
  }

  private func cancelLoad() {
    guard let load else { return }
    environment.trace.record(.effectCancelled, "load detail of \(articleID) \(load.ticket)")
    load.task.cancel()
    self.load = nil
  }

  // MARK: Shared objects

  private func favoritesDidChange(_ event: FavoritesStore.Event) {
    guard !isStopped else { return }
    switch event {
    case .changed(let id):
      guard id == articleID, let detail else { return }
      output?.starDidChange(favorites.star(of: id, serverValue: detail.isFavorite))
    case .failed(_, let message):
      output?.favoriteDidFail(message: message)
    }
  }

  private func statusDidChange() {
    guard !isStopped else { return }
    output?.noticeDidChange(status.notice)
  }
}
