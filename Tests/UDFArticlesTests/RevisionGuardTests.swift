import ArticleDomain
import TestSupport
import Testing
import UDFArticles

/// The revision guard: an answer whose revision is not current is dropped — no effect, no
/// state change — and removing the guard (a test's reducer override) lets stale answers in.
@Suite("Revision guard")
struct RevisionGuardTests {
  /// Answers to requests that were superseded, each with the state that superseded them.
  static let staleAnswers: [(String, ArticlesState, ArticlesAction)] = [
    (
      "first load after a refresh", state(after: .list(.appeared), .list(.refreshPulled)),
      .pageAnswered(.success(page("a1")), revision: 1)
    ),
    (
      "next page after a refresh",
      state(
        after: .list(.appeared), .pageAnswered(.success(page("a1", next: "p2")), revision: 1),
        .list(.endReached), .list(.refreshPulled)),
      .pageAnswered(after: cursor("p2"), .failure(serverDown), revision: 2)
    ),
    (
      "search for an older query",
      state(
        after: .search(.textChanged("a")), .search(.debounceElapsed(query: "a")),
        .search(.textChanged("ab")), .search(.debounceElapsed(query: "ab"))),
      .search(.answered(query: "a", .success(page("a1")), revision: 1))
    ),
    (
      "detail after going back",
      state(after: .list(.rowSelected("a1")), .detail(.appeared("a1")), .detail(.closed)),
      .detail(.answered(.success(detail("a1")), revision: 1))
    ),
  ]

  @Test(arguments: staleAnswers)
  func aStaleAnswerReturnsNoEffectAndLeavesTheStateUnchanged(
    _ name: String, _ before: ArticlesState, _ answer: ArticlesAction
  ) {
    var state = before

    #expect(before.isStale(answer), "\(name)")
    #expect(reduce(&state, answer) == [], "\(name)")
    #expect(state == before, "\(name)")
  }

  @Test func theCurrentAnswerIsNotStale() {
    let loading = state(after: .list(.appeared), .list(.refreshPulled))

    #expect(!loading.isStale(.pageAnswered(.success(page("a3")), revision: 2)))
  }

  @Test(arguments: [
    ArticlesAction.list(.appeared), .list(.refreshPulled), .search(.textChanged("a")),
    .detail(.closed),
  ])
  func whatTheUserDoesIsNeverStale(action: ArticlesAction) {
    #expect(!loadedList().isStale(action))
  }

  /// A reducer without the guard — it rewrites every answer to the current revision before
  /// delegating — lets the first load that lands late overwrite the refresh: what the guard
  /// prevents.
  @Test func withoutTheGuardALateFirstLoadOverwritesTheRefresh() {
    let unguarded = ArticlesReducer { state, action in
      let current = state.currentRevision(for: action)
      return ArticlesFeature.reducer.reduce(&state, current.map(action.withRevision) ?? action)
    }
    let actions: [ArticlesAction] = [
      .list(.appeared), .list(.refreshPulled),
      .pageAnswered(.success(page("a3")), revision: 2),
      .pageAnswered(.success(page("a1", "a2")), revision: 1),
    ]
    var guarded = ArticlesState()
    var stale = ArticlesState()
    for action in actions {
      _ = ArticlesFeature.reducer.reduce(&guarded, action)
      _ = unguarded.reduce(&stale, action)
    }

    #expect(guarded.list.articles == articles("a3"))
    #expect(stale.list.articles == articles("a1", "a2"))
  }

  @Test func revisionsAreNeverReusedAcrossTheFeature() {
    var state = ArticlesState()
    var revisions: [Int] = []
    let actions: [ArticlesAction] = [
      .list(.appeared), .search(.textChanged("a")), .search(.debounceElapsed(query: "a")),
      .list(.rowSelected("a1")), .detail(.appeared("a1")), .detail(.closed),
      .list(.rowSelected("a2")), .detail(.appeared("a2")),
      // Logged out: the star presents the login, the link replaces what it waits for.
      .favorites(.starTapped("a1")), .asking(.openArticle("a3")), .login(.logInTapped),
      .login(.loggedIn(revision: 5)),
      // Logged in now: a link opens its detail at once, which asks when it appears.
      .asking(.openArticle("a2")), .detail(.appeared("a2")),
      // Logged out: the feature starts again, and its first load takes the next revision.
      .session(.loggedOut),
    ]
    for action in actions {
      for effect in ArticlesFeature.reduce(&state, action) {
        switch effect {
        case .loadPage(_, let revision), .search(_, let revision), .loadDetail(_, let revision),
          .logIn(let revision), .setFavorite(_, _, let revision):
          revisions.append(revision)
        case .debounceSearch, .cancel, .cancelRequests, .cancelEverything, .observeConnectivity,
          .observeSession,
          .loadCachedArticles, .saveArticles, .clearCachedArticles, .loadSavedPages, .savePages,
          .loadOutbox, .saveOutbox, .log, .record:
          break
        }
      }
    }

    #expect(revisions == [1, 2, 3, 4, 5, 6, 7])
  }
}

extension ArticlesAction {
  /// The same action with its revision replaced, for an answer; other actions unchanged: how
  /// a test builds a reducer without the revision guard.
  fileprivate func withRevision(_ revision: Int) -> Self {
    switch self {
    case .list(.pageAnswered(let cursor, let result, _)):
      .list(.pageAnswered(after: cursor, result, revision: revision))
    case .search(.answered(let query, let result, _)):
      .search(.answered(query: query, result, revision: revision))
    case .detail(.answered(let result, _)):
      .detail(.answered(result, revision: revision))
    case .login(.loggedIn):
      .login(.loggedIn(revision: revision))
    case .login(.failed(let error, _)):
      .login(.failed(error, revision: revision))
    case .launch, .list, .search, .detail, .favorites, .deepLink, .login, .offline, .session:
      self
    }
  }
}
