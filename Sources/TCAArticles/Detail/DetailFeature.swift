public import ArticleDomain
public import ComposableRuntime

/// One article's detail page: load when it first appears, retry, show a missing article.
///
/// Rule: the detail's effects live as long as its state. The parent presents this feature with
/// `ifLet(\.$detail, …)`: going back sets the state to `nil` and the runtime cancels the request
/// in the same step; a deep link that replaces the detail (another `id`) does the same. The
/// request's own id, ``CancelID/load`` with `cancelInFlight: true`, makes a retry replace it.
public struct DetailFeature: Reducer {
  public struct State: Equatable, Sendable, Identifiable {
    /// The article the page shows; its identity for `ifLet`.
    public let id: Article.ID
    /// Whether the page appeared once; the detail is requested only then.
    public var hasAppeared = false
    public var isLoading = false
    /// The loaded content.
    public var detail: ArticleDetail?
    /// The failure of the last request; `.notFound` shows as a message, not an error.
    public var failure: ArticleError?
    /// The account's stars: what the article's star shows, as its row does. The detail writes
    /// in only what the server says of its article's star, as the detail arrives.
    @Shared public var favorites: FavoritesFeature.Stars

    /// The page of article `id`, whose star shows the stars of `favorites`: the window's
    /// reference to the app's stars, with no default; a page tested alone is given stars of the test's
    /// own.
    public init(
      id: Article.ID, favorites: Shared<FavoritesFeature.Stars>
    ) {
      self.id = id
      _favorites = favorites
    }
  }

  public enum Action: Equatable, Sendable {
    /// The page appeared; the first appearance requests the detail.
    case appeared
    case retryTapped
    case detailAnswered(Result<ArticleDetail, ArticleError>)
    /// The user tapped the detail's star.
    case starTapped
    case delegate(Delegate)

    /// What the detail tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user tapped the star; the parent, which owns the stars, decides.
      case starTapped
    }
  }

  /// The ids the detail's effects run under.
  public enum CancelID: Hashable, Sendable {
    case load
  }

  @Dependency(\.articleRepository) var repository
  @Dependency(\.continuousClock) var clock

  public init() {}
}
