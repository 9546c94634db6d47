import ArticleDomain
import ComposableRuntime
import HeadlessUI
import ScenarioKit
import TCAArticles

/// The TCA-style app, `AppFeature` — the stars above the windows' `ArticlesFeature` pages, one
/// window open — with the benchmark's environment (logged in, offline) as its dependencies,
/// the way `TCAArticlesApp` builds it, run three ways:
///
/// - `TCA store`: the real runtime `Store`, which reduces in place (`reduce(into: &state, …)`),
///   observed by the list page when rendering;
/// - two references on the *same* state and reducer, calling `reduce(into:action:)` directly
///   under the same dependencies, so that their ratio isolates the store strategy: in place,
///   and copy-out/write-back (`var s = state; reduce(&s); state = s`, the strategy of the
///   composable architecture's store before 1.x). An effect's `.send` actions are reduced
///   next, in order, as the store does at once (read by mapping the effect, which applies its
///   transform to a sent action on the spot); its asynchronous work is dropped unrun.
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
enum TCAFlavour: String, CaseIterable {
  case store = "TCA store"
  case inPlace = "reference: TCA reducer, in place"
  case copyOut = "reference: TCA reducer, copy-out store"

  var meaning: String {
    switch self {
    case .store: "the app's TCA-style store (in place, observed), running AppFeature"
    case .inPlace: "AppFeature's reducer on its own state, mutated in place"
    case .copyOut:
      "AppFeature's reducer on a copy of its state, written back: the old copy-out store"
    }
  }
}

private let next = PageCursor(rawValue: "next")

/// The actions a driver sends for each operation, all of the app's own window.
private enum TCAActions {
  static func tap(_ id: Article.ID) -> AppFeature.Action { window(.list(.starTapped(id))) }
  static func append(_ articles: [Article]) -> AppFeature.Action {
    window(.list(.pageAnswered(after: next, .success(Page(articles: articles)))))
  }
  static func replace(_ articles: [Article]) -> AppFeature.Action {
    window(.list(.pageAnswered(after: nil, .success(Page(articles: articles)))))
  }
  /// The set-up: the list loaded from the cache, then the device offline.
  static func setUp(_ articles: [Article]) -> [AppFeature.Action] {
    [window(.list(.cacheLoaded(articles))), window(.connectivityChanged(isOnline: false))]
  }
  static func window(_ action: ArticlesFeature.Action) -> AppFeature.Action {
    .scene(id: .first, action: action)
  }
}

/// The dependencies the app gives the feature, on the benchmark's environment.
private func dependencies() -> DependencyValues {
  let environment = benchmarkEnvironment(preloading: [])
  var values = DependencyValues.current
  values.use(environment)
  return values
}

/// The app's reducer as `TCAArticlesApp` builds it, its actions told to the benchmark
/// environment's debug log, which keeps nothing.
private func appReducer() -> _PrintChangesReducer<AppFeature> {
  AppFeature()._printChanges(.actionLabels(to: benchmarkEnvironment(preloading: []).debugLog))
}

/// A driven TCA subject over a `state` the flavour keeps, given how it sends an action and
/// how a star is tapped.
@MainActor
private func driven(
  send: @escaping (AppFeature.Action) -> Void, tapStar: @escaping (Article.ID) -> Void,
  state: @escaping () -> AppFeature.State, beforeReplace: @escaping () -> Void = {},
  listView: ListView? = nil
) -> Driven {
  Driven(
    tapStar: tapStar,
    isFavorite: { state()[scene: .first].isFavorite($0) ?? false },
    articles: { state().scenes[0].list.articles.elements },
    storage: { address(of: state().scenes[0].list.articles.elements) },
    appendPage: { send(TCAActions.append($0)) },
    prepareReplace: beforeReplace,
    replaceList: { send(TCAActions.replace($0)) }, listView: listView)
}

/// The actions an effect sends at once, collected by ``ReducerDriver``.
private final class SentActions: @unchecked Sendable {
  var actions: [AppFeature.Action] = []
}

/// The reducer run directly, in place or copy-out, on the state the store would hold.
@MainActor
private final class ReducerDriver {
  var state = AppFeature.State()
  let feature = appReducer()
  let values = dependencies()
  let copiesOut: Bool
  private let sent = SentActions()

  init(articles: [Article], copiesOut: Bool) {
    self.copiesOut = copiesOut
    for action in TCAActions.setUp(articles) { send(action) }
  }

  /// Reduces `action`, then every action its effects send at once, first in first out.
  @inline(never)
  func send(_ action: AppFeature.Action) {
    DependencyValues.$current.withValue(values) {
      let sent = self.sent
      var queue = [action]
      var next = 0
      while next < queue.count {
        let effect = reduce(queue[next])
        next += 1
        blackHole(
          effect.map { action in
            sent.actions.append(action)
            return action
          })
        queue += sent.actions
        sent.actions.removeAll(keepingCapacity: true)
      }
    }
  }

  private func reduce(_ action: AppFeature.Action) -> Effect<AppFeature.Action> {
    if copiesOut {
      var copy = state
      let effect = feature.reduce(into: &copy, action: action)
      state = copy
      return effect
    }
    return feature.reduce(into: &state, action: action)
  }
}

@MainActor
private func storeDriven(_ articles: [Article], render: Bool, effects: DeterministicLoop)
  -> Driven
{
  let values = dependencies()
  let store = Store(initialState: AppFeature.State(), reducer: appReducer()) {
    $0 = values
  }
  for action in TCAActions.setUp(articles) { store.send(action) }
  // The window's pages observed through the window's scoped store, as the app's screens do.
  let window = store.scope(state: \.[scene: .first], action: .scene(.first))
  var observation: ObservationToken?
  let page = render ? TCAListPageRenderer(store: window) : nil
  if let page { observation = window.observe { page.render($0) } }
  precondition(store.runningEffectCount == 0, "TCA: the set-up started an effect")
  return driven(
    send: { store.send($0) }, tapStar: { store.send(TCAActions.tap($0)) },
    state: {
      blackHole(observation)
      return store.state
    },
    beforeReplace: {
      if case .didNotSettle = effects.runUntilIdle() {
        preconditionFailure("TCA: an effect never finished")
      }
      precondition(store.runningEffectCount == 0, "TCA: an effect is still running")
    }, listView: page?.listView)
}

/// The TCA subjects: the store (with `render`, observed by the list page), and without render
/// the two like-for-like references.
@MainActor
func tcaSubjects(render: Bool, effects: DeterministicLoop) -> [Subject] {
  let operations: [Operation] = [.toggleUntouched, .toggleAgain, .appendPage, .replaceList]
  let flavours: [TCAFlavour] = render ? [.store] : TCAFlavour.allCases
  return flavours.map { flavour in
    Subject(
      name: flavour.rawValue, isReference: flavour != .store, includesRender: render,
      meaning: flavour.meaning, operations: operations,
      make: { articles, _ in
        switch flavour {
        case .store:
          return storeDriven(articles, render: render, effects: effects)
        case .inPlace, .copyOut:
          let driver = ReducerDriver(articles: articles, copiesOut: flavour == .copyOut)
          return driven(
            send: driver.send, tapStar: { driver.send(TCAActions.tap($0)) },
            state: { driver.state })
        }
      })
  }
}
