import ArticleDomain
import HeadlessUI

/// The detail page of one article: a banner, an error, a spinner, a message and the detail.
///
/// Like the list page it renders the state and dispatches intents. It dispatches nothing when
/// it disappears: whether the page is really gone (a completed back swipe) or coming back (a
/// cancelled one) is the navigation's to say, and the pages turn a completed pop into
/// ``DetailIntent/closed``.
@MainActor
final class DetailViewController: ViewController {
  /// The article this page shows; fixed for the page's life.
  let id: Article.ID
  let banner = BannerView()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let detailView = DetailView()

  private let dispatch: (ArticlesIntent) -> Void

  /// The detail page of `id`, titled with the id.
  init(id: Article.ID, dispatch: @escaping (ArticlesIntent) -> Void) {
    self.id = id
    self.dispatch = dispatch
    super.init(title: id.rawValue)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [banner, errorView, spinner, messageView, detailView] {
      view.addSubview(subview)
    }
    banner.isHidden = true
    errorView.isHidden = true
    spinner.isHidden = true
    messageView.isHidden = true
    detailView.isHidden = true
    // The same intent as a row's star: one star per article, wherever it is tapped.
    detailView.onTapStar = { [weak self] in
      guard let self else { return }
      self.dispatch(.favorites(.starTapped(self.id)))
    }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    dispatch(.detail(.appeared(id)))
  }

  /// Sets every view of the page from `state`, whose ``ArticlesState/detail`` is this page's.
  func render(_ state: ArticlesState) {
    loadViewIfNeeded()
    guard let page = DetailViewState(state, id: id) else { return }
    banner.text = page.banner ?? ""
    banner.isHidden = page.banner == nil
    spinner.isHidden = !page.showsSpinner
    if page.canRetry != (errorView.onRetry != nil) {
      errorView.onRetry =
        page.canRetry ? { [weak self] in self?.dispatch(.detail(.retryTapped)) } : nil
    }
    errorView.message = page.errorMessage ?? ""
    errorView.isHidden = page.errorMessage == nil
    messageView.text = page.message ?? ""
    messageView.isHidden = page.message == nil
    detailView.content = page.content
    detailView.isHidden = page.content == nil
  }
}
