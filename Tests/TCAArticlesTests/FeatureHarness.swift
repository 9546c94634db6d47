import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TestSupport
import Testing

@testable import TCAArticles

/// The Articles feature in a test store, on a scripted world, under the deterministic loop.
///
/// Every synchronous `send`/`receive` first drains the loop, so the effects that can run have
/// run — in one fixed order — and time moves only with `loop.advance(world.clock, by:)`.
/// Failures are Swift Testing issues at the failing step's line.
func withArticlesStore(
  initialState: ArticlesFeature.State = newPages(),
  _ body:
    @MainActor (
      TestStore<ArticlesFeature.State, ArticlesFeature.Action>, ScriptedWorld, DeterministicLoop
    ) throws -> Void
) rethrows {
  try withFeatureStore(initialState: initialState, reducer: ArticlesFeature(), ports: .all, body)
}

/// The app's store — the stars above the windows — in a test store, seen from the app's own
/// window, whose pages the app makes and `shape` then changes, on a device `isOnline`: what a
/// test of the stars needs.
func withAppStore(
  pages shape: (inout ArticlesFeature.State) -> Void = { _ in }, isOnline: Bool = true,
  _ body: @MainActor (WindowTestStore, ScriptedWorld, DeterministicLoop) throws -> Void
) rethrows {
  let state = AppFeature.State(windows: [.first], isOnline: isOnline, shape: shape)
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
  try withFeatureStore(initialState: initialState, reducer: AppFeature(), ports: .all, body)
}

/// A feature in a test store, on a scripted world, under the deterministic loop: a child
/// feature alone (its actions and effects only, as TCA tests a feature on its own), the
/// window's pages or the app's root.
func withFeatureStore<R: Reducer>(
  initialState: R.State, reducer: @autoclosure @Sendable () -> R, ports: Ports,
  _ body: @MainActor (TestStore<R.State, R.Action>, ScriptedWorld, DeterministicLoop) throws -> Void
) rethrows where R.State: Equatable & Sendable, R.Action: Equatable & Sendable {
  try DeterministicLoop.run { loop in
    try MainActor.assumeIsolated {
      let world = ScriptedWorld()
      world.server.setArticles(["a1", "a2", "a3"].map(article))
      let store = TestStore(initialState: initialState) {
        reducer()
      } withDependencies: {
        ports.provide(&$0, world.environment)
      } reportFailure: { message, location in
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: Testing.SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column))
      } drain: {
        loop.runUntilIdle()
      }
      try body(store, world, loop)
    }
  }
}

/// The ports of the scripted world a test hands its store: a child feature's test provides the
/// dependencies that feature reads and no other, as a TCA test overrides only what its feature
/// uses, so that a read of any other fails the test and names it.
struct Ports: Sendable {
  let provide: @Sendable (inout DependencyValues, ArticleEnvironment) -> Void

  /// Every port: what a window's pages and the app's root read.
  static let all = Ports { $0.use($1) }
  /// The list's and its search's.
  static let list = Ports {
    $0.articleRepository = $1.repository
    $0.articleCache = $1.cache
    $0.continuousClock = $1.clock
    $0.analytics = $1.analytics
  }
  static let search = Ports {
    $0.articleRepository = $1.repository
    $0.continuousClock = $1.clock
    $0.analytics = $1.analytics
  }
  static let detail = Ports {
    $0.articleRepository = $1.repository
    $0.continuousClock = $1.clock
  }
  static let login = Ports {
    $0.session = $1.session
    $0.continuousClock = $1.clock
  }
  static let favorites = Ports {
    $0.articleRepository = $1.repository
    $0.analytics = $1.analytics
    $0.outboxStore = $1.outbox
    $0.session = $1.session
    $0.debugLog = $1.debugLog
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

/// The rows of `ids`, as the list's state keeps them.
func articles(_ ids: String...) -> IdentifiedArrayOf<Article> {
  IdentifiedArray(ids.map(article))
}

/// A list whose first page (a1, a2) has loaded, in window `id`, tested without the app: it
/// holds `stars` and reads the connection `isOnline`.
func loadedList(
  in id: SceneID = .first,
  stars: Shared<FavoritesFeature.Stars> = Shared(value: FavoritesFeature.Stars()),
  lastFailure: Shared<FavoritesFeature.LastFailure> = Shared(value: FavoritesFeature.LastFailure()),
  isOnline: Shared<Bool> = Shared(value: true)
) -> ArticlesFeature.State {
  var state = newPages(in: id, stars: stars, lastFailure: lastFailure, isOnline: isOnline)
  loadFirstPage(&state)
  return state
}

/// Pages whose list has loaded its first page, a1 and a2.
func loadFirstPage(_ state: inout ArticlesFeature.State) {
  state.list.hasAppeared = true
  state.list.hasLoaded = true
  state.list.articles = articles("a1", "a2")
}

extension ScriptedAnswer {
  static let serverAnswer = ScriptedAnswer.succeeds(articles: nil, hasNextPage: false)
}

/// New pages of window `id`, tested without the app: stars, a last failure and a connection of
/// the test's own, as a test of a feature with `@Shared` state gives it (online unless
/// `isOnline` says otherwise; a test that holds `isOnline` writes it to go offline).
func newPages(
  in id: SceneID = .first,
  stars: Shared<FavoritesFeature.Stars> = Shared(value: FavoritesFeature.Stars()),
  lastFailure: Shared<FavoritesFeature.LastFailure> = Shared(value: FavoritesFeature.LastFailure()),
  isOnline: Shared<Bool> = Shared(value: true)
) -> ArticlesFeature.State {
  ArticlesFeature.State(
    id: id, favorites: stars, lastFailure: SharedReader(lastFailure),
    isOnline: SharedReader(isOnline))
}

/// A connection of the test's own, for a child feature tested alone.
func connection(isOnline: Bool = true) -> SharedReader<Bool> {
  SharedReader(Shared(value: isOnline))
}

/// Stars of the test's own, none touched, for a child feature tested alone.
func noStars() -> Shared<FavoritesFeature.Stars> {
  Shared(value: FavoritesFeature.Stars())
}

extension AppFeature.State {
  /// The app with a window for each of `windows`, whose pages the app makes (with its stars,
  /// its last failure and its connection, as it makes a window it opens) and `shape` then
  /// changes, on a device `isOnline`.
  init(
    windows: [SceneID], isOnline: Bool = true,
    shape: (inout ArticlesFeature.State) -> Void = { _ in }
  ) {
    self.init()
    $isOnline.withLock { $0 = isOnline }
    scenes = IdentifiedArray(
      windows.map { id in
        var pages = newPages(id)
        shape(&pages)
        return pages
      })
  }
}
