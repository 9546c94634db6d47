public import ArticleDomain

/// One call a pattern made to a scripted service, as the scenario sees it.
public struct Request: Identifiable, Hashable, Sendable, CustomStringConvertible {
  /// The request's number, `#1` for the first call of the scenario.
  public let number: Int
  public let kind: Kind
  /// Whether a user was logged in when the request was made: the server answers a logged-out
  /// request without anyone's stars.
  public let madeLoggedIn: Bool
  public internal(set) var status: Status = .pending
  /// Whether the pattern cancelled the task waiting for the answer.
  public internal(set) var wasCancelled = false
  /// Whether the scenario has answered it, before or after the pattern cancelled it.
  public internal(set) var wasAnswered = false
  /// Whether the answer came after a newer request of the same kind had started.
  public internal(set) var wasSuperseded = false
  /// The scene the user was acting in when the request started (`1` for the app's own
  /// window), or `nil` when it started while the scenario answered, waited or set up, where a
  /// request may be any scene's.
  public let scene: Int?

  public var id: Int { number }

  init(number: Int, kind: Kind, madeLoggedIn: Bool = true, scene: Int? = nil) {
    self.number = number
    self.kind = kind
    self.madeLoggedIn = madeLoggedIn
    self.scene = scene
  }

  /// Whether `later`, made after this request, replaces it, so that an answer to this one is
  /// stale: it asks for the same family of things, and for the same scene when the family is
  /// a scene's own. Another window's list does not replace this window's; a star is the
  /// account's, whichever window it was tapped in. A request of no known scene may be any
  /// scene's, so it replaces (and is replaced by) the family's requests of every scene.
  func isReplaced(by later: Request) -> Bool {
    guard later.kind.family == kind.family else { return false }
    guard kind.isAScenesOwn, let scene, let laterScene = later.scene else { return true }
    return scene == laterScene
  }

  /// What was asked for.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    case page(PageCursor?)
    case search(String)
    case detail(Article.ID)
    case setFavorite(Bool, Article.ID)
    case logIn

    public var description: String {
      switch self {
      case .page(nil): "load first page"
      case .page(let cursor?): "load page \(cursor)"
      case .search(let query): "search \"\(query)\""
      case .detail(let id): "load detail of \(id)"
      case .setFavorite(true, let id): "favorite \(id)"
      case .setFavorite(false, let id): "unfavorite \(id)"
      case .logIn: "log in"
      }
    }

    /// Requests of one family replace each other: a newer one makes an older answer stale.
    var family: String {
      switch self {
      case .page: "list"
      case .search: "search"
      case .detail: "detail"
      case .setFavorite(_, let id): "favorite \(id)"
      case .logIn: "login"
      }
    }

    /// Whether the family is one window's: its list, its search, its detail. A favorite and
    /// a login are the account's.
    var isAScenesOwn: Bool {
      switch self {
      case .page, .search, .detail: true
      case .setFavorite, .logIn: false
      }
    }

    /// The page number a list request asks for: 1 for the first page.
    var pageNumber: Int? {
      guard case .page(let cursor) = self else { return nil }
      guard let cursor else { return 1 }
      return Int(cursor.rawValue)
    }
  }

  /// Where the request stands.
  public enum Status: Hashable, Sendable, CustomStringConvertible {
    /// Waiting for the scenario to answer it.
    case pending
    case succeeded
    case failed
    /// Ended by the pattern's cancellation before any answer (a cooperative backend).
    case cancelled

    public var description: String {
      switch self {
      case .pending: "pending"
      case .succeeded: "succeeded"
      case .failed: "failed"
      case .cancelled: "cancelled"
      }
    }
  }

  public var description: String { "#\(number) \(kind)" }
}

/// What a scripted request answers when it succeeds.
enum Response: Sendable {
  case page(Page)
  case detail(ArticleDetail)
  case done
}
