import ArticleDomain
import HeadlessUI
import UDFArticles

/// One rule of the feature, broken on purpose by wrapping the feature's own reducer.
///
/// Each breakage is a few lines beside the tests, never a switch in the module: the app runs
/// ``ArticlesFeature/reducer`` with one action handled wrongly, the way the mistake is made in
/// real code. Running the scenarios on it proves the suite catches that mistake.
protocol UDFBreakage: Sendable {
  /// What the broken reducer does; the default is the feature's own.
  static func reduce(_ state: inout ArticlesState, _ action: ArticlesAction) -> [ArticlesEffect]
  /// Whether leaving stops the store and cancels its effects.
  static var cancelsWorkOnLeave: Bool { get }
}

extension UDFBreakage {
  static func reduce(_ state: inout ArticlesState, _ action: ArticlesAction) -> [ArticlesEffect] {
    ArticlesFeature.reducer.reduce(&state, action)
  }

  static var cancelsWorkOnLeave: Bool { true }
}

/// The UDF app with `Breakage` applied.
@MainActor
final class BrokenUDFArticlesApp<Breakage: UDFBreakage>: HeadlessApp {
  private let app: UDFArticlesApp

  init(environment: ArticleEnvironment) {
    app = UDFArticlesApp(
      environment: environment, reducer: ArticlesReducer { Breakage.reduce(&$0, $1) })
  }

  var window: Window { app.window }
  func launch() { app.launch() }
  func open(_ link: String) { app.open(link) }

  func tearDown() {
    if Breakage.cancelsWorkOnLeave {
      app.tearDown()
    } else {
      app.window.tearDown()
    }
  }
}

/// Every answer is rewritten to the revision the state expects: late answers pass as fresh.
enum NoRevisionGuard: UDFBreakage {
  static func reduce(_ state: inout ArticlesState, _ action: ArticlesAction) -> [ArticlesEffect] {
    let current = state.currentRevision(for: action)
    return ArticlesFeature.reducer.reduce(&state, current.map(action.withRevision) ?? action)
  }
}

/// Leaving only closes the window: the store keeps running and its requests keep going.
enum NoCancellationOnLeave: UDFBreakage {
  static var cancelsWorkOnLeave: Bool { false }
}

/// Retry starts the load again but leaves the old error on screen next to the spinner.
enum RetryKeepsTheOldError: UDFBreakage {
  static func reduce(_ state: inout ArticlesState, _ action: ArticlesAction) -> [ArticlesEffect] {
    let failure = state.list.failure
    let effects = ArticlesFeature.reducer.reduce(&state, action)
    if action == .list(.retryTapped) { state.list.failure = failure }
    return effects
  }
}

/// A favorite the server refused stays flipped: the optimistic change is never undone.
enum FavoriteWithoutRollback: UDFBreakage {
  static func reduce(_ state: inout ArticlesState, _ action: ArticlesAction) -> [ArticlesEffect] {
    if case .favorites(.answered(_, .failure, _)) = action { return [] }
    return ArticlesFeature.reducer.reduce(&state, action)
  }
}

/// Logging in closes the login page but forgets what the user wanted to do.
enum LoginForgetsItsContinuation: UDFBreakage {
  static func reduce(_ state: inout ArticlesState, _ action: ArticlesAction) -> [ArticlesEffect] {
    if case .login(.loggedIn) = action, state.login != nil {
      state.login = nil
      return []
    }
    return ArticlesFeature.reducer.reduce(&state, action)
  }
}

/// Reaching the end while a page loads asks for the page again: no in-flight guard.
enum PaginationWithoutInFlightGuard: UDFBreakage {
  static func reduce(_ state: inout ArticlesState, _ action: ArticlesAction) -> [ArticlesEffect] {
    if action == .list(.endReached), case .nextPage? = state.list.load { state.list.load = nil }
    return ArticlesFeature.reducer.reduce(&state, action)
  }
}
