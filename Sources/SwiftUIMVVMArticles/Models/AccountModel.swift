import ArticleDomain
import Observation

/// What the signed-in account knows, shared by every window: its stars, the network status its
/// pages read, and the device's connection, which writes the status.
///
/// Rule: one owner for what the account knows. The app holds one account model and hands it to
/// every window, so a star tapped in one window shows in the other at once. A
/// logout makes a new one (``AppModel``): the windows' views take it as a new identity, and
/// everything the old account's pages held goes with them.
@Observable
@MainActor
final class AccountModel {
  let favorites: FavoritesStore
  let network: NetworkStatus
  /// The account's ear on the device, for every window: back online, the favorites go out
  /// first; each list catches up by itself, from `onChange` of the status it reads
  /// (`ArticleListView`).
  let connection: DeviceConnection
  /// Whether a window shows the pages the last run saved: the launch account's do, while an
  /// account that starts after a logout does not — those pages were the last user's.
  let restoresSavedPages: Bool
  let environment: ArticleEnvironment

  init(environment: ArticleEnvironment, restoresSavedPages: Bool) {
    self.environment = environment
    self.restoresSavedPages = restoresSavedPages
    network = NetworkStatus(connectivity: environment.connectivity)
    favorites = FavoritesStore(environment: environment, network: network)
    connection = DeviceConnection(environment: environment, network: network, favorites: favorites)
    for model: AnyObject in [favorites, network, connection] {
      environment.lifetimes.track(model)
    }
  }
}
