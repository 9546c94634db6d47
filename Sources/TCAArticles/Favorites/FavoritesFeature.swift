public import ArticleDomain
public import ComposableRuntime

/// The stars and the connection: optimistic favorites, queued while offline and sent when the
/// device is back online.
///
/// Rule: one source of truth for the stars. List rows and the detail both read
/// ``Stars/isFavorite(_:default:)``; a star is never copied into a row, so they cannot disagree.
///
/// Rule: the stars are the account's, one value for every window. ``State`` holds them as
/// `@Shared` values, written with `withLock`: by these rules, for what starts or answers a
/// request, and by the list and the detail for what the server says of a star
/// (``Stars/absorb(_:)``), where its answer arrives; that starts nothing.
///
/// Rule: optimistic update, settled by the latest request. A tap flips ``Star/isFavorite`` at
/// once and sends a request, kept with its number and value in ``Star/request``. Every success
/// is what the server now has (``Star/confirmed``); only a failure of the latest request puts
/// the star back.
public struct FavoritesFeature: Reducer {
  /// One article's star.
  public struct Star: Equatable, Sendable {
    /// What the star shows: the user's latest choice.
    public var isFavorite: Bool
    /// The last value the server confirmed; a failed latest request goes back to it.
    public var confirmed: Bool
    /// The newest request of this article while it is in flight: what the server will hold
    /// once it answers.
    public var request: Request?
    /// Whether the change was made offline and the server does not have it yet.
    public var isPendingSync = false
    /// Whether the star came back from the outbox at launch and no request of it has answered
    /// since: the server may or may not hold it, so any change of it is sent.
    public var isUnconfirmed = false

    public init(confirmed: Bool) {
      self.isFavorite = confirmed
      self.confirmed = confirmed
    }

    /// Whether the user's choice still waits for the server.
    public var isPending: Bool { request != nil || isPendingSync }

    /// A favorite request in flight: its number and the value it sends.
    public struct Request: Equatable, Sendable {
      public var number: Int
      public var isFavorite: Bool

      public init(number: Int, isFavorite: Bool) {
        self.number = number
        self.isFavorite = isFavorite
      }
    }
  }

  /// The account's part of the stars, shared with every window (`@Shared`): the stars and
  /// their queue, and apart from them the last failure, which changes seldom, so that a page
  /// that shows only the failure is not told of every star.
  public struct State: Equatable, Sendable {
    /// The stars the user or a page touched, and the changes waiting to be sent.
    @Shared public var stars: Stars
    /// The last favorite that failed.
    @Shared public var lastFailure: LastFailure
    /// Whether the device is online, read only: the app's (``AppFeature/State/isOnline``).
    /// Offline, a choice waits in the queue.
    @SharedReader public var isOnline: Bool

    /// The stars of a new account, on a device whose connection `isOnline` reads: the app's,
    /// with no default; the stars tested alone are given a connection of the test's own.
    public init(isOnline: SharedReader<Bool>) {
      _stars = Shared(value: Stars())
      _lastFailure = Shared(value: LastFailure())
      _isOnline = isOnline
    }
  }

  /// The message of the last favorite that failed, shown without Retry on the page on top of
  /// each window until that window's pages change.
  public struct LastFailure: Equatable, Sendable {
    public var message: String?
    /// How many favorites have failed: a window has dismissed the failure whose number it
    /// holds (``ArticlesFeature/State/dismissedFailure``), and shows only a newer one.
    public var number = 0

    public init() {}
  }

  /// The stars the user or a page touched, and the changes the server has not answered.
  public struct Stars: Equatable, Sendable {
    /// The stars the user or a detail touched, by article.
    public var stars: [Article.ID: Star] = [:]
    /// The articles changed offline, in the order the changes were made.
    public var pendingSync: [Article.ID] = []
    /// The number of the last favorite request.
    public var lastRequest = 0

    public init() {}

    /// What the star of `id` shows; `serverValue` when nobody touched it.
    public func isFavorite(_ id: Article.ID, default serverValue: Bool) -> Bool {
      stars[id]?.isFavorite ?? serverValue
    }

    /// Whether the star of `id` waits to be sent, made offline.
    public func isPendingSync(_ id: Article.ID) -> Bool {
      stars[id]?.isPendingSync ?? false
    }

    /// The changes the server has not answered, in the order they go out: those in flight in
    /// the order sent, then those waiting in the order of their last tap. The app saves it on
    /// the device each time it changes, so a relaunch loses none.
    ///
    /// - Complexity: O(s log s) for the s stars touched.
    public var outbox: SavedOutbox {
      SavedOutbox(
        inFlight: stars.compactMap { id, star in
          star.request.map { ($0.number, FavoriteChange(id: id, isFavorite: star.isFavorite)) }
        },
        // A failure clears a star's mark but leaves it in the queue, which skips it.
        waiting: pendingSync.compactMap { id in
          stars[id].flatMap {
            $0.isPendingSync ? FavoriteChange(id: id, isFavorite: $0.isFavorite) : nil
          }
        })
    }

    /// Takes in the changes the last run left unanswered: each shows as the user left it,
    /// waiting to be sent.
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

    /// Takes in the server's stars of `articles`, for the stars already kept.
    ///
    /// - Complexity: O(n) in the articles, one dictionary look-up each.
    mutating func absorb(_ articles: [Article]) {
      guard !stars.isEmpty else { return }
      for article in articles where stars[article.id] != nil {
        absorb(article.isFavorite, of: article.id)
      }
    }

    /// Takes in the server's value of one star; the server never erases a pending choice.
    mutating func absorb(_ isFavorite: Bool, of id: Article.ID) {
      var star = stars[id] ?? Star(confirmed: isFavorite)
      star.confirmed = isFavorite
      star.isUnconfirmed = false
      if !star.isPending { star.isFavorite = isFavorite }
      stars[id] = star
    }
  }

  public enum Action: Equatable, Sendable {
    /// The outbox the last run saved was read, as the app launched: its text, or `nil`.
    case outboxRead(String?)
    /// The device is back online (sent by the parent, which listens to the connection): what
    /// waited goes now.
    case connectionRestored
    /// The user chose `isFavorite` for `id`, whose star showed `shown` (sent by the parent,
    /// once its login gate let the choice through).
    case favoriteChosen(Bool, of: Article.ID, shown: Bool)
    /// Favorite request number `request` for `id` answered.
    case favoriteAnswered(Article.ID, Result<Bool, ArticleError>, request: Int)
    /// The user logged out (sent by the parent): the stars and the unsent changes were the
    /// account's, and no request of it may answer.
    case accountEnded
  }

  /// The ids the favorites' effects run under: one for every request. A write already sent
  /// cannot be taken back, so no request cancels another (no `cancelInFlight`); the store holds
  /// them all under the one id, which the account's end cancels at once.
  public enum CancelID: Hashable, Sendable {
    case favorites
  }

  @Dependency(\.articleRepository) var repository
  @Dependency(\.analytics) var analytics
  @Dependency(\.outboxStore) var outboxStore
  @Dependency(\.session) var session
  @Dependency(\.debugLog) var debugLog

  public init() {}
}
