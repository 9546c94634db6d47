/// A link into the feature, such as `app://articles/a2`.
///
/// Parsing never traps: every string either becomes a ``DeepLink`` or a typed
/// ``DeepLink/Rejection`` that says what was wrong, so a pattern can reject a bad link visibly.
///
/// ```swift
/// let link = try DeepLink(parsing: "app://articles/a2")  // .article("a2")
/// ```
public enum DeepLink: Hashable, Sendable {
  /// Open the detail of one article, with the list beneath it.
  case article(Article.ID)

  /// The scheme every link into the feature uses.
  public static let scheme = "app"

  /// Parses a link of the form `app://articles/<id>`.
  ///
  /// - Throws: ``Rejection`` naming the first part of the link that is wrong.
  public init(parsing text: String) throws(Rejection) {
    let (scheme, path) = Self.split(text)
    guard let path else { throw .notALink(text) }
    guard scheme == Self.scheme else { throw .unsupportedScheme(scheme) }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let host = parts.first, host == "articles" else {
      throw .unknownDestination(String(parts.first ?? ""))
    }
    guard parts.count == 2, let id = parts.last, !id.isEmpty else { throw .missingArticleID }
    guard id.allSatisfy({ $0.isValidInArticleID }) else { throw .invalidArticleID(String(id)) }
    self = .article(Article.ID(String(id)))
  }

  /// Splits `scheme://rest` into its scheme and the rest; the rest is `nil` without `://`.
  private static func split(_ text: String) -> (scheme: String, rest: Substring?) {
    guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
      return (text, nil)
    }
    return (String(text[..<colon]), text[text.index(colon, offsetBy: 3)...])
  }

  /// Why a string is not a link the feature can open.
  public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
    case notALink(String)
    case unsupportedScheme(String)
    case unknownDestination(String)
    case missingArticleID
    case invalidArticleID(String)

    public var description: String {
      switch self {
      case .notALink(let text): "'\(text)' is not a link"
      case .unsupportedScheme(let scheme):
        "unsupported scheme '\(scheme)'; expected '\(DeepLink.scheme)'"
      case .unknownDestination(let host): "unknown destination '\(host)'; expected 'articles'"
      case .missingArticleID: "missing article id; expected app://articles/<id>"
      case .invalidArticleID(let id): "'\(id)' is not a valid article id"
      }
    }
  }
}

extension Character {
  /// Whether the character may appear in an article id: a link's and a saved page's alike.
  var isValidInArticleID: Bool {
    isASCII && (isLetter || isNumber || self == "-" || self == "_")
  }
}
