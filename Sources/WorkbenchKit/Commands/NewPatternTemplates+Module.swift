/// The pattern module `workbench new-pattern` writes: the author's guide's worked example, whose
/// code blocks the guide shows verbatim (`GuideExampleTests` holds them together).
///
/// It is the first behaviour of the contract, whole — the first load with its spinner, its
/// message, its error and Retry, each article once, the request's 10 s — and the refresh that
/// replaces it, on the list page the contract lays out. Everything else (search, the detail,
/// favorites, links, login, offline, …) is left for the team, each failing scenario naming
/// what it expected.
extension NewPatternTemplates {
  var app: String {
    """
    public import ArticleDomain
    public import HeadlessUI

    /// The composition root the workbench builds for every scenario: it wires \(name)'s objects
    /// on the scripted environment, shows the list on launch, opens links, and stops every
    /// piece of work on teardown.
    @MainActor
    public final class \(name)ArticlesApp: HeadlessApp {
      public let window = Window()
      private let page = ListPage(title: "Articles")
      private let presenter: ListPresenter

      public init(environment: ArticleEnvironment) {
        presenter = ListPresenter(environment: environment)
        page.presenter = presenter
        presenter.display = page
        // The harness checks after teardown that what it tracks is gone.
        environment.lifetimes.track(presenter, as: "ListPresenter")
        environment.lifetimes.track(page, as: "ListPage")
      }

      public func launch() {
        window.rootViewController = NavigationController(rootViewController: page)
        window.makeKeyAndVisible()
      }

      /// Links such as `app://articles/a2` (`DeepLink(parsing:)` reads them). Not written yet:
      /// the deep-link scenarios say what a link must show.
      public func open(_ link: String) {}

      public func tearDown() {
        // Only the page on top hears about teardown: stop the work here too.
        presenter.left()
        window.tearDown()
      }
    }

    """
  }

  var page: String {
    """
    import ArticleDomain
    import HeadlessUI

    /// The passive list page: the contract's views, top to bottom, showing what the presenter
    /// tells it; the user's gestures go to the presenter.
    @MainActor
    final class ListPage: ViewController, ListPresenter.Display {
      let banner = BannerView()
      let searchField = SearchField()
      let error = ErrorView()
      let spinner = SpinnerView()
      let message = MessageView()
      let list = ListView()
      var presenter: ListPresenter?

      override func viewDidLoad() {
        for view in [banner, searchField, error, spinner, message, list] as [View] {
          view.isHidden = true
          self.view.addSubview(view)
        }
        // The field and the list are always there; the banner (offline) and the search are
        // not written yet, so typing does nothing.
        searchField.isHidden = false
        list.isHidden = false
        list.onPullToRefresh = { [weak self] in self?.presenter?.refresh() }
      }

      override func viewDidAppear() { presenter?.appeared() }

      override func viewDidDisappear() {
        // Really gone, not covered by a pushed page or halfway through a back swipe.
        if isMovingFromParent { presenter?.left() }
      }

      func show(_ content: ListPresenter.Content) {
        list.rows = content.articles.map { ListView.Row($0) }
        list.isRefreshing = content.isRefreshing
        spinner.isHidden = !content.isLoading
        message.text = content.message ?? ""
        message.isHidden = content.message == nil
        error.message = content.error ?? ""
        error.isHidden = content.error == nil
        // A nil handler is no Retry button: every failure of a load can be retried.
        error.onRetry = content.error == nil ? nil : { [weak self] in self?.presenter?.retry() }
      }
    }

    """
  }

  var presenter: String {
    """
    import ArticleDomain

    /// The list's presenter: it owns what the list shows and its one load in flight.
    @MainActor
    final class ListPresenter {
      @MainActor protocol Display: AnyObject {
        func show(_ content: Content)
      }

      /// Everything the page shows, decided here.
      struct Content: Equatable {
        var articles: [Article] = []
        /// The spinner: a first load with no rows yet.
        var isLoading = false
        var isRefreshing = false
        var message: String?
        var error: String?
      }

      weak var display: (any Display)?
      private let environment: ArticleEnvironment
      private var articles = ArticleList()
      private var content = Content()
      private var load: Task<Void, Never>?
      private var generation = 0
      private var hasAppeared = false

      init(environment: ArticleEnvironment) { self.environment = environment }

      /// The first load starts when the list first appears, not when it is built.
      func appeared() {
        guard !hasAppeared else { return }
        hasAppeared = true
        start(refreshing: false)
      }

      func refresh() {
        // Pulling again while a refresh is in flight does nothing.
        guard !content.isRefreshing else { return }
        environment.trace.record(.action, "refresh")
        start(refreshing: true)
      }

      /// Retry asks again: the first page with the spinner, or a refresh over the rows.
      func retry() { start(refreshing: !articles.isEmpty) }

      func left() { load?.cancel() }

      private func start(refreshing: Bool) {
        load?.cancel()
        generation += 1
        let mine = generation
        content.error = nil
        content.message = nil
        content.isRefreshing = refreshing
        content.isLoading = !refreshing && articles.isEmpty
        display?.show(content)
        let environment = environment
        load = Task { [weak self] in
          // `nil` when cancelled; `ArticleError.timedOut` after 10 s on the environment's clock.
          let answer = await outcome(within: RequestPolicy.timeout, on: environment.clock) {
            try await environment.repository.page(after: nil)
          }
          // A replaced request's answer is dropped, even when the server answers it anyway.
          guard let self, mine == self.generation, let answer else { return }
          self.finish(answer)
        }
      }

      private func finish(_ answer: Result<Page, ArticleError>) {
        load = nil
        content.isLoading = false
        content.isRefreshing = false
        switch answer {
        case .success(let page):
          // Each article once, where it first appeared.
          articles.replace(with: page.articles)
          content.articles = articles.elements
          content.message = articles.isEmpty ? "No articles yet" : nil
        case .failure(let error):
          // A failed refresh keeps its rows.
          content.error = error.userMessage
        }
        display?.show(content)
      }
    }

    """
  }
}
