/// One page of the article list, as the server returns it.
public struct Page: Hashable, Sendable {
  public var articles: [Article]
  /// Where the next page starts, or `nil` when this is the last page.
  public var next: PageCursor?

  public init(articles: [Article], next: PageCursor? = nil) {
    self.articles = articles
    self.next = next
  }
}

/// An opaque position in the article list, handed back to the server to load the next page.
///
/// Patterns never look inside a cursor; they keep the one the last page returned and pass it on.
public struct PageCursor: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }
}
