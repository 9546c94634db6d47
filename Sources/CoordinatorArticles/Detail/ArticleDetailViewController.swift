import ArticleDomain
import HeadlessUI

/// The detail page of one article: a banner, an error, a spinner, a message and the detail.
///
/// Rule (MVVM): the page binds to its view model and forwards its user's taps. It says nothing
/// when it disappears: whether it is really gone (a completed back swipe) or coming back (a
/// cancelled one) is the navigation's to say, and the coordinator, told by the navigation
/// controller, closes the view model.
@MainActor
final class ArticleDetailViewController: ViewController {
  let viewModel: ArticleDetailViewModel

  private let banner = BannerView()
  private let errorView = ErrorView()
  private let spinner = SpinnerView()
  private let messageView = MessageView()
  private let detailView = DetailView()
  private let trace: Trace
  private let renderPass: RenderPass
  private var binding: ObservationBinding?

  /// The detail page of the view model's article, titled with its id.
  init(viewModel: ArticleDetailViewModel, trace: Trace, renderPass: RenderPass) {
    self.viewModel = viewModel
    self.trace = trace
    self.renderPass = renderPass
    super.init(title: viewModel.id.rawValue)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [banner, errorView, spinner, messageView, detailView] {
      view.addSubview(subview)
    }
    detailView.onTapStar = { [weak viewModel] in viewModel?.toggleFavorite() }

    let binding = ObservationBinding(in: renderPass) { [weak self] in self?.render() }
    self.binding = binding
    binding.start()
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    viewModel.pageDidAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    viewModel.pageDidDisappear()
  }

  /// The page is gone: later changes of the view model render nothing.
  func stopRendering() {
    binding?.stop()
  }

  /// Sets the views from the view model; reading its properties here is what observes them.
  private func render() {
    trace.record(.render, "detail \(viewModel.id)")
    let banner = viewModel.banner
    self.banner.text = banner ?? ""
    self.banner.isHidden = banner == nil
    spinner.isHidden = !viewModel.isLoading
    let error = viewModel.error
    errorView.message = error?.message ?? ""
    if (error?.canRetry ?? false) != (errorView.onRetry != nil) {
      errorView.onRetry =
        error?.canRetry == true ? { [weak viewModel] in viewModel?.retry() } : nil
    }
    errorView.isHidden = error == nil
    let message = viewModel.message
    messageView.text = message ?? ""
    messageView.isHidden = message == nil
    let content = viewModel.content
    detailView.content = content
    detailView.isHidden = content == nil
  }
}
