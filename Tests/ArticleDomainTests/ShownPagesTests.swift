import ArticleDomain
import Testing

@Suite("Screen views from the pages shown")
struct ShownPagesTests {
  private let list = ShownPages(top: .list, isLoginPresented: false)

  @Test func theFirstPagesShownAreViewed() {
    #expect(list.screenViews(since: nil) == [.screenView(.list)])
    let loginOverList = ShownPages(top: .list, isLoginPresented: true)
    #expect(loginOverList.screenViews(since: nil) == [.screenView(.list), .screenView(.login)])
  }

  @Test func aNewPageOnTopIsViewedAndTheSamePagesAreNot() {
    let detail = ShownPages(top: .detail("a2"), isLoginPresented: false)
    #expect(detail.screenViews(since: list) == [.screenView(.detail("a2"))])
    #expect(list.screenViews(since: detail) == [.screenView(.list)])
    #expect(detail.screenViews(since: detail) == [])
  }

  @Test func theLoginIsViewedWhenPresentedAndDismissingItViewsNothing() {
    let loginOverList = ShownPages(top: .list, isLoginPresented: true)
    #expect(loginOverList.screenViews(since: list) == [.screenView(.login)])
    #expect(list.screenViews(since: loginOverList) == [])
  }

  @Test func afterALogoutTheSamePageIsANewPage() {
    let restarted = ShownPages(top: .list, isLoginPresented: false, restarts: 1)
    #expect(restarted.screenViews(since: list) == [.screenView(.list)])
    #expect(restarted.screenViews(since: restarted) == [])
  }
}
