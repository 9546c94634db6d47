import ArticleDomain

/// What a router needs to assemble a module: the outside world, the objects every module
/// shares, and the app's router for what crosses modules (links, the login page).
///
/// Rule: the router assembles its module. It builds the view, presenter, interactor and router,
/// connects them — strong references along VIPER's ownership (view → presenter → interactor and
/// router), weak ones back (presenter → view, interactor → presenter, router → view) — and
/// registers each with the harness's lifetime check.
@MainActor
struct ModuleDependencies {
  let environment: ArticleEnvironment
  /// The one favorites store, held by every interactor that shows a star.
  let favorites: FavoritesStore
  /// The app's status, behind every banner.
  let status: AppStatus
  /// The app's router, held weakly: it belongs to the app, not to the modules.
  weak var flow: AppRouter?

  /// Registers `objects` with the harness's lifetime check.
  func track(_ objects: AnyObject...) {
    for object in objects { environment.lifetimes.track(object) }
  }
}
