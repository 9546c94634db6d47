import Observation

/// The messages the feature shows on whichever page is on top: a rejected link's banner and
/// a failed favorite's error.
///
/// Rule: a notice belongs to the page the user is looking at, not to the object that caused
/// it. A link can be rejected over either page, and a favorite tapped in the detail can fail
/// after the user went back to the list. Each page's view model shows these notices only while
/// its page is on screen, and the coordinator dismisses them when the pages change — a route
/// decision, so it is the coordinator's to make.
@Observable
@MainActor
final class PageNotices {
  /// The banner of a link that could not be opened.
  static let linkRejectionMessage = "This link cannot be opened."

  /// The banner of the last link that could not be opened, until the pages change.
  private(set) var linkRejection: String?
  /// The message of the last favorite request that failed; shown without Retry.
  private(set) var favoriteFailure: String?

  init() {}

  /// A link did not parse: the page on top says so.
  func showLinkRejection() {
    linkRejection = Self.linkRejectionMessage
  }

  /// The latest favorite request of an article failed with `message`.
  func showFavoriteFailure(_ message: String) {
    favoriteFailure = message
  }

  /// A new tap on a star starts over: the previous failure is no longer news.
  func dismissFavoriteFailure() {
    if favoriteFailure != nil { favoriteFailure = nil }
  }

  /// The pages changed: what was said about the old page on top is no longer news.
  func dismissAll() {
    if linkRejection != nil { linkRejection = nil }
    if favoriteFailure != nil { favoriteFailure = nil }
  }
}
