import ArticleDomain
import HeadlessUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// MVI's view: it renders the state and turns what the user does into intents, and nothing
/// else. Every control dispatches an ``ArticlesIntent``; ``render(_:)`` sets every view from
/// the state it is given. The page keeps no copy of the list and decides nothing.
@MainActor
final class ListViewController: ViewController {
  let banner = BannerView()
  let searchField = SearchField()
  let errorView = ErrorView()
  let spinner = SpinnerView()
  let messageView = MessageView()
  let listView = ListView()

  private let dispatch: (ArticlesIntent) -> Void
  /// What the rows were last built from, so that an intent that changes no row builds none.
  private var renderedRows: Rows?

  /// A list page that dispatches its user's intents to `dispatch`.
  init(dispatch: @escaping (ArticlesIntent) -> Void) {
    self.dispatch = dispatch
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
    searchField.onTextChange = { [weak self] text in self?.dispatch(.search(.textChanged(text))) }
    listView.onPullToRefresh = { [weak self] in self?.dispatch(.list(.refreshPulled)) }
    listView.onReachEnd = { [weak self] in self?.dispatch(.list(.endReached)) }
    listView.onSelectRow = { [weak self] id in self?.dispatch(.list(.rowSelected(id))) }
    listView.onTapStar = { [weak self] id in self?.dispatch(.favorites(.starTapped(id))) }
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    dispatch(.list(.appeared))
  }

  /// Sets every view of the page from `state`.
  ///
  /// - Complexity: O(1) when the rows did not change; O(n) in the rows shown when they did
  ///   (each row reads its star from ``FavoritesState``, the one source of truth).
  func render(_ state: ArticlesState) {
    // The store may publish before the page is on screen (a cold start does): the views are
    // built first, so that viewDidLoad's defaults never overwrite a render.
    loadViewIfNeeded()
    let search = state.search
    let list = state.list
    // A rejected link and a favorite's error belong to the page on top; the offline banner is
    // on every page, beneath the detail too.
    let isOnTop = state.detail == nil
    setBanner(isOnTop ? state.banner : state.bannerBeneath)
    searchField.text = search.text

    var errorMessage: String?
    var message: String?
    if search.isActive {
      // A query is typed: only the search may speak. Its results replace the rows; until they
      // arrive the rows stay, but the full list's spinner, controls and error are hidden.
      listView.isRefreshing = false
      listView.isLoadingNextPage = false
      spinner.isHidden = true
      errorMessage = search.failure?.message
      if let results = search.results, results.articles.isEmpty, errorMessage == nil {
        message = "No results for \"\(results.query)\""
      }
      renderRows(Rows(articles: search.results?.articles ?? list.articles, stars: state.favorites))
    } else {
      listView.isRefreshing = list.load == .refresh
      listView.isLoadingNextPage = list.load?.cursor != nil
      // The spinner is for the first load only; a refresh shows the refresh control instead.
      spinner.isHidden = list.load != .firstLoad
      errorMessage = list.failure?.message
      if list.hasLoaded, list.articles.isEmpty, errorMessage == nil { message = "No articles yet" }
      renderRows(Rows(articles: list.articles, stars: state.favorites))
    }
    // The page's own error, with its Retry, comes first; a favorite's message shows while the
    // page has none, without Retry.
    var canRetry = errorMessage != nil
    if isOnTop, errorMessage == nil, let failure = state.favorites.failure {
      errorMessage = failure
      canRetry = false
    }
    if canRetry != (errorView.onRetry != nil) {
      errorView.onRetry = canRetry ? { [weak self] in self?.dispatch(.list(.retryTapped)) } : nil
    }
    errorView.message = errorMessage ?? ""
    errorView.isHidden = errorMessage == nil
    messageView.text = message ?? ""
    messageView.isHidden = message == nil
  }

  private func setBanner(_ text: String?) {
    banner.text = text ?? ""
    banner.isHidden = text == nil
  }

  /// What the rows show: the articles, and the stars that override their server values.
  private struct Rows: Equatable {
    var articles: [Article]
    var stars: FavoritesState
  }

  private func renderRows(_ rows: Rows) {
    // Equal arrays that share storage compare in O(1): an intent that left the rows alone
    // costs no mapping.
    guard rows != renderedRows else { return }
    renderedRows = rows
    let stars = rows.stars
    listView.rows = rows.articles.map { article in
      ListView.Row(
        id: article.id, title: article.title,
        isFavorite: stars.isFavorite(article.id, default: article.isFavorite),
        isPendingSync: stars.isPendingSync(article.id))
    }
  }
}
