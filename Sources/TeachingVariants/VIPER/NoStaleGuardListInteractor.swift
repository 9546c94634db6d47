public import ArticleDomain
public import HeadlessUI
import VIPERArticles

/// The VIPER list interactor without its stale-result guard: every answer is applied, also the
/// answer of a request that was replaced.
///
/// **The mistake.** The interactor cancels the request a newer one replaces, and trusts that
/// cancelling is enough. It is not: a server may answer anyway, and a task may already be past
/// its `await` when it is cancelled. Without a guard, whichever answer comes *last* wins.
///
/// **What a user sees.** A first load that lands after a pull to refresh puts the old rows back
/// over the fresh ones; a next page that lands after a refresh is appended to the new list;
/// an older query's results replace the newer query's, and a query the user erased still fills
/// the list.
///
/// **The fix.** Remember the ticket of the newest request of each kind and drop any answer
/// carrying another — ``ListInteractor/isStale(_:newest:)`` in the correct module, which this
/// class overrides with the mistake:
///
/// ```swift
/// open func isStale(_ answered: RequestTicket, newest: RequestTicket?) -> Bool {
///   answered != newest
/// }
/// ```
final class NoStaleGuardListInteractor: ListInteractor {
  /// The mistake: no answer is ever stale.
  override func isStale(_ answered: RequestTicket, newest: RequestTicket?) -> Bool {
    false
  }
}

/// The composition root of `VIPER/no-stale-guard`: the VIPER app, with the list module built
/// on ``NoStaleGuardListInteractor``. Everything else is the correct module.
@MainActor
public final class VIPERNoStaleGuardApp: HeadlessApp {
  private let app: VIPERArticlesApp

  public var window: Window { app.window }

  public init(environment: ArticleEnvironment) {
    app = VIPERArticlesApp(
      environment: environment, listInteractor: NoStaleGuardListInteractor.self)
  }

  public func launch() { app.launch() }

  public func open(_ link: String) { app.open(link) }

  public func tearDown() { app.tearDown() }
}
