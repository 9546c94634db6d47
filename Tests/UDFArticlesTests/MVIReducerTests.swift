import ArticleDomain
import Testing
import UDFArticles

/// The MVI flavour runs the same feature logic as the inout one: same states, same side
/// effects, and the state it was given is left untouched.
@Suite("MVI reducer")
struct MVIReducerTests {
  static let mvi = MVIReducer(ArticlesFeature.reducer)

  /// Sessions of the feature, as action sequences.
  static let sessions: [[ArticlesAction]] = [
    [
      .list(.appeared), .pageAnswered(.success(page("a1", "a2", next: "p2")), revision: 1),
      .list(.endReached), .list(.refreshPulled),
      .pageAnswered(after: cursor("p2"), .success(page("a3")), revision: 2),
      .pageAnswered(.failure(serverDown), revision: 3), .list(.retryTapped),
      .pageAnswered(.success(page("a9")), revision: 4),
    ],
    [
      .list(.appeared), .pageAnswered(.success(page("a1", "a2")), revision: 1),
      .search(.textChanged("s")), .search(.textChanged("sw")),
      .search(.debounceElapsed(query: "sw")),
      .search(.answered(query: "sw", .success(page("a2")), revision: 2)), .search(.textChanged("")),
    ],
    [
      .list(.appeared), .pageAnswered(.success(page("a1", "a2")), revision: 1),
      .list(.rowSelected("a1")), .detail(.appeared("a1")), .detail(.closed),
      .list(.rowSelected("a2")), .detail(.appeared("a2")),
      .detail(.answered(.success(detail("a1")), revision: 2)),
      .detail(.answered(.success(detail("a2")), revision: 3)),
    ],
    [
      .launch(.launched), .offline(.connectivityChanged(isOnline: false)), .list(.appeared),
      .offline(.cacheLoaded(articles("a1", "a2"))),
      .favorites(.starTapped("a2")),
      .login(.logInTapped), .login(.loggedIn(revision: 1)),
      .offline(.connectivityChanged(isOnline: true)),
      .favorites(.answered(of: "a2", .success(true), revision: 2)),
      .deepLink(.opened("app://nowhere")), .deepLink(.opened("app://articles/a1")),
    ],
  ]

  @Test(arguments: sessions)
  func producesTheSameStatesAndEffectsAsTheInoutReducer(session: [ArticlesAction]) {
    var inoutState = ArticlesState()
    var mviState = ArticlesState()
    for action in session {
      let effects = ArticlesFeature.reducer.reduce(&inoutState, action)
      var sideEffects: [ArticlesEffect] = []
      mviState = Self.mvi.reduce(mviState, action) { sideEffects.append($0) }

      #expect(mviState == inoutState, "after \(action)")
      #expect(sideEffects == effects, "after \(action)")
    }
  }

  @Test func leavesTheStateItWasGivenUntouched() {
    let before = loadedList()
    let after = Self.mvi.reduce(before, .list(.endReached)) { _ in }

    #expect(before == loadedList())
    #expect(after.list.load == .nextPage(after: cursor("p2")))
  }

  /// The shared path of copy-on-write: an inout reduce on a state whose storage a copy still
  /// shares must change the reduced state only.
  @Test func anInoutReduceOfASharedStateLeavesTheCopyAlone() {
    var state = loadedList()
    reduce(&state, .list(.endReached))
    let copy = state
    reduce(&state, .pageAnswered(after: cursor("p2"), .success(page("a3")), revision: 2))

    #expect(state.list.articles == articles("a1", "a2", "a3"))
    #expect(copy.list.articles == articles("a1", "a2"))
  }
}
