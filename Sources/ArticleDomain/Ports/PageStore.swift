/// Where the app keeps its pages between launches (``SavedPages``), as a scene keeps its
/// restoration activity.
public protocol PageStore: Sendable {
  /// The text the last run saved, or `nil` when nothing was saved.
  func loadPages() -> String?
  /// Saves `pages`, replacing what was saved before.
  func savePages(_ pages: String)
}

/// A page store that keeps nothing: an app built without restoration, such as a benchmark's.
public struct ForgettingPageStore: PageStore {
  public init() {}
  public func loadPages() -> String? { nil }
  public func savePages(_ pages: String) {}
}
