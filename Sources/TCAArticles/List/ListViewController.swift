import ArticleDomain
import HeadlessUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// Rule: views send actions and render state. Every control sends an action to the store;
/// ``render(_:)`` sets the views from the store's state. The page holds no copy of the list
/// and starts no work.
@MainActor
final class ListViewController: ViewController {
  let banner = BannerView()
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  private let send: (ArticlesFeature.Action) -> Void
  private let trace: Trace
  private var rendered: ListViewState?

  init(trace: Trace, send: @escaping (ArticlesFeature.Action) -> Void) {
    self.trace = trace
    self.send = send
    super.init(title: "Articles")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [banner, searchField, errorView, spinner, messageView, listView] {
      view.addSubview(subview)
    }
    banner.isHidden = true
    errorView.isHidden = true
    spinner.isHidden = true
    messageView.isHidden = true
    searchField.onTextChange = { [weak self] text in self?.send(.search(.textChanged(text))) }
    listView.onPullToRefresh = { [weak self] in self?.send(.list(.refreshPulled)) }
    listView.onReachEnd = { [weak self] in self?.send(.list(.endReached)) }
    listView.onSelectRow = { [weak self] id in self?.send(.list(.rowSelected(id))) }
    listView.onTapStar = { [weak self] id in self?.send(.starTapped(id)) }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    send(.list(.appeared))
  }

  /// Sets the views from `state`; does nothing when what the page shows did not change.
  func render(_ state: ArticlesFeature.State) {
    // Built first, so that viewDidLoad's defaults never overwrite a render made before the
    // page is on screen.
    loadViewIfNeeded()
    let viewState = ListViewState(state)
    guard viewState != rendered else { return }
    rendered = viewState
    trace.record(.render, "list")

    banner.text = viewState.banner ?? ""
    banner.isHidden = viewState.banner == nil
    searchField.text = viewState.searchText
    listView.rows = viewState.rows
    listView.isRefreshing = viewState.isRefreshing
    listView.isLoadingNextPage = viewState.isLoadingNextPage
    spinner.isHidden = !viewState.showsSpinner
    errorView.message = viewState.errorMessage ?? ""
    errorView.onRetry = viewState.retry.map { retry in { [weak self] in self?.send(retry) } }
    errorView.isHidden = viewState.errorMessage == nil
    messageView.text = viewState.message ?? ""
    messageView.isHidden = viewState.message == nil
  }
}
