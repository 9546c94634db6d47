import ArticleDomain
import HeadlessUI

/// The detail page of one article: an error, a spinner, a message and the detail.
///
/// Like the list page it only sends actions and renders state. It sends nothing when it
/// disappears: whether the page is really gone (a completed back swipe) or coming back (a
/// cancelled one) is the navigation's to say, and the app turns a completed pop into
/// ``DetailAction/closed``.
@MainActor
final class DetailViewController: ViewController {
  /// The article this page shows; fixed for the page's life.
  let id: Article.ID
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
    for subview: View in [errorView, spinner, messageView, detailView] {
      view.addSubview(subview)
    }
    errorView.isHidden = true
    spinner.isHidden = true
    messageView.isHidden = true
    detailView.isHidden = true
    errorView.onRetry = { [weak self] in self?.send(.detail(.retryTapped)) }
    // The star is wired with favorites (behaviour 6).
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    send(.detail(.appeared(id)))
  }

  /// Sets the views from `detail`, the state of this page's article.
  func render(_ detail: DetailState) {
    let props = DetailProps(detail)
    guard props != rendered else { return }
    rendered = props
    trace.record(.render, "detail \(id)")

    spinner.isHidden = !props.showsSpinner
    errorView.message = props.errorMessage ?? ""
    errorView.isHidden = props.errorMessage == nil
    messageView.text = props.message ?? ""
    messageView.isHidden = props.message == nil
    detailView.content = props.content
    detailView.isHidden = props.content == nil
  }
}
