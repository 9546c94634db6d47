import ArticleDomain
import TestSupport
import Testing

@testable import UDFArticles

/// Behaviours 13 and 14: a logout starts the state again, and the saved pages are restored as
/// a link to them would be opened — both as values, with no service involved.
@Suite("Session and restoration reducers")
struct SessionAndRestorationReducerTests {
  @Test func theSceneReadsTheOutboxThenTheSavedPagesFirst() {
    var state = ArticlesState(isLoggedIn: true)
    #expect(reduce(&state, .launch(.connected)) == [.loadOutbox, .loadSavedPages])
  }

  @Test func aRestoredOutboxShowsPendingAndATapOnItStaysPendingEitherWay() throws {
    var state = ArticlesState(isLoggedIn: true)
    state.offline.isOnline = false
    let outbox = SavedOutbox([FavoriteChange(id: "a2", isFavorite: true)])
    reduce(&state, .launch(.outboxRead(outbox.text)))
    #expect(state.favorites.isFavorite("a2", default: false))
    #expect(state.favorites.isPendingSync("a2"))
    #expect(state.favorites.outbox == outbox)
    // The server may hold the restored change or not: taking it back is a change to send.
    _ = ArticlesFeature.setFavorite(false, of: "a2", in: &state)
    #expect(state.favorites.isPendingSync("a2"))
    #expect(state.favorites.outbox.description == "a2 off")
  }

  @Test func anOutboxItCannotReadIsRejectedWholeAndEmptied() {
    var state = ArticlesState(isLoggedIn: true)
    let effects = reduce(
      &state, .launch(.outboxRead("outbox 1\nfavorite a1 on\nfavorite a2 maybe\n")))
    #expect(state.favorites.stars.isEmpty)
    #expect(
      effects == [
        .log("outbox rejected: line 3: expected 'on' or 'off' after 'a2'; found 'maybe'"),
        .saveOutbox(.empty),
      ])
  }

  @Test func aSavedDetailOpensAsALinkWouldLoggedInOrThroughTheLoginGate() {
    let text = SavedPages(article: "a2").text
    var loggedIn = ArticlesState(isLoggedIn: true)
    reduce(&loggedIn, .launch(.savedPagesRead(text)))
    #expect(loggedIn.path == [.list, .detail("a2")])

    var loggedOut = ArticlesState(isLoggedIn: false)
    reduce(&loggedOut, .launch(.savedPagesRead(text)))
    #expect(loggedOut.path == [.list, .login])
    #expect(loggedOut.login?.continuation == .openArticle("a2"))
  }

  @Test func pagesTheAppCannotReadChangeNothing() {
    var state = ArticlesState(isLoggedIn: true)
    let before = state
    #expect(reduce(&state, .launch(.savedPagesRead("format 1\nArticleListViewController\n"))) == [])
    #expect(state == before)
  }

  @Test func theStackIsSavedWhenItChanges() {
    var state = ArticlesState(isLoggedIn: true)
    reduce(&state, .launch(.launched))
    #expect(
      reduce(&state, .list(.rowSelected("a2"))).contains(.savePages(SavedPages(article: "a2"))))
    #expect(
      !reduce(&state, .detail(.appeared("a2"))).contains { effect in
        if case .savePages = effect { true } else { false }
      })
  }

  @Test func aLogoutStartsAgainKeepingOnlyTheConnectionAndTheRevisions() {
    var state = ArticlesState(isLoggedIn: true)
    reduce(&state, .launch(.launched), .list(.appeared), .list(.rowSelected("a2")))
    reduce(&state, .offline(.connectivityChanged(isOnline: false)))
    let revision = state.lastRevision
    let effects = reduce(&state, .session(.loggedOut))
    #expect(state.path == [.list])
    #expect(!state.isLoggedIn)
    #expect(!state.offline.isOnline)
    #expect(state.lastRevision == revision)
    #expect(effects.starts(with: [.cancelRequests, .clearCachedArticles]))
    #expect(effects.contains(.record(.screenView(.list))))
    #expect(effects.contains(.savePages(SavedPages(article: nil))))
  }
}
