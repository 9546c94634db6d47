import ArticleDomain
import HeadlessUI

/// The list page: a search field, an error, a spinner, a message and the rows.
///
/// Rule: views send actions and render state; they decide nothing. Every handler turns a user
/// event into an ``ListAction`` or ``SearchAction``; ``render(_:)`` sets the views from the
/// state. The page holds no copy of the list and starts no work.
@MainActor
final class ListViewController: ViewController {
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  private let send: (ArticlesAction) -> Void
  private let trace: Trace
  /// What the last render showed; `nil` before the first.
  private var rendered: ListProps?

  /// A list page that sends its user's actions to `send`.
  init(trace: Trace, send: @escaping (ArticlesAction) -> Void) {
    self.trace = trace
    self.send = send
    super.init(title: "Articles")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [searchField, errorView, spinner, messageView, listView] {
      view.addSubview(subview)
    }
    errorView.isHidden = true
    spinner.isHidden = true
    messageView.isHidden = true

    // Every control sends an action, and only that; handlers hold the page weakly.
    searchField.onTextChange = { [weak self] text in self?.send(.search(.textChanged(text))) }
    errorView.onRetry = { [weak self] in self?.send(.list(.retryTapped)) }
    listView.onPullToRefresh = { [weak self] in self?.send(.list(.refreshPulled)) }
    listView.onReachEnd = { [weak self] in self?.send(.list(.endReached)) }
    listView.onSelectRow = { [weak self] id in self?.send(.list(.rowSelected(id))) }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    send(.list(.appeared))
  }

  /// Sets the views from `state`; does nothing when what the page shows did not change.
  func render(_ state: ArticlesState) {
    let props = ListProps(state)
    guard props != rendered else { return }
    let previous = rendered
    rendered = props
    trace.record(.render, "list")

    searchField.text = props.searchText
    if previous?.articles != props.articles {
      listView.rows = props.articles.map { ListView.Row($0) }
    }
    listView.isRefreshing = props.isRefreshing
    listView.isLoadingNextPage = props.isLoadingNextPage
    spinner.isHidden = !props.showsSpinner
    errorView.message = props.errorMessage ?? ""
    errorView.isHidden = props.errorMessage == nil
    messageView.text = props.message ?? ""
    messageView.isHidden = props.message == nil
  }
}
