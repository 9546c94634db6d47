public import ArticleDomain
import ComposableRuntime
public import TCAArticles

/// **TCA/detail-without-id** — the TCA-style app whose detail request is an effect with no
/// id, started outside the detail's scope.
///
/// The mistake: the root reducer loads the detail itself when the detail page appears, with a
/// plain `.run { … }` in the *parent's* domain, instead of letting ``DetailFeature`` return
/// its cancellable load. The effect has no cancel id, and since it was not returned by the
/// child, `ifLet(\.detail, …)` cannot cancel it when the detail goes away. It compiles, the
/// detail loads, and the happy path looks fine.
///
/// What a user sees: going back (button or swipe) leaves the detail request running; a link
/// that replaces the detail leaves the old request running, and when that old answer arrives
/// it fills the new article's page with the wrong content.
///
/// The fix: let the child start its own work (``DetailFeature`` returns
/// `.run { … }.cancellable(id: CancelID.load, cancelInFlight: true)`), so that `ifLet` ties it
/// to the detail's lifetime — or, for an effect that must live in the parent, give it an id and
/// return `.cancel(id:)` where the detail is closed.
struct DetailWithoutIDFeature: Reducer {
  let articles = ArticlesFeature()
  @Dependency(\.articleRepository) var repository

  func reduce(
    into state: inout ArticlesFeature.State, action: ArticlesFeature.Action
  ) -> Effect<ArticlesFeature.Action> {
    guard case .detail(.appeared) = action, let id = state.detail?.id,
      state.detail?.hasAppeared == false
    else { return articles.reduce(into: &state, action: action) }
    // The child's state changes as usual; its cancellable load is dropped…
    _ = articles.reduce(into: &state, action: action)
    // …and the mistake: the parent loads instead, in an effect with no id.
    return .run { [repository] send in
      do {
        await send(.detail(.answered(.success(try await repository.detail(of: id)))))
      } catch let error as ArticleError {
        await send(.detail(.answered(.failure(error))))
      }
    }
  }
}

/// The composition root of **TCA/detail-without-id**: the TCA app on
/// ``DetailWithoutIDFeature``.
public final class TCADetailWithoutIDApp: TCAArticlesApp {
  public required convenience init(environment: ArticleEnvironment) {
    self.init(environment: environment, reducer: DetailWithoutIDFeature())
  }
}
