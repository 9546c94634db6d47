public import ArticleDomain

/// The stars of the feature: one source of truth that the list rows and the detail both read.
///
/// Rule: one source of truth. A star is never copied into the list's rows or the detail: the
/// pages ask ``isFavorite(_:default:)`` with the server's value as the default, so a row and
/// the detail of the same article can never disagree. An article gets a ``Star`` when the user
/// taps it or its detail answers; until then the server's rows are the truth.
///
/// Rule: optimistic update with a revision guard per article. A tap changes ``Star/isFavorite``
/// at once and sends a request with a new revision, kept with its value in ``Star/request``.
/// Every success
/// updates ``Star/confirmed`` — it is what the server now has — but only the answer carrying
/// the latest revision settles the star: a failure of an older request changes nothing on
/// screen.
///
/// ```text
/// favorite (#2), unfavorite (#3)   star empty, confirmed false
/// #2 succeeds                      star empty, confirmed true  (#3 still in flight)
/// #3 fails                         star filled: back to what the server confirmed
/// ```
public struct FavoritesState: Hashable, Sendable {
  /// One article's star.
  public struct Star: Hashable, Sendable {
    /// What the star shows: the user's latest choice while it is pending, else the server's.
    public var isFavorite: Bool
    /// The last value the server confirmed — the article's value before any tap, until a
    /// request succeeds or the server's rows say otherwise. A failed latest request puts the
    /// star back to it.
    public var confirmed: Bool
    /// The newest favorite request of this article while it is in flight: what the server will
    /// hold once it answers.
    public var request: Request?
    /// Whether the change was made offline and the server does not have it yet.
    public var isPendingSync = false
    /// Whether the star came back from the outbox at launch and no request of it has answered
    /// since: the server may or may not hold it, so any change of it is sent.
    public var isUnconfirmed = false

    /// A star that shows what the server confirmed.
    public init(confirmed: Bool) {
      self.isFavorite = confirmed
      self.confirmed = confirmed
    }

    /// Whether the user's choice still waits for the server: the server's rows must not
    /// overwrite it.
    public var isPending: Bool { request != nil || isPendingSync }

    /// A favorite request in flight: the revision it was started with and the value it sends.
    public struct Request: Hashable, Sendable {
      public var revision: Int
      public var isFavorite: Bool

      public init(revision: Int, isFavorite: Bool) {
        self.revision = revision
        self.isFavorite = isFavorite
      }
    }
  }

  /// The stars the user or a detail touched, by article.
  public var stars: [Article.ID: Star] = [:]
  /// The articles whose star was changed offline, in the order the changes were made: the
  /// order their requests go out when the device is back online.
  public var pendingSync: [Article.ID] = []
  /// The message of the last favorite request that failed, shown on the page on top of each
  /// window (without Retry) until that window's pages change or the user taps a star again.
  public var failure: String?
  /// How many favorite failures there have been: a window has dismissed the failure whose
  /// number it holds (``ScenePages/dismissedFailure``), and shows only a newer one.
  public var failureNumber = 0

  public init() {}

  /// What the star of `id` shows, `serverValue` if the user and the details never touched it.
  public func isFavorite(_ id: Article.ID, default serverValue: Bool) -> Bool {
    stars[id]?.isFavorite ?? serverValue
  }

  /// The changes the server has not answered, in the order they go out: those in flight in the
  /// order sent, then those waiting in the order of their last tap. Saved on the device each
  /// time it changes, so a relaunch loses none.
  ///
  /// - Complexity: O(s log s) for the s stars touched.
  public var outbox: SavedOutbox {
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

  /// Takes in the outbox the last run saved: each change shows at once, waiting to be sent, as
  /// the user left it.
  mutating func restore(_ outbox: SavedOutbox) {
    for change in outbox.changes {
      // What the server holds is unknown; the opposite is what a failure puts back until the
      // server's rows say.
      var star = Star(confirmed: !change.isFavorite)
      star.isFavorite = change.isFavorite
      star.isPendingSync = true
      star.isUnconfirmed = true
      stars[change.id] = star
      pendingSync.append(change.id)
    }
  }

  /// Whether the star of `id` carries a change made offline that the server does not have yet.
  public func isPendingSync(_ id: Article.ID) -> Bool {
    stars[id]?.isPendingSync ?? false
  }

  /// Takes in what the server says about the stars of `articles`: each becomes the confirmed
  /// value of a star already kept, and what the star shows unless the user's choice is
  /// pending.
  ///
  /// - Complexity: O(n) for n articles, one dictionary look-up each; no star is added.
  mutating func absorb(_ articles: [Article]) {
    guard !stars.isEmpty else { return }
    for article in articles where stars[article.id] != nil {
      absorb(article.isFavorite, of: article.id)
    }
  }

  /// Takes in the server's value of one article's star, keeping a star for it from now on, so
  /// that the row beneath the detail shows what the detail shows.
  mutating func absorb(_ isFavorite: Bool, of id: Article.ID) {
    var star = stars[id] ?? Star(confirmed: isFavorite)
    star.confirmed = isFavorite
    star.isUnconfirmed = false
    // Rule: the server's rows never erase a choice still on its way to the server.
    if !star.isPending { star.isFavorite = isFavorite }
    stars[id] = star
  }
}
