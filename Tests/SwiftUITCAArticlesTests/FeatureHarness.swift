import ArticleDomain
import ComposableRuntime
import ScenarioKit
import SwiftUITCAArticles
import TestSupport
import Testing

/// A window's pages in a test store, on a scripted world, under the deterministic loop: every
/// synchronous `send`/`receive` first drains the loop, so the effects that can run have run,
/// and requests are answered by number as the scenarios answer them.
func withArticlesStore(
  initialState: ArticlesFeature.State = loadedList(),
  _ body:
    @MainActor (
      TestStore<ArticlesFeature.State, ArticlesFeature.Action>, ScriptedWorld, DeterministicLoop
    ) throws -> Void
) rethrows {
  try withFeatureStore(initialState: initialState, reducer: ArticlesFeature(), ports: .all, body)
}

/// The app's store from `initialState` — the account's stars above the windows — every
/// window's actions sent as the app receives them: what a test of the windows needs.
func withAppStore(
  initialState: AppFeature.State,
  _ body:
    @MainActor (
      TestStore<AppFeature.State, AppFeature.Action>, ScriptedWorld, DeterministicLoop
    ) throws -> Void
) rethrows {
  try withFeatureStore(initialState: initialState, reducer: AppFeature(), ports: .all, body)
}

/// A feature in a test store, on a scripted world whose server has a1, a2 and a3: a child
/// feature alone (its actions and effects only, as TCA tests a feature on its own), a window's
/// pages or the app's root. Failures are Swift Testing issues at the failing step's line.
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

/// A window `id` whose list has appeared and shows a1 and a2, tested without the app: it holds
/// `stars` and reads the connection `isOnline`.
func loadedList(
  in id: SceneID = .first,
  stars: Shared<FavoritesFeature.Stars> = Shared(value: FavoritesFeature.Stars()),
  lastFailure: Shared<FavoritesFeature.LastFailure> = Shared(value: FavoritesFeature.LastFailure()),
  isOnline: Shared<Bool> = Shared(value: true)
) -> ArticlesFeature.State {
  var state = newPages(in: id, stars: stars, lastFailure: lastFailure, isOnline: isOnline)
  state.list.hasAppeared = true
  state.list.hasLoaded = true
  state.list.articles = IdentifiedArray(articles("a1", "a2"))
  return state
}

extension ScriptedAnswer {
  static let serverAnswer = ScriptedAnswer.succeeds(articles: nil, hasNextPage: false)
}

/// A star chosen `true` over the server's `false`, with request `number` in flight.
func chosenStar(request number: Int) -> FavoritesFeature.Star {
  var star = FavoritesFeature.Star(confirmed: false)
  star.isFavorite = true
  star.request = FavoritesFeature.Star.Request(number: number, isFavorite: true)
  return star
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
  /// The app with `windows`' pages, each given the app's references as a window the app
  /// opens is — the stars, the last failure, the connection, handed on to the list, its search
  /// and a detail — on a device `isOnline`.
  init(windows: [ArticlesFeature.State], isOnline: Bool = true) {
    self.init()
    $isOnline.withLock { $0 = isOnline }
    scenes = IdentifiedArray(windows.map { $0.reading(self) })
  }

  /// New pages for window `id`, made as the app makes them when the window opens.
  func pages(_ id: SceneID, dismissedFailure: Int = 0) -> ArticlesFeature.State {
    ArticlesFeature.State(
      id: id, favorites: favorites.$stars, lastFailure: SharedReader(favorites.$lastFailure),
      isOnline: SharedReader($isOnline), dismissedFailure: dismissedFailure)
  }
}

extension ArticlesFeature.State {
  /// These pages, their every reference replaced by `app`'s.
  func reading(_ app: AppFeature.State) -> Self {
    var pages = self
    let isOnline = SharedReader(app.$isOnline)
    pages.$favorites = app.favorites.$stars
    pages.$lastFailure = SharedReader(app.favorites.$lastFailure)
    pages.list.$favorites = app.favorites.$stars
    pages.list.$isOnline = isOnline
    pages.list.search.$isOnline = isOnline
    for id in pages.path.elementIDs {
      pages.path[id: id]?.$favorites = app.favorites.$stars
    }
    return pages
  }
}
