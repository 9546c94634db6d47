import ArticleDomain
import ComposableRuntime
import ComposableUIKit
import HeadlessUI

/// The detail page of one article: a banner, an error, a spinner, a message and the detail.
///
/// It sends nothing when it disappears: whether the page is gone (a completed back swipe) or
/// coming back (a cancelled one) is the navigation's to say, and the helper that pushed it
/// (`navigationDestination(item:)`) turns a completed pop into `.detail(.dismiss)`.
@MainActor
final class DetailViewController: ViewController {
  let id: Article.ID
  let banner = BannerView()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let detailView = DetailView()

  /// The store of this page's detail: a child store of the app's, scoped to the presented
  /// detail.
  private let store: Store<DetailFeature.State, DetailFeature.Action>
  private let trace: Trace
  /// What the window shows on this page now: the banner, a favorite's failure, read from the
  /// window's store.
  private let context: @MainActor () -> PageContext
  private var rendered: DetailViewState?

  init(
    store: Store<DetailFeature.State, DetailFeature.Action>,
    context: @escaping @MainActor () -> PageContext, trace: Trace
  ) {
    self.store = store
    self.context = context
    self.id = store.state.id
    self.trace = trace
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
    detailView.onTapStar = { [weak self] in self?.store.send(.starTapped) }
    // The page renders what it reads of its own feature's state, from its own store (while its
    // detail is presented, and then the last state it showed), and of its window's.
    observe { [weak self] in
      guard let self else { return }
      render(DetailViewState(store.state, context: context()))
    }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    store.send(.appeared)
  }

  /// Sets the views from the page's view state; does nothing when it did not change.
  private func render(_ viewState: DetailViewState) {
    guard viewState != rendered else { return }
    rendered = viewState
    trace.record(.render, "detail \(id)")

    banner.text = viewState.banner ?? ""
    banner.isHidden = viewState.banner == nil
    spinner.isHidden = !viewState.showsSpinner
    errorView.message = viewState.errorMessage ?? ""
    if viewState.canRetry != (errorView.onRetry != nil) {
      errorView.onRetry =
        viewState.canRetry ? { [weak self] in self?.store.send(.retryTapped) } : nil
    }
    errorView.isHidden = viewState.errorMessage == nil
    messageView.text = viewState.message ?? ""
    messageView.isHidden = viewState.message == nil
    detailView.content = viewState.content
    detailView.isHidden = viewState.content == nil
  }
}
