import ArticleDomain

/// Builds the feature's screens and injects their dependencies: the coordinators ask it for a
/// page and wire what the page reports; they never build a view model themselves.
///
/// Rule (Coordinator): screens get their dependencies from the factory the coordinators share;
/// no screen reaches for a singleton. The shared models — the stars, the connection, the
/// notices of the page on top — are made once here and handed to every view model, which is
/// how the list and every detail read the same star. Every page renders in the one render pass
/// of the feature.
///
/// The screens it builds are the MVVM chapter's own (`Screens/`, the very same files): what a
/// coordinator adds is who navigates, nothing about how a screen works.
@MainActor
final class ScreenFactory {
  /// The models every screen of the scene shares, handed to each screen it builds.
  private let shared: SharedModels

  private let environment: ArticleEnvironment
  /// The one render pass of the app's pages, in the order they were built: every window's
  /// factory renders in the same queue, or the windows would render in the order the
  /// Observation registrar calls its observers, which differs from one run to the next.
  let renderQueue: RenderQueue

  /// A factory of one scene's screens on `environment`'s services and `shared` models,
  /// rendering in the app's `renderQueue`.
  init(environment: ArticleEnvironment, shared: SharedModels, renderQueue: RenderQueue) {
    self.environment = environment
    self.shared = shared
    self.renderQueue = renderQueue
    environment.lifetimes.track(self)
  }

  /// The list page with its view model.
  func makeList() -> ArticleListViewController {
    let viewModel = ArticleListViewModel(environment: environment, shared: shared)
    let page = ArticleListViewController(
      viewModel: viewModel, trace: environment.trace, renderQueue: renderQueue)
    track(viewModel, page)
    return page
  }

  /// The detail page of `id` with its view model.
  func makeDetail(of id: Article.ID) -> ArticleDetailViewController {
    let viewModel = ArticleDetailViewModel(id: id, environment: environment, shared: shared)
    let page = ArticleDetailViewController(
      viewModel: viewModel, trace: environment.trace, renderQueue: renderQueue)
    track(viewModel, page)
    return page
  }

  /// The login page with its view model.
  func makeLogin() -> LoginViewController {
    let viewModel = LoginViewModel(environment: environment)
    let page = LoginViewController(
      viewModel: viewModel, trace: environment.trace, renderQueue: renderQueue)
    track(viewModel, page)
    return page
  }

  private func track(_ objects: AnyObject...) {
    for object in objects { environment.lifetimes.track(object) }
  }
}
