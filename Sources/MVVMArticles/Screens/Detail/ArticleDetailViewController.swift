import ArticleDomain
import HeadlessUI

/// The detail page of one article: banner, error, spinner, message and the detail.
///
/// Rule: like the list page, it forwards events to intents and renders by observation. It
/// tells its view model when it appears and disappears and nothing more: whether the page is
/// really gone is the navigation's to say, and whoever navigates closes the view model then.
@MainActor
final class ArticleDetailViewController: ViewController {
  let viewModel: ArticleDetailViewModel

  private let bannerView = BannerView()
  private let errorView = ErrorView()
  private let spinner = SpinnerView()
  private let messageView = MessageView()
  private let detailView = DetailView()

  private let trace: Trace
  private let renderQueue: RenderQueue
  private var binding: ObservationBinding?

  /// The detail page bound to `viewModel`, titled with the article's id.
  init(viewModel: ArticleDetailViewModel, trace: Trace, renderQueue: RenderQueue) {
    self.viewModel = viewModel
    self.renderQueue = renderQueue
    self.trace = trace
    super.init(title: viewModel.id.rawValue)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [bannerView, errorView, spinner, messageView, detailView] {
      view.addSubview(subview)
    }
    detailView.onTapStar = { [weak self] in self?.viewModel.toggleFavorite() }

    let binding = ObservationBinding(queue: renderQueue) { [weak self] in self?.render() }
    self.binding = binding
    binding.start()
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    viewModel.onAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    viewModel.onDisappear()
    // Really gone: popped, replaced or torn down. A cancelled back swipe is not `moving`.
    if isMovingFromParent { stopObserving() }
  }

  /// Stops re-rendering: the page is gone, and a late change must not draw it.
  func stopObserving() {
    binding?.stop()
  }

  /// Sets every view from the view model, reading only the view model.
  private func render() {
    trace.record(.render, "detail \(viewModel.id)")
    let banner = viewModel.banner
    bannerView.text = banner ?? ""
    bannerView.isHidden = banner == nil

    let error = viewModel.error
    errorView.message = error?.message ?? ""
    errorView.onRetry = error?.canRetry == true ? { [weak self] in self?.viewModel.retry() } : nil
    errorView.isHidden = error == nil

    spinner.isHidden = !viewModel.showsSpinner

    let message = viewModel.message
    messageView.text = message ?? ""
    messageView.isHidden = message == nil

    let content = viewModel.content.map { content in
      DetailView.Content(
        id: content.id, title: content.title, body: content.body, isFavorite: content.isFavorite,
        isPendingSync: content.isPendingSync)
    }
    detailView.content = content
    detailView.isHidden = content == nil
  }
}
