import ArticleDomain
import ComposableRuntime
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

  /// The list's store, a child store of the app's; the search field sends to its search.
  private let store: Store<ListFeature.State, ListFeature.Action>
  private let trace: Trace
  private var rendered: ListViewState?

  init(store: Store<ListFeature.State, ListFeature.Action>, trace: Trace) {
    self.store = store
    self.trace = trace
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
    searchField.onTextChange = { [weak self] text in
      self?.store.send(.search(.textChanged(text)))
    }
    listView.onPullToRefresh = { [weak self] in self?.store.send(.refreshPulled) }
    listView.onReachEnd = { [weak self] in self?.store.send(.endReached) }
    listView.onSelectRow = { [weak self] id in self?.store.send(.rowTapped(id)) }
    listView.onTapStar = { [weak self] id in self?.store.send(.starTapped(id)) }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    store.send(.appeared)
  }

  /// Sets the views from the list's state, in its own store, and what the page is lent; does
  /// nothing when what the page shows did not change.
  func render(_ context: PageContext) {
    // Built first, so that viewDidLoad's defaults never overwrite a render made before the
    // page is on screen.
    loadViewIfNeeded()
    let viewState = ListViewState(store.state, context: context)
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
    errorView.onRetry = viewState.retry.map { retry in { [weak self] in self?.retry(retry) } }
    errorView.isHidden = viewState.errorMessage == nil
    messageView.text = viewState.message ?? ""
    messageView.isHidden = viewState.message == nil
  }

  private func retry(_ retry: ListViewState.Retry) {
    switch retry {
    case .list: store.send(.retryTapped)
    case .search: store.send(.search(.retryTapped))
    }
  }
}
