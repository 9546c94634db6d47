import ArticleDomain

/// Told what the list's loads answered; the list controller listens.
@MainActor
protocol ArticlePagerDelegate: AnyObject {
  /// `load` answered `page`; it is the latest load, never a replaced one.
  func pager(_ pager: ArticlePager, didLoad page: Page, for load: ArticlePager.Load)
  /// `load` failed; it is the latest load, never a replaced or cancelled one.
  func pager(_ pager: ArticlePager, didFailToLoad load: ArticlePager.Load, error: any Error)
}

/// Loads the list's pages: the first page, a refresh and the next page, one at a time.
///
/// A child object of ``ArticleListViewController``, split off so that the controller stays
/// about its views: the controller decides *when* to load (the page appeared, the user
/// pulled or scrolled), the pager owns the task and decides *whether* a request starts
/// (no second refresh, no next page while a load is in flight or after the last page).
///
/// Stale guard: every load gets a number; an answer is delivered only when its number is
/// still the latest, so a replaced load's answer (from a server that ignores cancellation)
/// never reaches the delegate.
@MainActor
final class ArticlePager {
  /// One load of the list.
  enum Load: Hashable, Sendable, CustomStringConvertible {
    case firstPage
    case refresh
    case nextPage(PageCursor)

    var description: String {
      switch self {
      case .firstPage: "first page"
      case .refresh: "refresh"
      case .nextPage(let cursor): "page \(cursor)"
      }
    }
  }

  weak var delegate: (any ArticlePagerDelegate)?
  /// The load in flight, if any.
  private(set) var inFlight: Load?
  /// Where the next page starts; `nil` before the first page and after the last.
  private(set) var nextCursor: PageCursor?

  private let environment: ArticleEnvironment
  private var task: Task<Void, Never>?
  /// The number of the latest load; answers of other loads are stale.
  private var latestLoad = 0

  init(environment: ArticleEnvironment) {
    self.environment = environment
  }

  /// Starts a refresh, cancelling a first-page or next-page load in flight.
  ///
  /// - Returns: `false` when a refresh is already in flight: pulling again adds no work.
  @discardableResult
  func refresh() -> Bool {
    guard inFlight != .refresh else { return false }
    start(.refresh)
    return true
  }

  /// Starts loading the next page when there is one and no load is in flight.
  ///
  /// - Returns: whether a request started.
  @discardableResult
  func loadNextPage() -> Bool {
    guard inFlight == nil, let nextCursor else { return false }
    start(.nextPage(nextCursor))
    return true
  }

  /// Starts `load`, replacing any load in flight (its request is cancelled).
  func start(_ load: Load) {
    cancel()
    latestLoad += 1
    let number = latestLoad
    inFlight = load
    environment.trace.record(.effectStarted, "load \(load) #\(number)")
    let (repository, clock) = (environment.repository, environment.clock)
    let cursor: PageCursor? = if case .nextPage(let cursor) = load { cursor } else { nil }
    task = Task { [weak self] in
      do {
        // The pager owns its loads, so it owns their timeout: a silent server fails the load.
        let page = try await withTimeout(RequestPolicy.timeout, on: clock) {
          try await repository.page(after: cursor)
        }
        self?.finish(number, load, with: .success(page))
      } catch {
        self?.finish(number, load, with: .failure(error))
      }
    }
  }

  /// Cancels the load in flight; its answer, if one comes anyway, is dropped.
  func cancel() {
    guard let task, let inFlight else { return }
    task.cancel()
    self.task = nil
    self.inFlight = nil
    latestLoad += 1
    environment.trace.record(.effectCancelled, "load \(inFlight)")
  }

  /// Delivers the answer of the load numbered `number` to the delegate, unless a newer load
  /// replaced it.
  private func finish(_ number: Int, _ load: Load, with result: Result<Page, any Error>) {
    // Stale guard: checked after the await, before anything is written.
    guard number == latestLoad else {
      environment.trace.record(.action, "load \(load) #\(number) answered late, dropped")
      return
    }
    task = nil
    inFlight = nil
    switch result {
    case .success(let page):
      nextCursor = page.next
      delegate?.pager(self, didLoad: page, for: load)
    case .failure(let error):
      delegate?.pager(self, didFailToLoad: load, error: error)
    }
  }
}
