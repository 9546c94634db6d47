import ArticleDomain
import HeadlessUI

/// The detail page (VIPER's view): a banner, an error, a spinner, a message and the detail.
///
/// Rule: the view is passive; it forwards its lifecycle and gestures and displays view models.
/// It tells its presenter it closed only when it is really gone: a back swipe that is cancelled
/// makes the page disappear and appear again, and its request must keep running.
@MainActor
final class DetailViewController: ViewController, DetailViewInput {
  /// The article this page shows; fixed for the page's life.
  let articleID: Article.ID
  let output: any DetailViewOutput

  let banner = BannerView()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let detailView = DetailView()

  init(articleID: Article.ID, output: any DetailViewOutput) {
    self.articleID = articleID
    self.output = output
    super.init(title: articleID.rawValue)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [banner, errorView, spinner, messageView, detailView] {
      view.addSubview(subview)
      subview.isHidden = true
    }
    detailView.onTapStar = { [weak self] in self?.output.didTapStar() }
    output.viewDidLoad()
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    output.viewDidAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    output.viewDidDisappear()
    if isMovingFromParent { output.viewDidClose() }
  }

  func display(_ viewModel: DetailViewModel) {
    loadViewIfNeeded()
    banner.text = viewModel.banner ?? ""
    banner.isHidden = viewModel.banner == nil
    spinner.isHidden = !viewModel.showsSpinner
    errorView.message = viewModel.error?.text ?? ""
    let canRetry = viewModel.error?.canRetry ?? false
    if canRetry != (errorView.onRetry != nil) {
      errorView.onRetry = canRetry ? { [weak self] in self?.output.didTapRetry() } : nil
    }
    errorView.isHidden = viewModel.error == nil
    messageView.text = viewModel.message ?? ""
    messageView.isHidden = viewModel.message == nil
    detailView.content = viewModel.content.map { content in
      DetailView.Content(
        id: content.id, title: content.title, body: content.body,
        isFavorite: content.isFavorite, isPendingSync: content.isPendingSync)
    }
    detailView.isHidden = viewModel.content == nil
  }
}
