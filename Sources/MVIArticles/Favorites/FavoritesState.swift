import ArticleDomain

/// The stars' sub-state: one source of truth that the list rows and the detail both read.
///
/// A star is never copied into the list's rows or the detail: the pages ask
/// ``isFavorite(_:default:)`` with the server's value as the default, so a row and the detail
/// of the same article can never disagree. An article gets a ``Star`` when the user taps it or
/// its detail answers; until then the server's rows are the truth.
///
/// Optimistic update, guarded per article: a tap changes ``Star/isFavorite`` at once and sends
/// a request with a new revision, kept in ``Star/request``. Every success updates
/// ``Star/confirmed`` — it is what the server now has — but only the answer carrying the latest
/// revision settles the star.
struct FavoritesState: Hashable, Sendable {
  /// One article's star.
  struct Star: Hashable, Sendable {
    /// A favorite request in flight: the revision it was started with and the value it sends.
    struct Request: Hashable, Sendable {
      var revision: Int
      var isFavorite: Bool
    }

    /// What the star shows: the user's latest choice while it is pending, else the server's.
    var isFavorite: Bool
    /// The last value the server confirmed; a failed latest request puts the star back to it.
    var confirmed: Bool
    /// The newest request of this article while it is in flight: what the server will hold.
    var request: Request?
    /// Whether the change was made offline and the server does not have it yet.
    var isPendingSync = false
    /// Whether the star came back from the outbox at launch and no request of it has answered
    /// since: the server may or may not hold it, so any change of it is sent.
    var isUnconfirmed = false

    /// A star that shows what the server confirmed.
    init(confirmed: Bool) {
      self.isFavorite = confirmed
      self.confirmed = confirmed
    }

    /// Whether the user's choice still waits for the server: its rows must not overwrite it.
    var isPending: Bool { request != nil || isPendingSync }
  }

  /// The stars the user or a detail touched, by article.
  var stars: [Article.ID: Star] = [:]
  /// The articles whose star was changed offline, in the order of each one's last change: the
  /// order their requests go out when the device is back online.
  var pendingSync: [Article.ID] = []
  /// The message of the last favorite request that failed, shown on the page on top of each
  /// window (without Retry) until that window's pages change or the user taps a star again.
  var failure: String?
  /// How many favorite failures there have been: a window has dismissed the failure whose
  /// number it holds (``ScenePages/dismissedFailure``), and shows only a newer one.
  var failureNumber = 0

  init() {}

  /// What the star of `id` shows, `serverValue` if the user and the details never touched it.
  func isFavorite(_ id: Article.ID, default serverValue: Bool) -> Bool {
    stars[id]?.isFavorite ?? serverValue
  }

  /// The changes the server has not answered, in the order they go out: those in flight in the
  /// order sent, then those waiting in the order of their last tap. The store saves it on the
  /// device each time it changes, so a relaunch loses none.
  ///
  /// - Complexity: O(s log s) for the s stars touched.
  var outbox: SavedOutbox {
    SavedOutbox(
      inFlight: stars.compactMap { id, star in
        star.request.map { ($0.revision, FavoriteChange(id: id, isFavorite: star.isFavorite)) }
      },
      // A failure clears a star's mark but leaves it in the queue, which skips it.
      waiting: pendingSync.compactMap { id in
        stars[id].flatMap {
          $0.isPendingSync ? FavoriteChange(id: id, isFavorite: $0.isFavorite) : nil
        }
      })
  }

  /// Whether the star of `id` carries a change made offline that the server does not have yet.
  func isPendingSync(_ id: Article.ID) -> Bool {
    stars[id]?.isPendingSync ?? false
  }
}
