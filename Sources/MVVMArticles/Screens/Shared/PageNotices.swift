import Observation

/// Messages the whole feature shows on whichever page is on top: a rejected link's banner and
/// a failed favorite's error.
///
/// Rule: a message belongs to the page the user is looking at, not to the view model that
/// caused it. A favorite tapped in the detail can fail after the user went back to the list; a
/// link can be rejected while either page is on top. Each page's view model reads these notices
/// only while its page is on screen (between `onAppear()` and `onDisappear()`), and the page
/// that showed them dismisses them when it goes, so a notice never follows the user around.
/// This is the MVVM form of SwiftUI's one `.alert(item:)` at the root of the feature.
@Observable
@MainActor
final class PageNotices {
  /// The banner of a link that could not be opened.
  private(set) var linkRejection: String?
  /// The message of the last favorite request that failed; shown without Retry.
  private(set) var favoriteFailure: String?

  /// The banner a rejected link shows.
  static let linkRejectionMessage = "This link cannot be opened."

  init() {}

  func showLinkRejection() {
    linkRejection = Self.linkRejectionMessage
  }

  func showFavoriteFailure(_ message: String) {
    favoriteFailure = message
  }

  /// A new tap on a star starts over: the previous failure is no longer news.
  func dismissFavoriteFailure() {
    if favoriteFailure != nil { favoriteFailure = nil }
  }

  /// The page that showed the notices has gone.
  func dismissAll() {
    if linkRejection != nil { linkRejection = nil }
    if favoriteFailure != nil { favoriteFailure = nil }
  }
}
