import ArticleDomain
import ComposableRuntime
import TCAArticles

/// Two references on the TCA-style app's own state and reducer, `AppFeature` — the stars above
/// the windows' `ArticlesFeature` pages, one window open — with the benchmark's environment
/// (logged in, offline) as its dependencies, the way `TCAArticlesApp` builds it: the reducer's
/// `reduce(into:action:)` called directly under those dependencies, in place and
/// copy-out/write-back (`var s = state; reduce(&s); state = s`, the strategy of the composable
/// architecture's store before 1.x). Their ratio isolates the store strategy on a real
/// feature; the app itself, its store included, is the `TCA store` row (`Subjects+Apps.swift`).
/// They call nothing but the feature's and the runtime's public API, as the runtime's store
/// calls it. An effect's `.send` actions are reduced next, in order, as the store does at once
/// (read by mapping the effect, which applies its transform to a sent action on the spot); its
/// asynchronous work is dropped unrun.
///
/// The list is loaded by the cache's answer (`.list(.cacheLoaded)`) *before* the device goes
/// offline (offline with an empty list would start the cache-load effect), and the device goes
/// offline by the action the connectivity listener sends (`.connectivityChanged`, not
/// `.launched`, which starts that listener). A star tap offline queues the change and a next
/// page appends: neither starts an effect. A replacement — a first page answered — starts the
/// cache-save effect, whose work is dropped unrun. Not measured: a stale answer, which this
/// feature never reduces — the runtime drops it in the cancelled effect's `Send`.
enum TCAFlavour: String, CaseIterable {
  case inPlace = "reference: TCA reducer, in place"
  case copyOut = "reference: TCA reducer, copy-out store"

  var meaning: String {
    switch self {
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
    [window(.list(.cacheLoaded(articles))), .connectivityChanged(isOnline: false)]
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
private func appReducer() -> ActionNameLog<AppFeature> {
  AppFeature().loggingActionNames(to: benchmarkEnvironment(preloading: []).debugLog)
}

/// A driven TCA reference over a `state` the flavour keeps, given how it sends an action and
/// how a star is tapped.
@MainActor
private func driven(
  send: @escaping (AppFeature.Action) -> Void, tapStar: @escaping (Article.ID) -> Void,
  state: @escaping () -> AppFeature.State
) -> Driven {
  Driven(
    tapStar: tapStar,
    isFavorite: { state()[scene: .first].isFavorite($0) ?? false },
    articles: { state().scenes[0].list.articles.elements },
    storage: { address(of: state().scenes[0].list.articles.elements) },
    appendPage: { send(TCAActions.append($0)) },
    replaceList: { send(TCAActions.replace($0)) }, answerStale: nil)
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

/// The two like-for-like references on the TCA-style feature's own state and reducer.
@MainActor
func tcaReferenceSubjects() -> [Subject] {
  let operations: [Operation] = [.toggleUntouched, .toggleAgain, .appendPage, .replaceList]
  return TCAFlavour.allCases.map { flavour in
    Subject(
      name: flavour.rawValue, isReference: true, meaning: flavour.meaning,
      operations: operations,
      make: { articles, _ in
        let driver = ReducerDriver(articles: articles, copiesOut: flavour == .copyOut)
        return driven(
          send: driver.send, tapStar: { driver.send(TCAActions.tap($0)) },
          state: { driver.state })
      })
  }
}
