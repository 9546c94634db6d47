public import MVVMArticles

/// **MVVM/sticky-error** — the MVVM app with a list view model whose Retry forgets to clear
/// the error.
///
/// The mistake: ``StickyErrorListViewModel/retry()`` asks again for what failed but leaves the
/// failure in the view model's state; it is only replaced when the new answer comes (a success
/// clears it, a failure overwrites it). It is an easy line to leave out, because the happy
/// path looks right: once the retry succeeds, the error is gone.
///
/// What a user sees: after tapping Retry, the old "Server unavailable" stays on screen next to
/// the spinner for as long as the request takes, as if the retry had already failed — and the
/// Retry button stays too, inviting a second tap.
///
/// The fix is the correct module's ``ArticleListViewModel/retry()``: clear the failure first
/// (`self.failure = nil`), then perform the request — the old error goes before the wait
/// starts, never after the answer. Everything else is the correct MVVM app.
final class StickyErrorListViewModel: ArticleListViewModel {
  override func retry() {
    guard let failure = shownFailure else { return }
    // The mistake: the failure stays on screen while the request it failed runs again.
    perform(failure.request)
  }
}

/// The composition root of **MVVM/sticky-error**: the MVVM app with
/// ``StickyErrorListViewModel`` as the list page's view model.
public final class MVVMStickyErrorApp: MVVMArticlesApp {
  override public class var listViewModelType: ArticleListViewModel.Type {
    StickyErrorListViewModel.self
  }
}
