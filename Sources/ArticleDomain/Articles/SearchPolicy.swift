/// Rules of the search behaviour that every pattern applies the same way.
public enum SearchPolicy {
  /// How long typing must pause before a search starts.
  public static let debounce: Duration = .milliseconds(300)
}
