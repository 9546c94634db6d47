public import ArticleDomain

/// The article list: rows with a star each, a refresh control and a next-page footer.
@MainActor
public final class ListView: View {
  /// One row as the user sees it.
  public struct Row: Hashable, Sendable {
    public var id: Article.ID
    public var title: String
    public var isFavorite: Bool
    /// A change made offline that has not reached the server yet.
    public var isPendingSync: Bool

    public init(id: Article.ID, title: String, isFavorite: Bool, isPendingSync: Bool = false) {
      self.id = id
      self.title = title
      self.isFavorite = isFavorite
      self.isPendingSync = isPendingSync
    }

    /// The row that shows `article`.
    public init(_ article: Article, isPendingSync: Bool = false) {
      self.init(
        id: article.id, title: article.title, isFavorite: article.isFavorite,
        isPendingSync: isPendingSync)
    }
  }

  public var rows: [Row] = [] {
    didSet { if oldValue != rows { setNeedsDisplay() } }
  }
  /// Whether the refresh control spins. The pattern sets it; pulling does not.
  public var isRefreshing = false {
    didSet { if oldValue != isRefreshing { setNeedsDisplay() } }
  }
  /// Whether the footer shows that the next page is loading.
  public var isLoadingNextPage = false {
    didSet { if oldValue != isLoadingNextPage { setNeedsDisplay() } }
  }

  public var onSelectRow: ((Article.ID) -> Void)?
  public var onTapStar: ((Article.ID) -> Void)?
  public var onPullToRefresh: (() -> Void)?
  public var onReachEnd: (() -> Void)?

  override public var element: Screen.Element? {
    .list(rows: rows, isRefreshing: isRefreshing, isLoadingNextPage: isLoadingNextPage)
  }
}
