import ArticleDomain
import HeadlessUI

/// The detail page of one article: a banner, an error, a spinner, a message and the detail.
///
/// It sends nothing when it disappears: whether the page is gone (a completed back swipe) or
/// coming back (a cancelled one) is the navigation's to say, and the app turns a completed pop
/// into ``ArticlesFeature/Action/detailClosed``.
@MainActor
final class DetailViewController: ViewController {
  let id: Article.ID
  let banner = BannerView()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let detailView = DetailView()

  private let send: (ArticlesFeature.Action) -> Void
  private let trace: Trace
  private var rendered: DetailViewState?

  init(id: Article.ID, trace: Trace, send: @escaping (ArticlesFeature.Action) -> Void) {
    self.id = id
    self.trace = trace
    self.send = send
    super.init(title: id.rawValue)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [banner, errorView, spinner, messageView, detailView] {
      view.addSubview(subview)
    }
    for subview: View in [banner, errorView, spinner, messageView, detailView] {
      subview.isHidden = true
    }
    detailView.onTapStar = { [weak self] in self?.send(.detail(.starTapped)) }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    send(.detail(.appeared))
  }

  /// Sets the views from `detail` and the rest of `state` the page shows.
  func render(_ detail: DetailFeature.State, in state: ArticlesFeature.State) {
    loadViewIfNeeded()
    let viewState = DetailViewState(detail, in: state)
    guard viewState != rendered else { return }
    rendered = viewState
    trace.record(.render, "detail \(id)")

    banner.text = viewState.banner ?? ""
    banner.isHidden = viewState.banner == nil
    spinner.isHidden = !viewState.showsSpinner
    errorView.message = viewState.errorMessage ?? ""
    if viewState.canRetry != (errorView.onRetry != nil) {
      errorView.onRetry =
        viewState.canRetry ? { [weak self] in self?.send(.detail(.retryTapped)) } : nil
    }
    errorView.isHidden = viewState.errorMessage == nil
    messageView.text = viewState.message ?? ""
    messageView.isHidden = viewState.message == nil
    detailView.content = viewState.content
    detailView.isHidden = viewState.content == nil
  }
}
