public import MVVMArticles

/// **MVVM/no-cancel** — the MVVM app with a list view model that never cancels its load and
/// applies every answer it gets.
///
/// The mistake: a view model that starts `loadTask = Task { … }` for each load, overwrites the
/// handle when the next load starts, and writes whatever comes back to its state. Nothing
/// cancels the old task — not a refresh that replaces it, not the user leaving — and nothing
/// checks after the `await` whether the answer still belongs to the list on screen. It is the
/// view model most tutorials show, and it works as long as the server answers in order.
///
/// What a user sees: a pull to refresh during the first load leaves the first load running;
/// when the server answers it late, the refreshed rows are replaced by the older first page
/// (or covered by its error), and a page of the old list is appended to the refreshed one.
/// After the user leaves, the list's request is still running.
///
/// The fix is the correct module's two steps, which this subclass overrides:
/// ``ArticleListViewModel/cancelLoadInFlight()`` cancels the task it replaces, and
/// ``ArticleListViewModel/acceptsAnswer(toLoad:)`` applies an answer only if its generation is
/// the newest and its task was not cancelled. Everything else is the correct MVVM app.
final class NoCancelListViewModel: ArticleListViewModel {
  /// The mistake, part one: the task in flight is forgotten, not cancelled.
  override func cancelLoadInFlight() {}

  /// The mistake, part two: no stale-result guard — every answer is applied when it comes.
  override func acceptsAnswer(toLoad generation: Int) -> Bool { true }
}

/// The composition root of **MVVM/no-cancel**: the MVVM app with ``NoCancelListViewModel`` as
/// the list page's view model.
public final class MVVMNoCancelApp: MVVMArticlesApp {
  override public class var listViewModelType: ArticleListViewModel.Type {
    NoCancelListViewModel.self
  }
}
