public import ArticleDomain
public import ComposableRuntime
public import HeadlessUI

/// The composition root of the TCA-style Articles feature.
///
/// ```text
/// views ──action──> Store(ArticlesFeature) ──reduce(into: &state)──> Effect ──> tasks
///   ^                    │                                                     │
///   └──observe(state)────┘ <──────────── send(action), unless cancelled ───────┘
/// ```
///
/// The store gets the environment's ports as dependencies (``DependencyValues/use(_:)``), so
/// the reducers never see the environment itself. ``init(environment:reducer:)`` takes the
/// root reducer to run: that is how a teaching variant changes one rule without a switch here.
@MainActor
open class TCAArticlesApp: HeadlessApp {
  public let window = Window()
  /// The feature's store; the harness acts through ``window`` only.
  public let store: Store<ArticlesFeature.State, ArticlesFeature.Action>

  private let screens: ArticlesScreens
  private var observation: ObservationToken?

  /// The app running the feature's own reducer.
  public required convenience init(environment: ArticleEnvironment) {
    self.init(environment: environment, reducer: ArticlesFeature())
  }

  /// The app running `reducer` as its root, such as a variant's.
  public init(
    environment: ArticleEnvironment,
    reducer: some Reducer<ArticlesFeature.State, ArticlesFeature.Action>
  ) {
    let store = Store(initialState: ArticlesFeature.State(), reducer: reducer) { values in
      values.use(environment)
    }
    let trace = environment.trace
    store.onEvent = { event in
      switch event {
      case .action(let action): trace.record(.action, Self.traceText(of: action))
      case .effectStarted(let name): trace.record(.effectStarted, name)
      case .effectCancelled(let name): trace.record(.effectCancelled, name)
      }
    }
    // The screens reach the store weakly and the store's observer reaches the screens weakly:
    // releasing the app releases everything.
    let screens = ArticlesScreens(environment: environment) { [weak store] action in
      store?.send(action)
    }
    self.store = store
    self.screens = screens
    for object: AnyObject in [self, store, screens] {
      environment.lifetimes.track(object)
    }
  }

  /// Starts listening to the connection and shows the pages of the state: the list, or on a
  /// cold start the pages of the link opened before.
  public func launch() {
    store.send(.launched)
    observeStore()
    window.rootViewController = screens.navigation
    window.makeKeyAndVisible()
  }

  /// Opens `link` by sending it to the store; before ``launch()`` the route is set before any
  /// page appears.
  public func open(_ link: String) {
    store.send(.linkOpened(link))
    observeStore()
  }

  /// Leaves the feature: the store stops first — every effect cancelled, nothing reduced or
  /// rendered afterwards — then the window goes.
  public func tearDown() {
    store.tearDown()
    observation = nil
    window.tearDown()
  }

  /// An action as the trace shows it: its cases without module and type prefixes, such as
  /// `detail(answered(failure(server(message: "Down"))))`.
  nonisolated static func traceText(of action: String) -> String {
    var text = action
    for prefix in tracePrefixes {
      text = text.replacing(prefix, with: "")
    }
    return text
  }

  /// The qualified names a reader of a trace does not need.
  private nonisolated static let tracePrefixes = [
    "TCAArticles.", "ArticleDomain.", "Swift.", "ArticlesFeature.Action.", "ListFeature.Action.",
    "SearchFeature.Action.", "DetailFeature.Action.", "LoginFeature.Action.",
    "LoginFeature.Intent.", "SyncFeature.Action.", "ListFeature.", "Result<Page, ArticleError>.",
    "Result<ArticleDetail, ArticleError>.", "Result<Bool, ArticleError>.",
    "Result<(), ArticleError>.", "ArticleError.",
  ]

  private func observeStore() {
    guard observation == nil else { return }
    observation = store.observe { [weak screens] state in screens?.render(state) }
  }
}
