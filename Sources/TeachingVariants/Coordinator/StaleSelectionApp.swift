import ArticleDomain
public import CoordinatorArticles

/// **Coordinator/stale-selection** — the coordinator keeps its own copy of the selected
/// article, and the copy drifts from the screen.
///
/// The mistake: ``StaleSelectionArticlesCoordinator`` remembers the article it pushed and
/// answers "which article is on top?" from that copy, instead of from the route state that the
/// correct ``ArticlesCoordinator`` reads back from the navigation stack after every change. The
/// back button and a completed back swipe change the stack without asking the coordinator, so
/// the copy still names the article the user left.
///
/// What a user sees: after going back from a1, tapping the row of a2 does nothing — the
/// coordinator believes a detail is still open and ignores the tap ("one detail at a time").
/// A link to the article the user just left opens nothing either.
///
/// The fix: keep no copy. Answer from the routes reconciled with the stack in the navigation
/// controller delegate's `didShow` — the correct module's ``ArticlesCoordinator/articleOnTop``.
public final class StaleSelectionApp: CoordinatorArticlesApp {
  override public class var appCoordinatorType: AppCoordinator.Type {
    StaleSelectionAppCoordinator.self
  }
}

/// The app coordinator of the variant: the correct one, starting the stale articles flow.
final class StaleSelectionAppCoordinator: AppCoordinator {
  override class var articlesCoordinatorType: ArticlesCoordinator.Type {
    StaleSelectionArticlesCoordinator.self
  }
}

/// The articles flow with the mistake: a second copy of the selection.
final class StaleSelectionArticlesCoordinator: ArticlesCoordinator {
  /// The article this coordinator last pushed — never told that the user went back.
  private var selectedArticle: Article.ID?

  override var articleOnTop: Article.ID? { selectedArticle }

  override func showArticle(_ id: Article.ID) {
    // Asks the copy before updating it, as the original asked the routes.
    super.showArticle(id)
    selectedArticle = id
  }
}
