public import ArticleDomain
public import ComposableRuntime
public import HeadlessUI

/// The composition root of the TCA-style Articles feature.
///
/// ```text
/// pages ──action──> scoped stores ──> Store(ArticlesFeature) ──reduce(into: &state)──> Effect
///   ^                                      │                                          │
///   └────────────observe(state)────────────┘ <──── send(action), unless cancelled ────┘
/// ```
///
/// The store gets the environment's ports as dependencies (``DependencyValues/use(_:)``), so
/// the reducers never see the environment itself, and the runtime's warnings — an effect's
/// unhandled error, an action for a child that is gone — go to the environment's trace.
@MainActor
public final class TCAArticlesApp: HeadlessApp {
  public let window = Window()
  /// The feature's store; the harness acts through ``window`` only.
  public let store: Store<ArticlesFeature.State, ArticlesFeature.Action>

  private let screens: ArticlesScreens
  private var observation: ObservationToken?

  public init(environment: ArticleEnvironment) {
    let trace = environment.trace
    let store = Store(initialState: ArticlesFeature.State(), reducer: ArticlesFeature()) {
      values in
      values.use(environment)
      values.reportIssue = { message, _ in trace.record(.runtimeWarning, message) }
    }
    // The store describes each action as text for its events; with nobody listening to the
    // trace it is given no listener, so it describes nothing.
    if trace.isEnabled {
      store.onEvent = { event in
        switch event {
        case .action(let action): trace.record(.action, Self.traceText(of: action))
        case .effectStarted(let name): trace.record(.effectStarted, name)
        case .effectCancelled(let name): trace.record(.effectCancelled, name)
        }
      }
    }
    // The pages hold child stores of this one; the store's observer reaches the screens
    // weakly: releasing the app releases everything.
    let screens = ArticlesScreens(store: store, environment: environment)
    self.store = store
    self.screens = screens
    // The scene connects: the last run's pages are restored before any link opens.
    store.send(.savedPagesRead(environment.restoration.loadPages()))
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
  /// `detail(presented(answered(failure(server(message: "Down")))))`.
  ///
  /// Two passes over the bytes, each dropping qualifications where a name starts: first the
  /// modules', then the types' (which the first pass has unqualified, such as
  /// `Result<Page, ArticleError>.`). A description is built for every traced action, and one
  /// `replacing` pass per qualification was most of a traced run's cost.
  nonisolated static func traceText(of action: String) -> String {
    let text = strip(strip(Array(action.utf8), of: modulePrefixes), of: typePrefixes)
    return String(decoding: text, as: UTF8.self)
  }

  /// `text` without any of `prefixes` (longest first) wherever a name starts.
  private nonisolated static func strip(_ text: [UInt8], of prefixes: [[UInt8]]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = 0
    var atNameStart = true
    while index < text.count {
      if atNameStart, let prefix = prefixes.first(where: { text[index...].starts(with: $0) }) {
        index += prefix.count
        continue
      }
      let byte = text[index]
      result.append(byte)
      atNameStart = !continuesName(byte)
      index += 1
    }
    return result
  }

  /// Whether `byte` can be inside a qualified name, so that no qualification starts after it.
  private nonisolated static func continuesName(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  private nonisolated static let modulePrefixes = byLength(Array(tracePrefixes.prefix(4)))
  private nonisolated static let typePrefixes = byLength(Array(tracePrefixes.dropFirst(4)))

  private nonisolated static func byLength(_ prefixes: [String]) -> [[UInt8]] {
    prefixes.map { Array($0.utf8) }.sorted { $0.count > $1.count }
  }

  /// The qualified names a reader of a trace does not need, the modules' first. This module's
  /// own name is read from a type of it, so that a teaching variant — this module compiled
  /// again under another name — is traced the same way.
  private nonisolated static let tracePrefixes = [
    moduleName + ".", "ArticleDomain.", "ComposableRuntime.", "Swift.", "ArticlesFeature.Action.",
    "ListFeature.Action.", "SearchFeature.Action.", "DetailFeature.Action.",
    "LoginFeature.Action.", "LoginFeature.Intent.", "SyncFeature.Action.", "ListFeature.",
    "Result<Page, ArticleError>.", "Result<ArticleDetail, ArticleError>.",
    "Result<Bool, ArticleError>.", "Result<(), ArticleError>.", "ArticleError.",
    "PresentationAction<Action>.", "PresentationAction<DetailFeature.Action>.",
    "PresentationAction<LoginFeature.Action>.", "Delegate.",
  ]

  /// The name of this module: `TCAArticles`, or a variant's.
  private nonisolated static let moduleName =
    String(reflecting: ArticlesFeature.self).split(separator: ".").first.map(String.init) ?? ""

  private func observeStore() {
    guard observation == nil else { return }
    observation = store.observe { [weak screens] state in screens?.render(state) }
  }
}
