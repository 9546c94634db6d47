import ArticleDomain
import HeadlessUI
import ScenarioKit

/// The smallest app the harness can run.
///
/// It tests the harness, not a pattern. By default it is a list that loads its first page when
/// it appears, whose flaws can be switched on to prove the harness sees them; or it shows a
/// screen a test built, so that a step can be put in front of exactly the views it reads.
@MainActor
final class ProbeApp: HeadlessApp {
  /// What the list probe does wrong, if anything.
  enum Flaw { case none, retainCycle, endlessWork, parkedListener, parkedRequest }

  /// What the probe shows and asks for when it launches.
  enum Script: Sendable {
    /// A list that loads its first page; pulling loads page 2.
    case list(Flaw)
    /// A screen a test built, and the requests it makes.
    case screen(ProbeScreen)
  }

  let window = Window()
  private let environment: ArticleEnvironment
  private let script: Script
  private let controller = ProbePageController(ProbePage(title: "Articles", .list()))
  private var load: Task<Void, Never>?
  private var requests: [Task<Void, Never>] = []
  private var onRefresh: (() -> Void)?

  convenience init(environment: ArticleEnvironment) {
    self.init(environment: environment, script: .list(.none))
  }

  init(environment: ArticleEnvironment, script: Script) {
    self.environment = environment
    self.script = script
    environment.lifetimes.track(self)
    environment.lifetimes.track(controller)
  }

  func launch() {
    switch script {
    case .list(let flaw): launchList(flaw)
    case .screen(let screen): show(screen)
    }
  }

  private func launchList(_ flaw: Flaw) {
    window.rootViewController = NavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    load(after: nil)
    // Pulling loads page 2 and shows whichever answer comes last: no stale guard, on purpose.
    controller.list?.onPullToRefresh = { [weak self] in
      self?.load(after: PageCursor(rawValue: "2"))
    }
    switch flaw {
    case .none: break
    case .retainCycle: onRefresh = { self.launch() }
    case .endlessWork: Task { while true { await Task.yield() } }
    case .parkedListener:
      // Listens to the connection for as long as the app lives, holding it weakly, and
      // nobody keeps the task to cancel it: every object goes at teardown, the task stays.
      let changes = environment.connectivity.changes()
      Task { [weak self] in
        for await isOnline in changes { self?.controller.list?.rows = isOnline ? [] : [] }
      }
    case .parkedRequest:
      // Asks for page 2 in a task nobody keeps: teardown cannot cancel it.
      let repository = environment.repository
      Task { [weak self] in
        let page = try? await repository.page(after: PageCursor(rawValue: "2"))
        self?.controller.list?.rows = page?.articles.map { ListView.Row($0) } ?? []
      }
    }
  }

  private func load(after cursor: PageCursor?) {
    let list = controller.list
    let repository = environment.repository
    load = Task { [weak list] in
      guard let page = try? await repository.page(after: cursor) else { return }
      list?.rows = page.articles.map { ListView.Row($0) }
    }
  }

  /// Shows the test's pages and makes its requests, each outcome then shown as a message on
  /// the top page of the stack, such as `favorite a2: not found a2`.
  private func show(_ screen: ProbeScreen) {
    let pages = screen.pages.map(ProbePageController.init)
    let navigation = NavigationController(rootViewController: pages.first)
    for page in pages.dropFirst() { navigation.push(page) }
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    if let modal = screen.modal { navigation.present(ProbePageController(modal)) }
    for kind in screen.requests {
      requests.append(
        Task { [environment, weak top = pages.last] in
          let outcome = await Self.outcome(of: kind, in: environment)
          let message = MessageView()
          message.text = "\(kind): \(outcome)"
          top?.view.addSubview(message)
        })
    }
  }

  /// What a request got, as the probe shows it: `succeeded with a1, a3`, `not found a2`.
  private static func outcome(of kind: Request.Kind, in environment: ArticleEnvironment) async
    -> String
  {
    let repository = environment.repository
    func ids(_ page: Page) -> String {
      page.articles.isEmpty
        ? "no articles" : page.articles.map(\.id.rawValue).joined(separator: ", ")
    }
    do {
      switch kind {
      case .page(let cursor):
        return "succeeded with " + ids(try await repository.page(after: cursor))
      case .search(let query): return "succeeded with " + ids(try await repository.search(query))
      case .detail(let id): return "succeeded with \(try await repository.detail(of: id).id)"
      case .setFavorite(let isFavorite, let id):
        try await repository.setFavorite(isFavorite, of: id)
      case .logIn: try await environment.session.logIn()
      }
      return "succeeded"
    } catch ArticleError.notFound(let id) {
      return "not found \(id)"
    } catch let error as ArticleError {
      return "failed \"\(error.message)\""
    } catch {
      return "cancelled"
    }
  }

  func open(_ link: String) {}

  func tearDown() {
    load?.cancel()
    for request in requests { request.cancel() }
    window.tearDown()
  }
}

/// A screen for the probe to show: pages, a modal page, and requests to make at launch.
struct ProbeScreen: Sendable {
  var pages: [ProbePage]
  var modal: ProbePage?
  var requests: [Request.Kind]

  init(_ pages: ProbePage..., modal: ProbePage? = nil, requests: [Request.Kind] = []) {
    self.pages = pages
    self.modal = modal
    self.requests = requests
  }
}

/// One page of a probe screen: its title and its views, top to bottom.
struct ProbePage: Sendable {
  var title: String
  var views: [ProbeView]

  init(title: String, _ views: ProbeView...) {
    self.title = title
    self.views = views
  }
}

/// One view of a probe page, described as a value so that tests can build screens anywhere.
indirect enum ProbeView: Sendable {
  case list([ListView.Row] = [], isRefreshing: Bool = false, isLoadingNextPage: Bool = false)
  case spinner
  case error(String, canRetry: Bool = true)
  case message(String)
  case banner(String)
  case searchField(String = "")
  case detail(DetailView.Content)
  case loginForm(isLoggingIn: Bool = false, message: String? = nil)
  /// The view, there but hidden, as a pattern hides a view it does not use.
  case hidden(ProbeView)

  @MainActor
  func makeView() -> View {
    switch self {
    case .list(let rows, let isRefreshing, let isLoadingNextPage):
      let list = ListView()
      list.rows = rows
      list.isRefreshing = isRefreshing
      list.isLoadingNextPage = isLoadingNextPage
      return list
    case .spinner:
      return SpinnerView()
    case .error(let message, let canRetry):
      let error = ErrorView()
      error.message = message
      if canRetry { error.onRetry = {} }
      return error
    case .message(let text):
      let message = MessageView()
      message.text = text
      return message
    case .banner(let text):
      let banner = BannerView()
      banner.text = text
      return banner
    case .searchField(let text):
      let field = SearchField()
      field.text = text
      return field
    case .detail(let content):
      let detail = DetailView()
      detail.content = content
      return detail
    case .loginForm(let isLoggingIn, let message):
      let form = LoginFormView()
      form.isLoggingIn = isLoggingIn
      form.message = message
      return form
    case .hidden(let view):
      let hidden = view.makeView()
      hidden.isHidden = true
      return hidden
    }
  }
}

@MainActor
final class ProbePageController: ViewController {
  private let views: [ProbeView]

  init(_ page: ProbePage) {
    views = page.views
    super.init(title: page.title)
  }

  /// The page's first list view, for the list probe.
  var list: ListView? { view.subviews.lazy.compactMap { $0 as? ListView }.first }

  override func viewDidLoad() {
    for probeView in views { view.addSubview(probeView.makeView()) }
  }
}

extension PatternEntry {
  static let probe = PatternEntry.probe(.list(.none))

  /// The probe, following `script`.
  static func probe(_ script: ProbeApp.Script) -> PatternEntry {
    PatternEntry(name: "Probe", summary: "harness probe") {
      ProbeApp(environment: $0, script: script)
    }
  }
}

/// Compiles a scenario file given as text.
func compiled(_ source: String, file: String = "probe.feature") throws -> [CompiledScenario] {
  try ScenarioCompiler.compile(FeatureParser.parse(source, file: file))
}
