import ArticleDomain
public import MVCArticles

/// **MVC/orphan-task** — the MVC app with a detail page whose request task has no owner.
///
/// The mistake: ``OrphanTaskDetailViewController/loadDetail()`` starts its request in a
/// fire-and-forget `Task { … }`. Nobody keeps the handle, so nothing can cancel it: not the
/// back button, not a completed back swipe, not a link that replaces the page, not leaving
/// the app. The task also captures the controller strongly and checks nothing after its
/// `await`, so whenever the answer comes it is written to the page's views — a page that may
/// be long gone, and that the task keeps alive until then.
///
/// What a user sees: going back does not stop the detail loading (the network keeps working
/// for a page nobody looks at), and after they leave, the late answer still draws into the
/// torn-down page; the page's objects stay in memory until the server answers.
///
/// The fix is the correct module's ``ArticleDetailViewController/loadDetail()``: keep the task
/// in a property, cancel it in `viewDidDisappear` when `isMovingFromParent`, capture
/// `[weak self]`, and check after the `await` that the answer is for the latest request.
///
/// Everything else is the correct MVC app: ``MVCOrphanTaskApp`` only names this page class.
final class OrphanTaskDetailViewController: ArticleDetailViewController {
  override func loadDetail() {
    showLoading()
    // The mistake: the task's handle is dropped, and its answer is written unconditionally.
    Task {
      do {
        show(try await repository.detail(of: articleID))
      } catch {
        showFailure(error)
      }
    }
  }
}

/// The composition root of **MVC/orphan-task**: the MVC app, pushing
/// ``OrphanTaskDetailViewController`` as its detail page.
public final class MVCOrphanTaskApp: MVCArticlesApp {
  override public class var detailPageClass: ArticleDetailViewController.Type {
    OrphanTaskDetailViewController.self
  }
}
