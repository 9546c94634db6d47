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
    guard let detail = state.detail, detail.id == id else { return }
    banner.text = state.banner ?? ""
    banner.isHidden = state.banner == nil
    spinner.isHidden = !detail.isLoading

    var errorMessage: String?
    var message: String?
    if let failure = detail.failure {
      // A missing article is not an error to retry: it is a message.
      if case .notFound = failure {
        message = failure.message
      } else {
        errorMessage = failure.message
      }
    }
    var canRetry = errorMessage != nil
    // The page's own error comes first; a favorite's message shows while it has none.
    if errorMessage == nil, let failure = state.favoriteFailure {
      errorMessage = failure
      canRetry = false
    }
    if canRetry != (errorView.onRetry != nil) {
      errorView.onRetry = canRetry ? { [weak self] in self?.dispatch(.detail(.retryTapped)) } : nil
    }
    errorView.message = errorMessage ?? ""
    errorView.isHidden = errorMessage == nil
    messageView.text = message ?? ""
    messageView.isHidden = message == nil

    // The star is read from the one source of truth, like the row beneath.
    let content = detail.detail.map { loaded in
      DetailView.Content(
        id: loaded.id, title: loaded.title, body: loaded.body,
        isFavorite: state.favorites.isFavorite(loaded.id, default: loaded.isFavorite),
        isPendingSync: state.favorites.isPendingSync(loaded.id))
    }
    detailView.content = content
    detailView.isHidden = content == nil
  }
}
