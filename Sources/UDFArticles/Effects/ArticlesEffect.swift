public import ArticleDomain

/// The work the reducer asks for, as a value: UDF's effect descriptions.
///
/// The reducer returns these and the ``EffectRunner`` executes them. Because they are values,
/// a reducer test asserts the work an action starts with `#expect(effects == [...])`, with no
/// service, task or clock involved.
public enum ArticlesEffect: Hashable, Sendable {
  /// Which running effect a ``cancel(_:)`` stops. The runner keeps at most one task per id;
  /// starting an effect cancels the one still running under its id.
  public enum ID: String, Hashable, Sendable, CustomStringConvertible {
    /// The list request: first load, refresh or next page.
    case page
    /// The search debounce timer.
    case debounce
    /// The search request.
    case search
    /// The detail request.
    case detail

    public var description: String { rawValue }
  }

  /// Load a page of the list, the first when `cursor` is `nil`, for `revision`.
  case loadPage(after: PageCursor?, revision: Int)
  /// Wait ``SearchPolicy/debounce`` on the environment's clock, then send
  /// ``SearchAction/debounceElapsed(query:)``.
  case debounceSearch(query: String)
  /// Search for `query`, for `revision`.
  case search(query: String, revision: Int)
  /// Load the detail of one article, for `revision`.
  case loadDetail(of: Article.ID, revision: Int)
  /// Cancel the effect running under `id`, if any.
  case cancel(ID)

  /// The id the effect runs under; `nil` for ``cancel(_:)``.
  public var id: ID? {
    switch self {
    case .loadPage: .page
    case .debounceSearch: .debounce
    case .search: .search
    case .loadDetail: .detail
    case .cancel: nil
    }
  }
}

extension ArticlesEffect: CustomStringConvertible {
  /// The effect as the trace shows it, such as `loadPage(after: nil, revision: 3)`.
  public var description: String {
    switch self {
    case .loadPage(let cursor, let revision):
      "loadPage(after: \(cursor?.rawValue ?? "nil"), revision: \(revision))"
    case .debounceSearch(let query): "debounceSearch(\"\(query)\")"
    case .search(let query, let revision): "search(\"\(query)\", revision: \(revision))"
    case .loadDetail(let id, let revision): "loadDetail(of: \(id), revision: \(revision))"
    case .cancel(let id): "cancel(\(id))"
    }
  }
}
