import ArticleDomain

/// What the coordinators inject into the screens they create: the ports, and the models the
/// screens share.
///
/// Rule (Coordinator): screens get their dependencies from the coordinator that creates them;
/// no screen reaches for a singleton. The shared models — the stars, the connection, the
/// notices of the page on top — are created once by the app coordinator and handed down, which
/// is how the list and every detail read the same star.
public struct FeatureServices {
  let environment: ArticleEnvironment
  let favorites: FavoritesModel
  let network: NetworkStatus
  let notices: PageNotices
  /// The one render pass every page of the feature renders in.
  let renderPass: RenderPass
}
