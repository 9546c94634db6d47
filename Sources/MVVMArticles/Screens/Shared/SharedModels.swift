import ArticleDomain

/// The observable models every screen of the feature shares: favorites, the network status and
/// the notices of the page on top; and the device's connection, which writes the status.
///
/// Rule: one instance per scene, handed to each view model when it is made — the MVVM
/// counterpart of SwiftUI's `.environment(_:)`. A view model reads and updates them; it never
/// keeps a copy of what they hold.
///
/// Rule: what the account knows has one owner for every scene. Another window's screens get
/// the same favorites store, network status and connection (``forAnotherScene(environment:)``),
/// so a star tapped in one window shows in the other at once and the device is listened to
/// once; only the notices are the scene's own.
struct SharedModels {
  let favorites: FavoritesStore
  let network: NetworkStatus
  /// Back online, the favorites go out first, then each list catches up.
  let connection: DeviceConnection
  let notices: PageNotices

  /// Fresh shared models on `environment`'s services: the account's, for the first scene.
  /// The app's composition root makes them in the MVVM app, the screen factory in the
  /// Coordinator app.
  @MainActor
  init(environment: ArticleEnvironment) {
    let network = NetworkStatus(connectivity: environment.connectivity)
    let favorites = FavoritesStore(environment: environment, network: network)
    let connection = DeviceConnection(
      environment: environment, network: network, favorites: favorites)
    self.init(
      favorites: favorites, network: network, connection: connection, environment: environment)
    for model: AnyObject in [favorites, network, connection] {
      environment.lifetimes.track(model)
    }
  }

  @MainActor
  private init(
    favorites: FavoritesStore, network: NetworkStatus, connection: DeviceConnection,
    environment: ArticleEnvironment
  ) {
    self.favorites = favorites
    self.network = network
    self.connection = connection
    notices = PageNotices(favorites: favorites)
    environment.lifetimes.track(notices)
  }

  /// The models of another window's screens: the account's favorites, network status and
  /// connection, and notices of its own.
  @MainActor
  func forAnotherScene(environment: ArticleEnvironment) -> SharedModels {
    SharedModels(
      favorites: favorites, network: network, connection: connection, environment: environment)
  }
}
