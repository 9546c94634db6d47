import ArticleDomain
import HeadlessUI
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviour 7: links parsed by the reducer, rejected visibly or turned into route state, and
/// the cold start that keeps the list beneath from loading.
@Suite("Deep link reducer")
struct DeepLinkReducerTests {
  @Test func aLinkToAnArticleAsksTheLoginGateToOpenIt() {
    var state = loadedList()
    let effects = reduce(&state, .deepLink(.opened("app://articles/a2")))

    #expect(effects == [])
    #expect(state.path == [.list, .login], "logged out, the login page comes first")
    #expect(state.login?.continuation == .openArticle("a2"))
  }

  @Test func openingSetsTheRouteAndTheDetailLoadsWhenItAppears() {
    var state = loadedList()
    #expect(loggedIn(.openArticle("a2"), in: &state) == [])
    #expect(state.path == [.list, .detail("a2")])

    #expect(reduce(&state, .detail(.appeared("a2"))) == [.loadDetail(of: "a2", revision: 2)])
  }

  @Test func aLinkReplacesTheOpenDetailAndCancelsItsRequest() {
    var state = loadedList()
    reduce(&state, .list(.rowSelected("a1")), .detail(.appeared("a1")))  // revision 2

    #expect(loggedIn(.openArticle("a3"), in: &state) == [.cancel(.detail)])
    #expect(state.path == [.list, .detail("a3")])
    // The replaced detail's answer finds a page waiting for another revision.
    #expect(state.isStale(.detail(.answered(.success(detail("a1")), revision: 2))))
  }

  @Test func aLinkToTheArticleAlreadyOnTopKeepsItsPageAndRequest() {
    var state = loadedList()
    reduce(&state, .list(.rowSelected("a2")), .detail(.appeared("a2")))
    state.isLoggedIn = true
    let before = state

    #expect(loggedIn(.openArticle("a2"), in: &state) == [])
    #expect(state == before)
  }

  @Test(arguments: [
    "app://articles/", "app://users/a3", "https://articles/a2", "articles/a2",
    "app://articles/a 2",
  ])
  func aLinkThatDoesNotParseChangesNoPageAndSaysSo(link: String) {
    var state = loadedList()
    #expect(reduce(&state, .deepLink(.opened(link))) == [])

    #expect(state.path == [.list])
    #expect(state.linkRejection != nil)
    #expect(ListProps(state).banner == "This link cannot be opened.")
  }

  @Test func theRejectionShowsOnTheDetailOnTopAndGoesWithThePage() throws {
    var state = loadedList()
    reduce(&state, .list(.rowSelected("a2")), .deepLink(.opened("app://users/a3")))

    #expect(state.path == [.list, .detail("a2")])
    let page = try #require(state.detail)
    #expect(DetailProps(page, in: state).banner == "This link cannot be opened.")
    #expect(ListProps(state).banner == nil, "the list is beneath")

    reduce(&state, .detail(.closed))
    #expect(ListProps(state).banner == nil)
  }

  @Test func aColdStartOpensTheDetailAndTheListLoadsOnlyWhenItAppears() {
    // The link comes before the launch: the detail is on top when the pages first appear.
    var state = ArticlesState(isLoggedIn: true)
    reduce(&state, .deepLink(.opened("app://articles/a2")))
    #expect(state.path == [.list, .detail("a2")])
    // The launch shows the link's detail, not the list beneath it: only the detail is viewed.
    #expect(
      reduce(&state, .launch(.launched)) == [
        .observeConnectivity, .observeSession, .record(.screenView(.detail("a2"))),
        .savePages(SavedPages(article: "a2")),
      ])

    #expect(reduce(&state, .detail(.appeared("a2"))) == [.loadDetail(of: "a2", revision: 1)])
    #expect(state.list.load == nil, "the list beneath asks nothing")

    reduce(&state, .detail(.closed))
    #expect(reduce(&state, .list(.appeared)) == [.loadPage(after: nil, revision: 2)])
  }

  @Test func aLinkWhileTheListLoadsLeavesItLoading() {
    var state = ArticlesState()
    reduce(&state, .launch(.launched), .list(.appeared))  // revision 1
    loggedIn(.openArticle("a2"), in: &state)

    #expect(state.list.load == .firstLoad)
    #expect(state.path == [.list, .detail("a2")])
  }

  @Test func aRejectedLinkOnAColdStartShowsOverTheListWhichLoadsAsUsual() {
    var state = ArticlesState()
    reduce(&state, .deepLink(.opened("app://articles/")), .launch(.launched))

    #expect(reduce(&state, .list(.appeared)) == [.loadPage(after: nil, revision: 1)])
    #expect(ListProps(state).banner == "This link cannot be opened.")
  }
}
