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
///
/// ``init(environment:reducer:)`` takes the same inout ``ArticlesReducer`` as the UDF app and
/// derives the MVI reducer from it, so one test override (such as a reducer without the
/// revision guard) changes both flavours alike.
@MainActor
public final class MVIArticlesApp: UDFArticlesApp {
  /// The app running the feature's own logic.
  public required convenience init(environment: ArticleEnvironment) {
    self.init(environment: environment, reducer: ArticlesFeature.reducer)
  }

  /// The app running `reducer`, in MVI form: the MVI reducer is `MVIReducer(reducer)`.
  public convenience init(environment: ArticleEnvironment, reducer: ArticlesReducer) {
    self.init(
      environment: environment,
      store: MVIStore(initialState: ArticlesState(), reducer: MVIReducer(reducer)))
  }
}
