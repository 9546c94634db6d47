/// The failures a port can report, each with the message a screen shows for it.
public enum ArticleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The server answered with an error.
  case server(message: String)
  /// The article does not exist (any more).
  case notFound(Article.ID)
  /// The device has no connection.
  case offline
  /// The server did not answer within ``RequestPolicy/timeout``.
  case timedOut

  /// The text a user reads on screen.
  public var message: String {
    switch self {
    case .server(let message): message
    case .notFound: "This article is not available."
    case .offline: "You are offline."
    case .timedOut: "The server did not answer in time."
    }
  }

  public var description: String { message }
}

extension Error {
  /// The text a screen shows for this error: the article error's message, or a generic one.
  public var userMessage: String {
    (self as? ArticleError)?.message ?? "Something went wrong."
  }
}
