/// The paging rule of the feature's server, which every pattern and the scripted server share.
public enum PagingPolicy {
  /// The number of articles one page holds.
  public static let pageSize = 20
}
