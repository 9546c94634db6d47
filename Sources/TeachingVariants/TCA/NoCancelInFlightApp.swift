public import ArticleDomain
import ComposableRuntime
public import TCAArticles

/// **TCA/no-cancel-in-flight** — the TCA-style app whose search effects forget
/// `cancelInFlight: true`.
///
/// The mistake: the debounce timer and the search request are made cancellable by id, but not
/// with `cancelInFlight: true`, so starting a new one does not stop the one still running. The
/// id is there — `.cancel(id:)` on clearing the field still works — which makes the mistake
/// easy to miss in review: the code *looks* cancellable.
///
/// What a user sees: typing "swift" starts five timers and every one fires, so the server is
/// asked for `s`, `sw`, `swi`, … and a second query does not stop the first one. Their answers
/// no longer reach the rows — the feature drops an answer for a query the field no longer holds
/// (§4) — so the mistake shows in the requests: every search but the last is wasted, and the
/// one a scenario answers first is for a query the user already typed past.
///
/// The fix is one argument in ``SearchFeature``: `.cancellable(id: CancelID.search,
/// cancelInFlight: true)` (and the same for the debounce) — the feature's
/// ``SearchFeature/RequestPolicy/cancelInFlight``. Everything else is the correct TCA app; this
/// root only passes ``SearchFeature/RequestPolicy/keepInFlight``.
public final class TCANoCancelInFlightApp: TCAArticlesApp {
  public required convenience init(environment: ArticleEnvironment) {
    // The mistake, in one argument: new timers and searches leave the old ones running.
    self.init(environment: environment, reducer: ArticlesFeature(search: .keepInFlight))
  }
}
