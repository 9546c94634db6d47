import ArticleDomain
import HeadlessUI

@testable import VIPERArticles

// Hand-written spies of VIPER's own boundary protocols: each records what crossed its
// boundary, in order, as plain values a test can compare. They fake no domain port — the
// interactor tests use the scripted services for that.

/// A list page that records every view model it is asked to display and every change of its
/// rows it is told, and reads its rows from its presenter as its table would.
@MainActor
final class ListViewSpy: ListViewInput {
  enum RowsChange: Equatable {
    case reloadedAll
    case inserted(count: Int)
    case reloaded(Article.ID)
  }

  weak var output: (any ListViewOutput)?
  private(set) var displayed: [ListViewModel] = []
  private(set) var rowsChanges: [RowsChange] = []
  var last: ListViewModel? { displayed.last }

  /// Every row, each asked of the presenter.
  var rows: [ArticleRowViewModel] {
    guard let output else { return [] }
    return (0..<output.numberOfRows).map(output.row(at:))
  }

  func display(_ viewModel: ListViewModel) { displayed.append(viewModel) }
  func reloadAllRows() { rowsChanges.append(.reloadedAll) }
  func insertRows(count: Int) { rowsChanges.append(.inserted(count: count)) }
  func reloadRow(of id: Article.ID) { rowsChanges.append(.reloaded(id)) }
}

/// A list interactor that records the use cases its presenter asks for.
@MainActor
final class ListInteractorSpy: ListInteractorInput {
  enum Call: Equatable {
    case loadFirstPage, refresh, loadNextPage, retry, stop
    case search(String)
    case toggleFavorite(Article.ID)
    case setFavorite(Bool, Article.ID)
  }

  private(set) var calls: [Call] = []
  /// Whether the presenter asked for the status; not a use case the tests count.
  private(set) var reportedStatus = false
  /// The rows the interactor reported last, as a test sets them.
  var shown: [ArticleSummary] = []

  func reportStatus() { reportedStatus = true }
  func loadFirstPage() { calls.append(.loadFirstPage) }
  func refresh() { calls.append(.refresh) }
  func loadNextPage() { calls.append(.loadNextPage) }
  func retry() { calls.append(.retry) }
  func search(for text: String) { calls.append(.search(text)) }
  func toggleFavorite(of id: Article.ID) { calls.append(.toggleFavorite(id)) }
  func setFavorite(_ isFavorite: Bool, of id: Article.ID) {
    calls.append(.setFavorite(isFavorite, id))
  }
  func stop() { calls.append(.stop) }
  func article(at index: Int) -> ArticleSummary { shown[index] }
}

/// A list router that records the navigation its presenter asks for.
@MainActor
final class ListRouterSpy: ListRouterInput {
  enum Call: Equatable {
    case showDetail(Article.ID)
    case presentLogin(LoginIntent)
  }

  private(set) var calls: [Call] = []

  func showDetail(of id: Article.ID) { calls.append(.showDetail(id)) }
  func presentLogin(for intent: LoginIntent) { calls.append(.presentLogin(intent)) }
}

/// The rows a list report names, read back from the interactor: what they are, and each one.
struct ShownRows: Equatable {
  var articles: [ArticleSummary]
  var kind: ListContent.Kind
}

/// A list presenter, as the interactor sees it: records every result it is told.
@MainActor
final class ListInteractorOutputSpy: ListInteractorOutput {
  enum Message: Equatable {
    case started(ListRequest)
    case loaded(ShownRows, for: ListRequest)
    case failed(ListRequest, message: String)
    case updated(ShownRows)
    case clearedSearch(ShownRows)
    /// The article of a row changed.
    case changedArticle(Article.ID)
    case favoriteFailed(String)
    case loginRequired(LoginIntent)
    case notice(AppStatus.Notice?)
  }

  private(set) var received: [Message] = []
  /// The interactor it listens to, asked for the rows a report names, as the presenter asks.
  weak var interactor: (any ListInteractorInput)?
  /// What each list report changed, in order.
  private(set) var changes: [ListContent.Change] = []

  private func shown(_ content: ListContent) -> ShownRows {
    changes.append(content.change)
    let articles = interactor.map { interactor in (0..<content.count).map(interactor.article(at:)) }
    return ShownRows(articles: articles ?? [], kind: content.kind)
  }

  func didStartLoading(_ request: ListRequest) { received.append(.started(request)) }
  func didLoad(_ content: ListContent, for request: ListRequest) {
    received.append(.loaded(shown(content), for: request))
  }
  func didFail(_ request: ListRequest, message: String) {
    received.append(.failed(request, message: message))
  }
  func didUpdate(_ content: ListContent) { received.append(.updated(shown(content))) }
  func didClearSearch(_ content: ListContent) { received.append(.clearedSearch(shown(content))) }
  func didChangeArticle(_ id: Article.ID) { received.append(.changedArticle(id)) }
  func favoriteDidFail(message: String) { received.append(.favoriteFailed(message)) }
  func favoriteRequiresLogin(_ intent: LoginIntent) { received.append(.loginRequired(intent)) }
  func noticeDidChange(_ notice: AppStatus.Notice?, isOffline: Bool) {
    received.append(.notice(notice))
  }
}

/// A detail page that records every view model it is asked to display.
@MainActor
final class DetailViewSpy: DetailViewInput {
  private(set) var displayed: [DetailViewModel] = []
  var last: DetailViewModel? { displayed.last }

  func display(_ viewModel: DetailViewModel) { displayed.append(viewModel) }
}

/// A detail interactor that records the use cases its presenter asks for.
@MainActor
final class DetailInteractorSpy: DetailInteractorInput {
  enum Call: Equatable { case loadDetail, retry, toggleFavorite, stop }

  private(set) var calls: [Call] = []

  func loadDetail() { calls.append(.loadDetail) }
  func retry() { calls.append(.retry) }
  func toggleFavorite() { calls.append(.toggleFavorite) }
  func stop() { calls.append(.stop) }
}

/// A detail router that records the navigation its presenter asks for.
@MainActor
final class DetailRouterSpy: DetailRouterInput {
  private(set) var presentedLogins: [LoginIntent] = []

  func presentLogin(for intent: LoginIntent) { presentedLogins.append(intent) }
}

/// A detail presenter, as the interactor sees it.
@MainActor
final class DetailInteractorOutputSpy: DetailInteractorOutput {
  enum Message: Equatable {
    case started
    case loaded(ArticleDetail, FavoriteStar)
    case failed(ArticleError)
    case star(FavoriteStar)
    case favoriteFailed(String)
    case loginRequired(LoginIntent)
    case notice(AppStatus.Notice?)
  }

  private(set) var received: [Message] = []

  func didStartLoading() { received.append(.started) }
  func didLoad(_ detail: ArticleDetail, star: FavoriteStar) {
    received.append(.loaded(detail, star))
  }
  func didFail(_ error: ArticleError) { received.append(.failed(error)) }
  func starDidChange(_ star: FavoriteStar) { received.append(.star(star)) }
  func favoriteDidFail(message: String) { received.append(.favoriteFailed(message)) }
  func favoriteRequiresLogin(_ intent: LoginIntent) { received.append(.loginRequired(intent)) }
  func noticeDidChange(_ notice: AppStatus.Notice?) { received.append(.notice(notice)) }
}

/// The login page, the login interactor, its router and its presenter, as spies.
@MainActor
final class LoginViewSpy: LoginViewInput {
  private(set) var displayed: [LoginViewModel] = []

  func display(_ viewModel: LoginViewModel) { displayed.append(viewModel) }
}

@MainActor
final class LoginInteractorSpy: LoginInteractorInput {
  enum Call: Equatable { case logIn, stop }

  private(set) var calls: [Call] = []

  func logIn() { calls.append(.logIn) }
  func stop() { calls.append(.stop) }
}

@MainActor
final class LoginRouterSpy: LoginRouterInput {
  private(set) var finishes: [Bool] = []

  func finishLogin(loggedIn: Bool) { finishes.append(loggedIn) }
}

@MainActor
final class LoginInteractorOutputSpy: LoginInteractorOutput {
  enum Message: Equatable {
    case started, loggedIn
    case failed(String)
  }

  private(set) var received: [Message] = []

  func didStartLoggingIn() { received.append(.started) }
  func didLogIn() { received.append(.loggedIn) }
  func didFailToLogIn(message: String) { received.append(.failed(message)) }
}
