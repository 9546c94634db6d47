import ArticleDomain
import Testing

/// The articles a list shows: each once, in order, and the server's star of each found by its
/// id after every kind of change — and of nothing it no longer holds.
struct ArticleListTests {
  private func ids(_ range: ClosedRange<Int>) -> [Article.ID] {
    range.map { Article.ID("a\($0)") }
  }

  private func articles(_ ids: [Article.ID]) -> [Article] {
    ids.map { Article(id: $0, title: "Article \($0)") }
  }

  private func starred(_ id: Article.ID) -> Article {
    Article(id: id, title: "Article \(id)", isFavorite: true)
  }

  @Test func theServersStarOfEveryArticleOfTheFirstPageIsFoundByItsID() {
    let list = ArticleList([starred("a1")] + articles(ids(2...3)))
    #expect(list.serverStar(of: "a1"))
    #expect(!list.serverStar(of: "a2"))
    #expect(!list.serverStar(of: "a4"))
    #expect(list.count == 3)
  }

  @Test func anAppendedPagesStarsAreFoundAndTheEarlierPagesStillAre() {
    var list = ArticleList([starred("a1"), Article(id: "a2", title: "Two")])
    list.append(contentsOf: [Article(id: "a3", title: "Three"), starred("a4")])
    #expect(list.map(\.id) == ids(1...4))
    #expect(list.serverStar(of: "a1") && list.serverStar(of: "a4"))
    #expect(!list.serverStar(of: "a2") && !list.serverStar(of: "a3"))
  }

  @Test func aReplacedListForgetsTheStarsOfTheArticlesItNoLongerHolds() {
    var list = ArticleList([starred("a1"), starred("a2")])
    list.replace(with: [Article(id: "a2", title: "Two"), starred("a3")])
    #expect(!list.serverStar(of: "a1"))
    #expect(!list.serverStar(of: "a2"), "the refresh says the server no longer stars a2")
    #expect(list.serverStar(of: "a3"))
    list.replace(with: [])
    #expect(list.isEmpty)
    #expect(!list.serverStar(of: "a3"))
  }

  @Test func aCopyTakenBeforeAnAppendKeepsItsArticlesAndItsStars() {
    // The shared path: the append must copy, not write through to the copy.
    var list = ArticleList(articles(ids(1...2)))
    let copy = list
    list.append(contentsOf: [starred("a3")])
    #expect(copy.map(\.id) == ids(1...2))
    #expect(!copy.serverStar(of: "a3"))
    #expect(list.serverStar(of: "a3"))
  }

  @Test func theArrayHandedInIsKeptNotCopied() {
    let page = articles(ids(1...100))
    let address = page.withUnsafeBufferPointer { $0.baseAddress }
    var list = ArticleList()
    list.replace(with: page)
    #expect(list.elements.withUnsafeBufferPointer { $0.baseAddress } == address)
  }

  @Test func aPageRepeatingShownArticlesAddsOnlyTheNewOnes() {
    var list = ArticleList(articles(ids(1...3)))
    list.append(contentsOf: articles(["a3", "a4", "a2", "a5"]))
    #expect(list.map(\.id) == ids(1...5))
  }

  @Test func anAnswerListingAnArticleTwiceShowsItsFirstCopy() {
    let list = ArticleList([
      Article(id: "a1", title: "One"), starred("a2"), Article(id: "a2", title: "Two"),
    ])
    #expect(list.map(\.id) == ids(1...2))
    #expect(list[1].isFavorite)
    var appended = ArticleList()
    appended.append(contentsOf: [Article(id: "a7", title: "Seven"), starred("a7")])
    #expect(appended.map(\.id) == ["a7"])
    #expect(!appended.serverStar(of: "a7"), "the second copy is not the row, nor its star")
  }

  @Test func anArticleAReplacementDroppedCanComeBackWithANextPage() {
    var list = ArticleList(articles(ids(1...2)))
    list.replace(with: articles(["a2", "a3"]))
    #expect(!list.contains(id: "a1"))
    list.append(contentsOf: articles(["a1", "a3"]))
    #expect(list.map(\.id) == ["a2", "a3", "a1"])
  }
}
