import ArticleDomain

/// The observable models every screen of the feature shares: favorites, the network status and
/// the notices of the page on top.
///
/// Rule: one instance per feature, handed to each view model when it is made — the MVVM
/// counterpart of SwiftUI's `.environment(_:)`. A view model reads and updates them; it never
/// keeps a copy of what they hold.
struct SharedModels {
  let favorites: FavoritesStore
  let network: NetworkStatus
  let notices: PageNotices

  /// Fresh shared models on `environment`'s services. One set per feature: the app view model
  /// makes it in the MVVM app, the screen factory in the Coordinator app.
  @MainActor
  init(environment: ArticleEnvironment) {
    let network = NetworkStatus(connectivity: environment.connectivity)
    let notices = PageNotices()
    self.network = network
    self.notices = notices
    favorites = FavoritesStore(environment: environment, network: network, notices: notices)
    for model: AnyObject in [favorites, network, notices] {
      environment.lifetimes.track(model)
    }
  }
}
