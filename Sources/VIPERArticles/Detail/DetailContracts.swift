import ArticleDomain

// The boundaries of the detail module, as VIPER draws them: view ↔ presenter,
// presenter ↔ interactor, presenter → router.

// MARK: View ↔ presenter

/// What the presenter asks of the detail page.
@MainActor
protocol DetailViewInput: AnyObject {
  func display(_ viewModel: DetailViewModel)
}

/// What the detail page tells its presenter.
@MainActor
protocol DetailViewOutput: AnyObject {
  func viewDidLoad()
  func viewDidAppear()
  func viewDidDisappear()
  /// The page is really gone (back button, completed back swipe, replaced by a link).
  func viewDidClose()
  func didTapRetry()
  func didTapStar()
}

// MARK: Presenter ↔ interactor

/// The detail's use cases.
@MainActor
protocol DetailInteractorInput: AnyObject {
  /// The page's first appearance: says whether the device is offline, then loads the detail.
  func loadDetail()
  func retry()
  func toggleFavorite()
  /// The page is gone: cancels the request, and reports nothing any more.
  func stop()
}

/// What the detail interactor reports to its presenter.
@MainActor
protocol DetailInteractorOutput: AnyObject {
  func didStartLoading()
  func didLoad(_ detail: ArticleDetail, star: FavoriteStar)
  func didFail(_ error: ArticleError)
  func starDidChange(_ star: FavoriteStar)
  func favoriteDidFail(message: String)
  func favoriteRequiresLogin(_ intent: LoginIntent)
  func noticeDidChange(_ notice: AppStatus.Notice?)
}

// MARK: Presenter → router

/// The navigation the detail presenter asks for.
@MainActor
protocol DetailRouterInput: AnyObject {
  func presentLogin(for intent: LoginIntent)
}

// MARK: The view model

/// What the detail page shows: the presenter's output, ready to be set on the views.
struct DetailViewModel: Equatable {
  /// An error as the error view shows it.
  struct ErrorMessage: Equatable {
    var text: String
    /// A failed load offers Retry; a failed favorite does not.
    var canRetry: Bool
  }

  /// The banner's text; `nil` hides it.
  var banner: String?
  var showsSpinner = false
  /// The error view's content; `nil` hides it.
  var error: ErrorMessage?
  /// The message view's text, for an article that does not exist; `nil` hides it.
  var message: String?
  /// The loaded content; `nil` hides the detail view.
  var content: Content?

  /// A loaded article as the detail view shows it.
  struct Content: Equatable {
    var id: Article.ID
    var title: String
    var body: String
    var isFavorite: Bool
    /// A change made offline that has not reached the server yet.
    var isPendingSync: Bool
  }
}
