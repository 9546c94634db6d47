import ArticleDomain
import HeadlessUI

/// The detail page of one article: a banner, an error, a spinner, a message and the detail.
///
/// Like the list page it only sends actions and renders state. It sends nothing when it
/// disappears: whether the page is really gone (a completed back swipe) or coming back (a
/// cancelled one) is the navigation's to say, and the app turns a completed pop into
/// ``DetailAction/closed``.
@MainActor
final class DetailViewController: ViewController {
  /// The article this page shows; fixed for the page's life.
  let id: Article.ID
  let banner = BannerView()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let detailView = DetailView()

  private let send: (ArticlesAction) -> Void
  private let trace: Trace
  private var rendered: DetailProps?

  /// The detail page of `id`, titled with the id.
  init(id: Article.ID, trace: Trace, send: @escaping (ArticlesAction) -> Void) {
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
    banner.isHidden = true
    errorView.isHidden = true
    spinner.isHidden = true
    messageView.isHidden = true
    detailView.isHidden = true
    // The same action as a row's star: one star per article, wherever it is tapped.
    detailView.onTapStar = { [weak self] in
      guard let self else { return }
      self.send(.favorites(.starTapped(self.id)))
    }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    send(.detail(.appeared(id)))
  }

  /// Sets the views from `detail`, the state of this page's article, and the rest of `state`
  /// the page shows (the banner, the star).
  func render(_ detail: DetailState, in state: ArticlesState) {
    // The store may render before the page is on screen (the app's launch does): the views
    // are built first, so that viewDidLoad's defaults never overwrite a render.
    loadViewIfNeeded()
    let props = DetailProps(detail, in: state)
    guard props != rendered else { return }
    rendered = props
    trace.record(.render, "detail \(id)")

    banner.text = props.banner ?? ""
    banner.isHidden = props.banner == nil
    spinner.isHidden = !props.showsSpinner
    errorView.message = props.errorMessage ?? ""
    // Retry is there only for a failed detail; a failed favorite has none.
    if props.canRetry != (errorView.onRetry != nil) {
      errorView.onRetry =
        props.canRetry ? { [weak self] in self?.send(.detail(.retryTapped)) } : nil
    }
    errorView.isHidden = props.errorMessage == nil
    messageView.text = props.message ?? ""
    messageView.isHidden = props.message == nil
    detailView.content = props.content
    detailView.isHidden = props.content == nil
  }
}
