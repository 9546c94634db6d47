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
  try withFeatureStore(initialState: initialState, reducer: ArticlesFeature(), body)
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
  try withFeatureStore(initialState: initialState, reducer: AppFeature(), body)
}

/// A feature in a test store, on a scripted world whose server has a1, a2 and a3: a child
/// feature alone (its actions and effects only, as TCA tests a feature on its own), a window's
/// pages or the app's root. Failures are Swift Testing issues at the failing step's line.
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

/// A window `id` whose list has appeared and shows a1 and a2, reading `favorites`.
func loadedList(
  in id: SceneID = .first, favorites: FavoritesFeature.State = FavoritesFeature.State(),
  isOnline: Shared<Bool> = Shared(value: true)
) -> ArticlesFeature.State {
  var state = ArticlesFeature.State(id: id, favorites: favorites, isOnline: SharedReader(isOnline))
  state.list.hasAppeared = true
  state.list.hasLoaded = true
  state.list.articles = IdentifiedArray(articles("a1", "a2"))
  return state
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
