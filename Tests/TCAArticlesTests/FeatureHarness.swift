import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles
import TestSupport
import Testing

/// The Articles feature in a test store, on a scripted world, under the deterministic loop.
///
/// Every synchronous `send`/`receive` first drains the loop, so the effects that can run have
/// run — in one fixed order — and time moves only with `loop.advance(world.clock, by:)`.
/// Failures are Swift Testing issues at the failing step's line.
func withArticlesStore(
  initialState: ArticlesFeature.State = ArticlesFeature.State(),
  _ body:
    @MainActor (
      TestStore<ArticlesFeature.State, ArticlesFeature.Action>, ScriptedWorld, DeterministicLoop
    ) throws -> Void
) rethrows {
  try withFeatureStore(initialState: initialState, reducer: ArticlesFeature(), body)
}

/// The app's store — the stars above the windows — in a test store, seen from the app's own
/// window, whose pages start as `pages`, on a device `isOnline`: what a test of the stars
/// needs.
func withAppStore(
  pages: ArticlesFeature.State = ArticlesFeature.State(), isOnline: Bool = true,
  _ body: @MainActor (WindowTestStore, ScriptedWorld, DeterministicLoop) throws -> Void
) rethrows {
  let state = AppFeature.State(windows: [pages], isOnline: isOnline)
  try withAppStore(initialState: state) { store, world, loop in
    try body(WindowTestStore(store: store), world, loop)
  }
}

/// The app's store from `initialState`, every window's actions sent as the app receives them:
/// what a test of the windows themselves needs.
func withAppStore(
  initialState: AppFeature.State,
  _ body:
    @MainActor (
      TestStore<AppFeature.State, AppFeature.Action>, ScriptedWorld, DeterministicLoop
    ) throws -> Void
) rethrows {
  try withFeatureStore(initialState: initialState, reducer: AppFeature(), body)
}

/// A feature in a test store, on a scripted world, under the deterministic loop: a child
/// feature alone (its actions and effects only, as TCA tests a feature on its own), the
/// window's pages or the app's root.
func withFeatureStore<R: Reducer>(
  initialState: R.State, reducer: @autoclosure @Sendable () -> R,
  _ body: @MainActor (TestStore<R.State, R.Action>, ScriptedWorld, DeterministicLoop) throws -> Void
) rethrows where R.State: Equatable & Sendable, R.Action: Equatable & Sendable {
  try DeterministicLoop.run { loop in
    try MainActor.assumeIsolated {
      let world = ScriptedWorld()
      world.server.setArticles(["a1", "a2", "a3"].map(article))
      let store = TestStore(
        initialState: initialState, reducer: reducer(),
        withDependencies: { $0.use(world.environment) },
        reportFailure: { message, location in
          Issue.record(
            Comment(rawValue: message),
            sourceLocation: Testing.SourceLocation(
              fileID: location.fileID, filePath: location.filePath, line: location.line,
              column: location.column))
        },
        drain: { loop.runUntilIdle() })
      try body(store, world, loop)
    }
  }
}

/// The app's test store as the app's own window meets it: the window's actions are sent and
/// received as scene 1's, and each change is asserted on the window's pages and the account's
/// stars, which the window reads (``WindowAssertion``). What answers the account itself — a
/// favorite's save — is received with ``receive(account:assert:line:)``.
@MainActor
struct WindowTestStore {
  let store: TestStore<AppFeature.State, AppFeature.Action>

  func send(
    _ action: ArticlesFeature.Action, assert: ((inout WindowAssertion) -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    store.send(
      .scene(id: .first, action: action), assert: onThePages(assert), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  func receive(
    _ action: ArticlesFeature.Action, assert: ((inout WindowAssertion) -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    store.receive(
      .scene(id: .first, action: action), assert: onThePages(assert), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Sends an action of the app itself — its launch, the connection, the session — which the
  /// app tells the window and the stars of.
  @discardableResult
  func send(
    app action: AppFeature.Action, assert: ((inout WindowAssertion) -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> StoreTask {
    store.send(
      action, assert: onThePages(assert), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Receives an action of the app itself, which its listeners send.
  func receive(
    app action: AppFeature.Action, assert: ((inout WindowAssertion) -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    store.receive(
      action, assert: onThePages(assert), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Receives an answer to the account's own work, which no window asked for by the time it
  /// comes.
  func receive(
    account action: FavoritesFeature.Action, assert: ((inout WindowAssertion) -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    store.receive(
      .favorites(action), assert: onThePages(assert), fileID: fileID, filePath: filePath,
      line: line,
      column: column)
  }

  func skipInFlightEffects() { store.skipInFlightEffects() }

  func finish(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) {
    store.finish(fileID: fileID, filePath: filePath, line: line)
  }

  /// `assert` on the app's state: the window's pages and the stars, changed by it.
  private func onThePages(
    _ assert: ((inout WindowAssertion) -> Void)?
  ) -> ((inout AppFeature.State) -> Void)? {
    guard let assert else { return nil }
    return { state in
      var window = WindowAssertion(
        pages: state[scene: .first], account: state.favorites, connection: state.$isOnline)
      assert(&window)
      state.scenes[id: .first] = window.pages
    }
  }
}

/// What a test asserts of a window: its pages (`$0.list.load = .refresh`), and the account's
/// stars (`$0.favorites.stars["a2"] = star`) and the device's connection (`$0.isOnline = true`)
/// it reads, which the window itself cannot write.
@dynamicMemberLookup
struct WindowAssertion {
  var pages: ArticlesFeature.State
  let account: FavoritesFeature.State
  let connection: Shared<Bool>

  /// The account's stars as the window reads them; a change asserted here is written where
  /// the app holds them, `account.$stars.withLock { … }`.
  var favorites: FavoritesFeature.Stars {
    get { account.stars }
    nonmutating set { account.$stars.withLock { $0 = newValue } }
  }

  /// Whether the device is online, as the window's list and search read it; a change asserted
  /// here is written where the app holds it.
  var isOnline: Bool {
    get { connection.wrappedValue }
    nonmutating set { connection.withLock { $0 = newValue } }
  }

  subscript<Value>(dynamicMember keyPath: WritableKeyPath<ArticlesFeature.State, Value>) -> Value {
    get { pages[keyPath: keyPath] }
    set { pages[keyPath: keyPath] = newValue }
  }
}

extension AppFeature.State {
  /// The app with `windows`' pages, each holding the app's stars and reading its connection,
  /// on a device `isOnline`.
  init(windows: [ArticlesFeature.State], isOnline: Bool = true) {
    self.init()
    $isOnline.withLock { $0 = isOnline }
    let connection = SharedReader($isOnline)
    scenes = IdentifiedArray(
      windows.map { pages in
        var pages = pages
        pages.$favorites = favorites.$stars
        pages.$lastFailure = SharedReader(favorites.$lastFailure)
        pages.list.$isOnline = connection
        pages.list.search.$isOnline = connection
        return pages
      })
  }
}

/// The rows of `ids`, as the list's state keeps them.
func articles(_ ids: String...) -> IdentifiedArrayOf<Article> {
  IdentifiedArray(ids.map(article))
}

/// A list whose first page (a1, a2) has loaded, in window `id`, reading `favorites` and the
/// connection `isOnline`.
func loadedList(
  in id: SceneID = .first, favorites: FavoritesFeature.State = FavoritesFeature.State(),
  isOnline: Shared<Bool> = Shared(value: true)
) -> ArticlesFeature.State {
  var state = ArticlesFeature.State(id: id, favorites: favorites, isOnline: SharedReader(isOnline))
  state.list.hasAppeared = true
  state.list.hasLoaded = true
  state.list.articles = articles("a1", "a2")
  return state
}

extension ScriptedAnswer {
  static let serverAnswer = ScriptedAnswer.succeeds(articles: nil, hasNextPage: false)
}
