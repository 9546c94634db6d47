import Observation

/// Messages a scene shows on whichever of its pages is on top: a rejected link's banner and
/// a failed favorite's error.
///
/// Rule: a message belongs to the page the user is looking at, not to the view model that
/// caused it. A favorite tapped in the detail can fail after the user went back to the list; a
/// link can be rejected while either page is on top. Each page's view model reads these notices
/// only while its page is on screen (between `onAppear()` and `onDisappear()`), and the page
/// that showed them dismisses them when it goes, so a notice never follows the user around.
/// This is the MVVM form of SwiftUI's one `.alert(item:)` at the root of the feature.
///
/// Each scene has its own notices. A link is sent to one scene, so its banner is that
/// scene's. A failed favorite is the account's — its star went back in every scene — so each
/// scene's notices show the favorites store's ``FavoritesStore/failure`` until a page of that
/// scene dismisses it.
@Observable
@MainActor
final class PageNotices {
  /// The banner of a link that could not be opened.
  private(set) var linkRejection: String?
  /// The last failure this scene's pages dismissed.
  private var dismissedFailure = 0

  @ObservationIgnored private let favorites: FavoritesStore

  /// The banner a rejected link shows.
  static let linkRejectionMessage = "This link cannot be opened."

  /// A scene that opens after a favorite failed starts without its message, as any next page
  /// does: the scene was not there to see the star go back.
  init(favorites: FavoritesStore) {
    self.favorites = favorites
    dismissedFailure = favorites.failure?.number ?? 0
  }

  /// The message of the last favorite request that failed, unless this scene dismissed it;
  /// shown without Retry.
  var favoriteFailure: String? {
    guard let failure = favorites.failure, failure.number > dismissedFailure else { return nil }
    return failure.message
  }

  func showLinkRejection() {
    linkRejection = Self.linkRejectionMessage
  }

  /// The page that showed the notices has gone.
  func dismissAll() {
    if linkRejection != nil { linkRejection = nil }
    dismissFavoriteFailure()
  }

  /// The user changed a star in this scene: the last failure is no longer news here. Another
  /// scene keeps showing it until its own page goes or its own star changes.
  func dismissFavoriteFailure() {
    if let failure = favorites.failure, failure.number > dismissedFailure {
      dismissedFailure = failure.number
    }
  }
}
