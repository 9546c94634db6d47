import ArticleDomain
import UDFArticles

/// The UDF store in the app's configuration, and bare.
enum UDFFlavour: String, CaseIterable {
  /// The store as `UDFArticlesApp` builds it: its history as the app keeps it.
  case app = "UDF inout store"
  /// `reduce(&state, action)` with no history: the bare store path, for comparison.
  case bare = "UDF inout store, no history"

  @MainActor var meaning: String {
    switch self {
    case .app:
      "the app's UDF store, reducing in place, with the history the app keeps (the last \(UDFArticlesApp.historyLimit) actions and one snapshot)"
    case .bare: "the same store and reducer with history off: what the history costs"
    }
  }
}

/// The UDF subject: the real store running the real root reducer, `AppFeature.reducer`, on the
/// app's one window, every operation an action sent to it. Logged in and offline: a star tap is carried out in
/// the same action and starts no effect. With `render`, the list page renders every change.
@MainActor
func udfSubject(_ flavour: UDFFlavour, render: Bool) -> Subject {
  Subject(
    name: flavour.rawValue, includesRender: render, meaning: flavour.meaning,
    operations: Operation.allCases,
    make: { articles, _ in
      let store = Store(
        initialState: AppState(isLoggedIn: true), reducer: AppFeature.reducer,
        historyLimit: flavour == .app ? UDFArticlesApp.historyLimit : 0,
        historyRows: flavour == .app ? AppFeature.historyRows : nil)
      let page = render ? UDFListPageRenderer(store: store) : nil
      if let page { store.didChange = { $0.scene(.first).map(page.render) } }
      @MainActor func send(_ action: ArticlesAction) { store.send(.scene(.first, action)) }
      @MainActor func list() -> ListState { store.state.scenes[.first]?.list ?? ListState() }
      @MainActor func answer(_ articles: [Article], after cursor: PageCursor?, revision: Int) {
        send(
          .list(
            .pageAnswered(after: cursor, .success(Page(articles: articles)), revision: revision)))
      }
      send(.offline(.connectivityChanged(isOnline: false)))
      answer(articles, after: nil, revision: list().revision)
      let next = PageCursor(rawValue: "next")
      return Driven(
        tapStar: { send(.favorites(.starTapped($0))) },
        isFavorite: { store.state.scene(.first)?.isFavorite($0) ?? false },
        articles: { list().articles },
        storage: { address(of: list().articles) },
        appendPage: { answer($0, after: next, revision: list().revision) },
        replaceList: { answer($0, after: nil, revision: list().revision) },
        answerStale: { answer($0, after: nil, revision: list().revision + 1) },
        listView: page?.listView)
    })
}
