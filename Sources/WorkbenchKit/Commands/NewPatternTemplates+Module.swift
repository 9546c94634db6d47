/// The pattern module `workbench new-pattern` writes: the author's guide's worked example, whose
/// code blocks the guide shows verbatim.
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

    /// The passive list page: it shows what the presenter tells it and forwards the user's
    /// gestures.
    @MainActor
    final class ListPage: ViewController, ListPresenter.Display {
      let list = ListView()
      var presenter: ListPresenter?

      override func viewDidLoad() {
        view.addSubview(list)
        list.onPullToRefresh = { [weak self] in self?.presenter?.refresh() }
      }

      override func viewDidAppear() { presenter?.appeared() }

      override func viewDidDisappear() {
        // Really gone, not covered by a pushed page or halfway through a back swipe.
        if isMovingFromParent { presenter?.left() }
      }

      func show(_ articles: [Article], refreshing: Bool) {
        list.rows = articles.map { ListView.Row($0) }
        list.isRefreshing = refreshing
      }
    }

    """
  }

  var presenter: String {
    """
    import ArticleDomain

    /// The list's presenter: it owns the list's state and its one request in flight.
    @MainActor
    final class ListPresenter {
      @MainActor protocol Display: AnyObject {
        func show(_ articles: [Article], refreshing: Bool)
      }

      weak var display: (any Display)?
      private let environment: ArticleEnvironment
      var articles: [Article] = []
      var load: Task<Void, Never>?
      var generation = 0

      init(environment: ArticleEnvironment) { self.environment = environment }

      func appeared() { if load == nil && articles.isEmpty { start(refreshing: false) } }

      func refresh() {
        environment.trace.record(.action, "refresh")
        start(refreshing: true)
      }

      func left() { load?.cancel() }

      private func start(refreshing: Bool) {
        load?.cancel()
        generation += 1
        let mine = generation
        display?.show(articles, refreshing: refreshing)
        load = Task { [weak self, repository = environment.repository] in
          let page = try? await repository.page(after: nil)
          // A replaced request's answer is dropped, even when the server answers it anyway.
          guard let self, mine == self.generation, let page else { return }
          self.articles = page.articles
          self.display?.show(self.articles, refreshing: false)
        }
      }
    }

    """
  }
}
