/// The files `workbench new-pattern` writes, for one pattern name.
///
/// The pattern module is the author's guide's worked example (a passive list page, a presenter
/// owning its one request and dropping a replaced answer, the composition root): small enough
/// to read in a minute, and real enough that some scenarios pass at once and every other one
/// fails with what it expected to see.
struct NewPatternTemplates {
  let name: String
  let module: String
  let executable: String
  let dependency: NewPatternCommand.Dependency

  var files: [(path: String, text: String)] {
    [
      ("Package.swift", manifest),
      ("Sources/\(module)/\(name)ArticlesApp.swift", app),
      ("Sources/\(module)/ListPage.swift", page),
      ("Sources/\(module)/ListPresenter.swift", presenter),
      ("Sources/\(executable)/main.swift", main),
      ("README.md", readme),
      (".ci/run", ci),
      (".gitignore", "/.build\n/report\n"),
    ]
  }

  private var package: String { dependency.identity }

  private var manifest: String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    // The workbench is named after where it comes from (its folder, or its URL's last part),
    // not after the name in its manifest: that is the `package:` of each product below.
    let package = Package(
      name: "\(name)Workbench",
      dependencies: [
        \(dependency.manifestLine)
      ],
      targets: [
        // The pattern: the article feature written the \(name) way. It may import the
        // feature's domain and the headless UI, and nothing else of the workbench.
        .target(
          name: "\(module)",
          dependencies: [
            .product(name: "ArticleDomain", package: "\(package)"),
            .product(name: "HeadlessUI", package: "\(package)"),
          ]),
        // Every workbench subcommand, with \(name) beside the built-in patterns (their teaching
        // variants are not compiled here).
        .executableTarget(
          name: "\(executable)",
          dependencies: [
            "\(module)",
            .product(name: "ScenarioKit", package: "\(package)"),
            .product(name: "WorkbenchKit", package: "\(package)"),
            .product(name: "BuiltInPatterns", package: "\(package)"),
          ]),
      ]
    )

    """
  }

  private var app: String {
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

  private var page: String {
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

  private var presenter: String {
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
      private var articles: [Article] = []
      private var load: Task<Void, Never>?
      private var generation = 0

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

  private var main: String {
    """
    import BuiltInPatterns
    import \(module)
    import ScenarioKit
    import WorkbenchKit

    // Every workbench subcommand — run, explain, report, list, agree — with \(name) as one more
    // column. `run` and `report` start this same executable again as their worker processes.
    WorkbenchCommand.runAndExit(
      patterns: [
        PatternEntry(
          name: "\(name)", summary: "Describe \(name) in a line: who owns state, effects, navigation",
          app: \(name)ArticlesApp.self)
      ],
      profiles: [
        "\(name)": PatternProfile(
          stateOwner: "Presenters (say where state lives)",
          effectDiscipline: "A task per request, cancelled when its page goes",
          navigationOwner: "Say who pushes and presents pages",
          sourceFolders: ["\(module)"], testFolders: [])
      ])

    """
  }

  private var readme: String {
    """
    # \(name) on the Architecture Workbench

    The article feature written the \(name) way, held against the workbench's executable
    specification beside the built-in patterns.

    ```sh
    swift run -c release \(executable)       # every scenario on every pattern, then the matrix
    swift run \(executable) explain --pattern \(name) --pattern MVC "A refresh beats a first load"
    ```

    The first command exits 0 when every result is as expected; until \(name) is written, its
    column fails, and each failure names what it expected to see. The module is
    `Sources/\(module)`: start from its list page and presenter, and read the workbench's
    author's guide ("Writing a pattern of your own" in its DocC catalog) for what the harness
    calls and when. `swift run \(executable) help` lists every subcommand;
    `swift run \(executable) report --out report` writes the HTML report with \(name)'s rows.

    """
  }

  private var ci: String {
    """
    #!/usr/bin/env bash
    # CI: build with warnings as errors, then every scenario on every pattern.
    set -euo pipefail
    cd "$(dirname "$0")/.."
    swift build -Xswiftc -warnings-as-errors
    swift run -c release \(executable) run

    """
  }
}
