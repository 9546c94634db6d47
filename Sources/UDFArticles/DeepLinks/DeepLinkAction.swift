/// What can happen with links into the feature.
public enum DeepLinkAction: Hashable, Sendable {
  /// The app was asked to open `link`, such as `app://articles/a2`. The text is parsed by the
  /// reducer, so that a bad link is a rule of the feature like any other.
  case opened(String)
}

extension DeepLinkAction: CustomStringConvertible {
  /// The action as the trace shows it, such as `linkOpened("app://articles/a2")`.
  public var description: String {
    switch self {
    case .opened(let link): "linkOpened(\"\(link)\")"
    }
  }
}
