/// Where the app tells the product team what users do: the pages they see, the stars they
/// flip and the searches they make.
///
/// Recording is an effect like a request: it leaves the device. What an event may carry is
/// ``AnalyticsPolicy``'s allow-list, and the events the feature records are built by
/// ``AnalyticsEvent``'s constructors, which follow it.
public protocol Analytics: Sendable {
  /// Sends `event` on its way; recording never fails and never waits.
  func record(_ event: AnalyticsEvent)
}

/// Analytics that records nothing: what an app without a product team's SDK passes.
public struct DiscardingAnalytics: Analytics {
  public init() {}
  public func record(_ event: AnalyticsEvent) {}
}

/// One analytics event: a name and its parameters, as an analytics SDK takes them.
///
/// ```swift
/// analytics.record(.screenView(.detail("a2")))  // screen view detail a2
/// analytics.record(.favorite(true, of: "a2"))    // favorite a2 on
/// analytics.record(.search(characters: 5))       // search 5 characters
/// ```
public struct AnalyticsEvent: Hashable, Sendable, CustomStringConvertible {
  public var name: String
  public var parameters: [String: String]

  /// An event of any name and parameters, as an SDK accepts it; the feature's own events
  /// come from the constructors below, which carry only what the policy allows.
  public init(name: String, parameters: [String: String] = [:]) {
    self.name = name
    self.parameters = parameters
  }

  /// The page `route` became the page on top: `screen` and, for a detail, its `article` id.
  public static func screenView(_ route: Route) -> Self {
    switch route {
    case .list: Self(name: "screen view", parameters: ["screen": "list"])
    case .detail(let id):
      Self(name: "screen view", parameters: ["screen": "detail", "article": id.rawValue])
    case .login: Self(name: "screen view", parameters: ["screen": "login"])
    }
  }

  /// The user flipped the star of `id` to `isFavorite`.
  public static func favorite(_ isFavorite: Bool, of id: Article.ID) -> Self {
    Self(
      name: "favorite", parameters: ["article": id.rawValue, "favorite": isFavorite ? "on" : "off"])
  }

  /// The user searched a query of `characters` characters; the query itself is not sent.
  public static func search(characters: Int) -> Self {
    Self(name: "search", parameters: ["characters": String(characters)])
  }

  /// `screen view detail a2`, `favorite a2 on`, `search 5 characters`; another event reads
  /// as its name and its parameters in key order (`share article=a2`).
  public var description: String {
    switch name {
    case "screen view" where parameters.keys.allSatisfy(["screen", "article"].contains):
      ([name] + [parameters["screen"], parameters["article"]].compactMap { $0 })
        .joined(separator: " ")
    case "favorite" where Set(parameters.keys) == ["article", "favorite"]:
      "favorite \(parameters["article"]!) \(parameters["favorite"]!)"
    case "search" where Set(parameters.keys) == ["characters"]:
      "search \(parameters["characters"]!) characters"
    default:
      ([name] + parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        .joined(separator: " ")
    }
  }
}

/// What may reach analytics: an allow-list of fields per event, and nothing else.
///
/// Ids, screens, a star's state and a query's length are allowed. A search term, a title, a
/// message, a token or a whole action or state never is: the user typed the query, a title
/// tells what they read, and a dump of the state carries both.
public enum AnalyticsPolicy {
  /// The fields each event may carry, by event name.
  public static let allowedFields: [String: Set<String>] = [
    "screen view": ["screen", "article"],
    "favorite": ["article", "favorite"],
    "search": ["characters"],
  ]

  /// Why `event` breaks the policy, or `nil` when it keeps to it.
  public static func violation(of event: AnalyticsEvent) -> String? {
    guard let allowed = allowedFields[event.name] else {
      return "'\(event.name)' is not an event the policy allows"
    }
    let extra = Set(event.parameters.keys).subtracting(allowed).sorted()
    guard extra.isEmpty else {
      return
        "'\(event.name)' carries \(extra.map { "'\($0)'" }.joined(separator: ", ")), not allowed"
    }
    return nil
  }
}
