import ArticleDomain
import HeadlessUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// Rule (MVVM): the page binds to its view model and forwards its user's events to it; it
/// decides nothing. It does not know the coordinator either: what a tap on a row leads to is
/// decided by whoever the view model reports to.
@MainActor
final class ArticleListViewController: ViewController {
  let viewModel: ArticleListViewModel

  private let banner = BannerView()
  private let searchField = SearchField()
  private let errorView = ErrorView()
  private let spinner = SpinnerView()
  private let messageView = MessageView()
  private let listView = ListView()
  private let trace: Trace
  private let renderPass: RenderPass
  private var binding: ObservationBinding?

  init(viewModel: ArticleListViewModel, trace: Trace, renderPass: RenderPass) {
    self.viewModel = viewModel
    self.trace = trace
    self.renderPass = renderPass
    super.init(title: "Articles")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [banner, searchField, errorView, spinner, messageView, listView] {
      view.addSubview(subview)
    }
    // Every control forwards to the view model, and only that; handlers hold it weakly.
    searchField.onTextChange = { [weak viewModel] text in viewModel?.searchTextDidChange(text) }
    listView.onPullToRefresh = { [weak viewModel] in viewModel?.refresh() }
    listView.onReachEnd = { [weak viewModel] in viewModel?.loadNextPage() }
    listView.onSelectRow = { [weak viewModel] id in viewModel?.selectArticle(id) }
    listView.onTapStar = { [weak viewModel] id in viewModel?.toggleFavorite(id) }

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

  /// The feature is being left: later changes of the view model render nothing.
  func stopRendering() {
    binding?.stop()
  }

  /// Sets the views from the view model; reading its properties here is what observes them.
  private func render() {
    trace.record(.render, "list")
    let banner = viewModel.banner
    self.banner.text = banner ?? ""
    self.banner.isHidden = banner == nil
    searchField.text = viewModel.query
    listView.rows = viewModel.rows
    listView.isRefreshing = viewModel.isRefreshing
    listView.isLoadingNextPage = viewModel.isLoadingNextPage
    spinner.isHidden = !viewModel.showsSpinner
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
  }
}
