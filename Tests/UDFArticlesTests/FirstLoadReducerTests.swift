import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviour 1: the first load, its loading, empty and error states, and retry.
@Suite("First load reducer")
struct FirstLoadReducerTests {
  @Test func firstAppearanceRequestsTheFirstPageAndShowsTheSpinner() {
    var state = ArticlesState()
    let effects = reduce(&state, .list(.appeared))

    #expect(effects == [.loadPage(after: nil, revision: 1)])
    #expect(state.list.load == .firstLoad)
    let props = ListProps(state)
    #expect(props.showsSpinner)
    #expect(props.errorMessage == nil)
    #expect(props.message == nil)
  }

  @Test func laterAppearancesRequestNothing() {
    var state = state(after: .list(.appeared))
    let before = state

    #expect(reduce(&state, .list(.appeared)) == [])
    #expect(state == before)
  }

  @Test func successShowsTheRowsAndHidesTheSpinner() {
    let state = loadedList()

    #expect(state.list.articles == articles("a1", "a2"))
    #expect(state.list.next == cursor("p2"))
    #expect(state.list.load == nil)
    let props = ListProps(state)
    #expect(shownRows(state) == rows("a1", "a2"))
    #expect(!props.showsSpinner)
    #expect(props.message == nil)
  }

  @Test func anEmptyFirstPageSaysSo() {
    let state = state(after: .list(.appeared), .pageAnswered(.success(page()), revision: 1))

    #expect(ListProps(state).message == "No articles yet")
    #expect(!ListProps(state).showsSpinner)
  }

  @Test func failureShowsTheErrorWithRetryInsteadOfTheSpinner() {
    let state = state(after: .list(.appeared), .pageAnswered(.failure(serverDown), revision: 1))

    #expect(
      state.list.failure == ListState.Failure(message: "The server is down.", retry: .firstLoad))
    let props = ListProps(state)
    #expect(props.errorMessage == "The server is down.")
    #expect(!props.showsSpinner)
    #expect(props.message == nil)
  }

  @Test func retryClearsTheErrorAtOnceAndRequestsTheFirstPageAgain() {
    var state = state(after: .list(.appeared), .pageAnswered(.failure(.offline), revision: 1))
    let effects = reduce(&state, .list(.retryTapped))

    #expect(effects == [.loadPage(after: nil, revision: 2)])
    #expect(state.list.failure == nil)
    let props = ListProps(state)
    #expect(props.errorMessage == nil)
    #expect(props.showsSpinner)
  }

  @Test func retryWithoutAnErrorDoesNothing() {
    var state = loadedList()
    let before = state

    #expect(reduce(&state, .list(.retryTapped)) == [])
    #expect(state == before)
  }
}
