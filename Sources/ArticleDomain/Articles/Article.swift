/// One article as the list shows it.
///
/// A value type: every pattern keeps articles in its state by value, which is what makes the
/// state-copy cost of each pattern measurable.
public struct Article: Identifiable, Hashable, Sendable {
  /// The article's stable identity, such as `a1`.
  public let id: ID
  public var title: String
  public var isFavorite: Bool

  public init(id: ID, title: String, isFavorite: Bool = false) {
    self.id = id
    self.title = title
    self.isFavorite = isFavorite
  }
}

extension Article {
  /// The identity of an article: a short string such as `a1`, also used in deep links.
  public struct ID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}

/// The full content of one article, loaded when its detail opens.
public struct ArticleDetail: Identifiable, Hashable, Sendable {
  public let id: Article.ID
  public var title: String
  public var body: String
  public var isFavorite: Bool

  public init(id: Article.ID, title: String, body: String, isFavorite: Bool = false) {
    self.id = id
    self.title = title
    self.body = body
    self.isFavorite = isFavorite
  }
}
