public import ArticleDomain

/// The composition root of the Articles feature with the MVI store flavour.
///
/// Everything but the store is ``UDFArticlesApp``: the same feature logic (the ``MVIReducer``
/// is derived from the same inout reducer), the same effect runner, the same screens. Only the
/// state change differs:
///
/// ```text
/// views ──intent──> MVIStore ──state = reduce(state, intent)──> new state ──render──> views
///                       └──side effects──> EffectRunner ──answers, as intents──┘
/// ```
@MainActor
public final class MVIArticlesApp: UDFArticlesApp {
  /// The app running the feature's own logic.
  public required convenience init(environment: ArticleEnvironment) {
    let state = ArticlesState(isLoggedIn: environment.session.isLoggedIn)
    self.init(
      environment: environment,
      store: MVIStore(initialState: state, reducer: MVIReducer(ArticlesFeature.reducer)))
  }
}
