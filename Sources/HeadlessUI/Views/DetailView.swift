public import ArticleDomain

/// The content of one article, with its star.
@MainActor
public final class DetailView: View {
  /// What the detail shows; `nil` until its content has loaded.
  public var content: Content? {
    didSet { if oldValue != content { setNeedsDisplay() } }
  }
  public var onTapStar: (() -> Void)?

  /// The readable part of a loaded detail.
  public struct Content: Hashable, Sendable {
    public var id: Article.ID
    public var title: String
    public var body: String
    public var isFavorite: Bool
    public var isPendingSync: Bool

    public init(
      id: Article.ID, title: String, body: String, isFavorite: Bool, isPendingSync: Bool = false
    ) {
      self.id = id
      self.title = title
      self.body = body
      self.isFavorite = isFavorite
      self.isPendingSync = isPendingSync
    }

    /// The content that shows `detail`.
    public init(_ detail: ArticleDetail, isPendingSync: Bool = false) {
      self.init(
        id: detail.id, title: detail.title, body: detail.body, isFavorite: detail.isFavorite,
        isPendingSync: isPendingSync)
    }
  }

  override public var element: Screen.Element? {
    content.map { .detail($0) }
  }
}
