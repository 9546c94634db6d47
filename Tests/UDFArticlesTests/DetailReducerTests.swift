import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviour 5: the detail is route state; it loads when its page appears, and going back
/// cancels it and drops its late answer.
@Suite("Detail reducer")
struct DetailReducerTests {
  @Test func tappingARowPushesTheDetailRouteWithoutARequest() {
    var state = loadedList()
    let effects = reduce(&state, .list(.rowSelected("a2")))

    #expect(effects == [])
    #expect(state.path == [.list, .detail("a2")])
  }

  @Test func theDetailIsRequestedWhenItsPageFirstAppears() throws {
    var state = loadedList()
    let effects = reduce(&state, .list(.rowSelected("a2")), .detail(.appeared("a2")))

    #expect(effects == [.loadDetail(of: "a2", revision: 2)])
    #expect(DetailProps(try #require(state.detail), in: state).showsSpinner)
  }

  @Test func appearingAgainAfterACancelledBackSwipeRequestsNothing() {
    var state = loadedList()
    reduce(&state, .list(.rowSelected("a2")), .detail(.appeared("a2")))
    let loading = state

    #expect(reduce(&state, .detail(.appeared("a2"))) == [])
    #expect(state == loading)
  }

  @Test func successFillsTheDetail() throws {
    var state = loadedList()
    reduce(
      &state, .list(.rowSelected("a2")), .detail(.appeared("a2")),
      .detail(.answered(.success(detail("a2")), revision: 2)))

    let props = DetailProps(try #require(state.detail), in: state)
    #expect(props.content == DetailView.Content(detail("a2")))
    #expect(!props.showsSpinner)
  }

  @Test func aMissingArticleIsAMessageNotAnError() throws {
    var state = loadedList()
    reduce(
      &state, .list(.rowSelected("a2")), .detail(.appeared("a2")),
      .detail(.answered(.failure(.notFound("a2")), revision: 2)))

    let props = DetailProps(try #require(state.detail), in: state)
    #expect(props.message == "This article is not available.")
    #expect(props.errorMessage == nil)
  }

  @Test func anotherFailureShowsTheErrorAndRetryRequestsAgain() throws {
    var state = loadedList()
    reduce(
      &state, .list(.rowSelected("a2")), .detail(.appeared("a2")),
      .detail(.answered(.failure(serverDown), revision: 2)))
    #expect(
      DetailProps(try #require(state.detail), in: state).errorMessage == "The server is down.")

    #expect(reduce(&state, .detail(.retryTapped)) == [.loadDetail(of: "a2", revision: 3)])
    let props = DetailProps(try #require(state.detail), in: state)
    #expect(props.errorMessage == nil)
    #expect(props.showsSpinner)
  }

  @Test func goingBackCancelsTheRequestAndPopsTheRoute() {
    var state = loadedList()
    reduce(&state, .list(.rowSelected("a2")), .detail(.appeared("a2")))
    let effects = reduce(&state, .detail(.closed))

    #expect(effects == [.cancel(.detail)])
    #expect(state.path == [.list])
  }

  @Test func aLateAnswerForTheFirstArticleNeverShowsInTheSecond() {
    var state = loadedList()
    // a1's detail is requested with revision 2, a2's with revision 3.
    reduce(&state, .list(.rowSelected("a1")), .detail(.appeared("a1")), .detail(.closed))
    reduce(&state, .list(.rowSelected("a2")), .detail(.appeared("a2")))
    let waiting = state

    #expect(reduce(&state, .detail(.answered(.success(detail("a1")), revision: 2))) == [])
    #expect(state == waiting)
    #expect(state.detail?.detail == nil)
  }
}
