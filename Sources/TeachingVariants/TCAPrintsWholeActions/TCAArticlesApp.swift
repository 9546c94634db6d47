public import ArticleDomain
public import ComposableRuntime
public import HeadlessUI

/// The composition root of the TCA-style Articles feature.
///
/// ```text
/// pages ──action──> scoped stores ──> Store(AppFeature) ──reduce(into: &state)──> Effect
///   ^                                      │                                     │
///   └────────────observe(state)────────────┘ <─ send(action), unless cancelled ──┘
/// ```
///
/// The store gets the environment's ports as dependencies (``DependencyValues/use(_:)``), so
/// the reducers never see the environment itself, and the runtime's warnings — an effect's
/// unhandled error, an action for a child that is gone — go to the environment's trace. Every
/// action goes to the debug log by its cases (`_printChanges(.actionLabels(to:))`), and to the
/// trace whole (`_printChanges(.actions(to:))`), as TCA prints changes: by a reducer, not by
/// the store.
///
/// With several windows the store is still one (``AppFeature``): each window's screens hold a
/// store scoped to that window's pages, `store.scope(state: \.[scene: id], action: .scene(id))`,
/// and observe it.
@MainActor
public final class TCAArticlesApp: HeadlessSceneApp {
  public let window = Window()
  /// The app's store; the harness acts through ``window`` only.
  public let store: Store<AppFeature.State, AppFeature.Action>

  /// One window: its screens, and their observation of the store.
  private struct Scene {
    let window: Window
    let screens: ArticlesScreens
    var observation: ObservationToken?
  }

  private let environment: ArticleEnvironment
  private var scenes: [SceneID: Scene] = [:]
  private var lastScene = SceneID.first

  public init(environment: ArticleEnvironment) {
    let trace = environment.trace
    let store = Store(
      initialState: AppFeature.State(),
      // Teaching variant: every action printed whole, as `_printChanges()` does by default —
      // the query typed and the titles of every page answered with it. The correct file
      // prints `.actionLabels`: the cases only.
      reducer: AppFeature()
        ._printChanges(
          _ReducerPrinter { [debugLog = environment.debugLog] action in
            debugLog.write("received action: \(action)")
          }
        )
        ._printChanges(.actions(to: trace))
    ) { values in
      values.use(environment)
      values.reportIssue = { message, _ in trace.record(.runtimeWarning, message) }
    }
    self.environment = environment
    self.store = store
    addScene(.first, in: window)
    // The scene connects: the changes the last run left unanswered, then its pages, are
    // restored before any link opens.
    store.send(.favorites(.outboxRead(environment.outbox.loadOutbox())))
    store.send(.scene(id: .first, action: .savedPagesRead(environment.restoration.loadPages())))
    for object: AnyObject in [self, store] {
      environment.lifetimes.track(object)
    }
  }

  /// The screens of window `id`, on a store scoped to its pages. The pages hold child stores
  /// of the app's; the store's observer reaches the screens weakly: releasing the app
  /// releases everything.
  private func addScene(_ id: SceneID, in window: Window) {
    let screens = ArticlesScreens(
      store: store.scope(state: \.[scene: id], action: .scene(id)), environment: environment)
    scenes[id] = Scene(window: window, screens: screens)
  }

  /// Starts listening to the connection and shows the pages of the state: the list, or on a
  /// cold start the pages of the link opened before.
  public func launch() {
    store.send(.scene(id: .first, action: .launched))
    show(.first)
  }

  private func show(_ id: SceneID) {
    observeStore(in: id)
    guard let scene = scenes[id] else { return }
    scene.window.rootViewController = scene.screens.navigation
    scene.window.makeKeyAndVisible()
  }

  /// Opens `link` by sending it to the store; before ``launch()`` the route is set before any
  /// page appears.
  public func open(_ link: String) {
    store.send(.scene(id: .first, action: .linkOpened(link)))
    observeStore(in: .first)
  }

  /// Another window: pages of its own in the store, which launch as the first window's did,
  /// and screens of its own.
  public func connectScene() -> Window {
    lastScene = lastScene.next
    let id = lastScene
    let sceneWindow = Window()
    addScene(id, in: sceneWindow)
    store.send(.sceneConnected(id))
    store.send(.scene(id: id, action: .launched))
    show(id)
    return sceneWindow
  }

  public func open(_ link: String, in window: Window) {
    guard let id = scenes.first(where: { $0.value.window === window })?.key else { return }
    store.send(.scene(id: id, action: .linkOpened(link)))
    observeStore(in: id)
  }

  /// The window closed: its pages leave the store, which cancels their work; its screens go
  /// with the window. The stars' saves are the app's, and go on.
  public func disconnectScene(of window: Window) {
    guard let (id, _) = scenes.first(where: { $0.value.window === window }) else { return }
    scenes[id] = nil
    store.send(.sceneClosed(id))
    window.tearDown()
  }

  /// Leaves the feature: the store stops first — every effect cancelled, nothing reduced or
  /// rendered afterwards — then the windows go.
  public func tearDown() {
    store.tearDown()
    for id in scenes.keys.sorted() {
      scenes[id]?.observation = nil
      scenes[id]?.window.tearDown()
    }
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
    moduleName + ".", "ArticleDomain.", "ComposableRuntime.", "Swift.", "AppFeature.Action.",
    "ArticlesFeature.Action.",
    "ListFeature.Action.", "SearchFeature.Action.", "DetailFeature.Action.",
    "LoginFeature.Action.", "LoginFeature.Intent.", "FavoritesFeature.Action.", "ListFeature.",
    "Result<Page, ArticleError>.", "Result<ArticleDetail, ArticleError>.",
    "Result<Bool, ArticleError>.", "Result<(), ArticleError>.", "ArticleError.",
    "PresentationAction<Action>.", "PresentationAction<DetailFeature.Action>.",
    "PresentationAction<LoginFeature.Action>.", "Delegate.",
    "IdentifiedAction<SceneID, ArticlesFeature.Action>.",
  ]

  /// The name of this module: `TCAArticles`, or a variant's.
  private nonisolated static let moduleName =
    String(reflecting: ArticlesFeature.self).split(separator: ".").first.map(String.init) ?? ""

  /// Renders window `id` after every action, from its scoped store; the windows render in the
  /// order they opened, the order the store calls its observers.
  private func observeStore(in id: SceneID) {
    guard let scene = scenes[id], scene.observation == nil else { return }
    let screens = scene.screens
    scenes[id]?.observation = screens.store.observe { [weak screens] state in
      screens?.render(state)
    }
  }
}

extension _ReducerPrinter {
  /// TCA's `.actionLabels`: each action written to `log` by its cases, none of its values
  /// (`scene.list.search.textChanged`), as the debug log's allow-list asks.
  public static func actionLabels(to log: any DebugLog) -> Self {
    Self { action in log.write(ActionName.of(action)) }
  }

  /// Each action recorded in `trace` whole, without module and type names. Described only
  /// when somebody reads the trace: describing an action costs far more than reducing it.
  static func actions(to trace: Trace) -> Self {
    Self { action in
      trace.record(.action, TCAArticlesApp.traceText(of: String(describing: action)))
    }
  }
}
