import ArticleDomain
import ComposableRuntime
import ScenarioKit
import TCAArticles

/// The TCA-style feature on its own runtime: the real `Store` running the real root reducer,
/// `ArticlesFeature`, with the benchmark's environment (logged in, offline) as its
/// dependencies — the way `TCAArticlesApp` builds it.
///
/// The list is loaded by the cache's answer (`.list(.cacheLoaded)`) *before* the device goes
/// offline (offline with an empty list would start the cache-load effect), and the device goes
/// offline by the action the connectivity listener sends (`.connectivityChanged`, not
/// `.launched`, which starts that listener). A star tap offline queues the change and a next
/// page appends: neither starts an effect. A replacement — a first page answered — always
/// starts the cache-save effect, a `Task`: the store runs inside the harness's deterministic
/// loop, which queues that task when the store starts it (inside the timed operation, as the
/// main executor would) and runs it before the next operation, outside the timed region, so
/// the replaced list is released as in the app. Not measured: a stale answer, which this
/// feature never reduces — the runtime drops it in the cancelled effect's `Send`, inside a
/// task, before any state is touched.
@MainActor
private final class TCADriver {
  private(set) var store: Store<ArticlesFeature.State, ArticlesFeature.Action>
  private var observation: ObservationToken?
  private var page: TCAListPageRenderer?
  private let render: Bool
  /// Runs the tasks the store starts.
  let effects: DeterministicLoop

  init(articles: [Article], render: Bool, effects: DeterministicLoop) {
    self.render = render
    self.effects = effects
    store = Self.makeStore()
    load(articles)
  }

  /// A store as the app builds it, on the benchmark's environment.
  private static func makeStore() -> Store<ArticlesFeature.State, ArticlesFeature.Action> {
    let environment = benchmarkEnvironment(preloading: [])
    return Store(initialState: ArticlesFeature.State(), reducer: ArticlesFeature()) { values in
      values.use(environment)
    }
  }

  /// A new store holding `articles`, offline, observed by the list page when rendering.
  func reset(to articles: [Article]) {
    observation = nil
    store = Self.makeStore()
    load(articles)
  }

  private func load(_ articles: [Article]) {
    store.send(.list(.cacheLoaded(articles)))
    store.send(.connectivityChanged(isOnline: false))
    if render {
      let page = TCAListPageRenderer(store: store)
      self.page = page
      observation = store.observe { page.render($0) }
    }
    precondition(store.runningEffectCount == 0, "TCA: the set-up started an effect")
  }

  func send(_ action: ArticlesFeature.Action) {
    store.send(action)
  }

  /// Runs the tasks the last operation started to their end.
  func runEffects() {
    if case .didNotSettle = effects.runUntilIdle() {
      preconditionFailure("TCA: an effect never finished")
    }
    precondition(store.runningEffectCount == 0, "TCA: an effect is still running")
  }

  var state: ArticlesFeature.State { store.state }
}

@MainActor
func tcaProbe(
  _ operation: Operation, size: Int, render: Bool, effects: DeterministicLoop
) -> Probe {
  let driver = TCADriver(
    articles: makeArticles(size, extraCapacity: pageSize), render: render, effects: effects)
  let count = { driver.state.list.articles.count }
  let storage = { address(of: driver.state.list.articles) }
  switch operation {
  case .toggleFavorite:
    return toggleProbe(
      size: size, tap: { driver.send(.list(.starTapped($0))) },
      isFavorite: { driver.state.isFavorite($0) ?? false }, count: count, storage: storage)
  case .appendPage:
    let next = PageCursor(rawValue: "next")
    return appendProbe(
      size: size, reset: { driver.reset(to: $0) },
      append: { driver.send(.list(.pageAnswered(after: next, .success(Page(articles: $0))))) },
      count: count, storage: storage)
  case .replaceList:
    return replaceProbe(
      size: size,
      replace: { driver.send(.list(.pageAnswered(after: nil, .success(Page(articles: $0))))) },
      beforeEach: { driver.runEffects() },
      count: count, storage: storage)
  case .rejectStale:
    fatalError("TCA: \(operation.rawValue) is not measured (see TCADriver)")
  }
}

/// The TCA subject: the store, or with `render` the store whose observer renders the list page.
@MainActor
func tcaSubject(render: Bool, effects: DeterministicLoop) -> Subject {
  Subject(
    name: "TCA store", includesRender: render,
    operations: [.toggleFavorite, .appendPage, .replaceList],
    makeProbe: { operation, size in
      tcaProbe(operation, size: size, render: render, effects: effects)
    })
}
