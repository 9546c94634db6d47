/// The pages the app saves for its next launch: the navigation stack as routes with stable
/// ids — never a controller, a view model or an article's content — as a scene's
/// `stateRestorationActivity` or `@SceneStorage` keeps it.
///
/// It is written as a few lines of text, so that a reviewer can read what an app saved:
///
/// ```text
/// format 2
/// list
/// detail a2
/// ```
///
/// Reading re-validates what was saved: another format, a page the feature does not know, an
/// article id that is not one, or a stack the feature cannot show (the list first, then at most
/// one detail) is rejected whole, with the line it is on. What the saved ids still mean — is
/// the user logged in, does the server still have the article — the app decides as it restores
/// them, as it does for a link.
///
/// ```swift
/// let pages = try SavedPages(reading: "format 2\nlist\ndetail a2\n")
/// pages.article  // "a2"
/// ```
public struct SavedPages: Hashable, Sendable, CustomStringConvertible {
  /// The format this app writes and reads; an app reads no other.
  public static let format = 2

  /// The detail on top of the list, or `nil` for the list alone.
  public let article: Article.ID?

  /// The pages of `routes`, the stack on screen bottom to top: the login, a modal, is not saved
  /// (what waits for it is this run's), and only the detail on top is kept.
  public init(showing routes: [Route]) {
    article =
      routes.reversed().lazy.compactMap { route -> Article.ID? in
        if case .detail(let id) = route { id } else { nil }
      }.first
  }

  /// The list, with the detail of `article` on top when there is one.
  public init(article: Article.ID?) {
    self.article = article
  }

  /// The text the app saves.
  public var text: String {
    (["format \(Self.format)", "list"] + (article.map { ["detail \($0)"] } ?? []))
      .joined(separator: "\n") + "\n"
  }

  /// `list > a2`, as scenarios write saved pages.
  public var description: String {
    (["list"] + (article.map { [$0.rawValue] } ?? [])).joined(separator: " > ")
  }

  /// Reads what an app saved.
  ///
  /// - Throws: ``Rejection``, naming the line that is wrong.
  public init(reading text: String) throws(Rejection) {
    let saved: SavedText
    do {
      saved = try SavedText(text, keyword: "format", expecting: Self.format)
    } catch {
      throw .unreadable(line: 1, error.message)
    }
    guard saved.format == Self.format else { throw .otherFormat(saved.format) }
    var routes: [Route] = []
    for (number, line) in saved.body {
      routes.append(try Self.route(line, at: number))
    }
    let details = routes.dropFirst().compactMap { route -> Article.ID? in
      if case .detail(let id) = route { id } else { nil }
    }
    guard routes.first == .list, routes.count <= 2, details.count == routes.count - 1 else {
      throw .notAStack(saved.body.map(\.line).joined(separator: ", "))
    }
    article = details.first
  }

  private static func route(_ line: String, at number: Int) throws(Rejection) -> Route {
    if line == "list" { return .list }
    guard line.hasPrefix("detail ") else {
      throw .unreadable(line: number, "unknown page '\(line)'; expected 'list' or 'detail <id>'")
    }
    let id = line.dropFirst("detail ".count)
    // An id is what a link may carry: the same rule, so a saved id is as safe as a link's.
    guard !id.isEmpty, id.allSatisfy(\.isValidInArticleID) else {
      throw .unreadable(line: number, "'\(id)' is not a valid article id")
    }
    return .detail(Article.ID(String(id)))
  }

  /// Why saved pages cannot be restored.
  public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// Saved by a version of the app that wrote another format.
    case otherFormat(Int)
    /// A line that is not what the format says.
    case unreadable(line: Int, String)
    /// Pages the feature cannot show together.
    case notAStack(String)

    public var description: String {
      switch self {
      case .otherFormat(let format):
        "saved in format \(format); this app reads format \(SavedPages.format)"
      case .unreadable(let line, let message): "line \(line): \(message)"
      case .notAStack(let pages):
        "'\(pages)' is not a stack the feature shows: the list first, then at most one detail"
      }
    }
  }
}
