import ArticleDomain
import Testing

@testable import VIPERArticles

/// The list entity's index: every article the list holds is found by its id, after every kind
/// of change, and nothing it no longer holds is.
struct ArticleListTests {
  private func ids(_ range: ClosedRange<Int>) -> [Article.ID] {
    range.map { Article.ID("a\($0)") }
  }

  @Test func everyArticleOfTheFirstPageIsFoundByItsID() {
    let list = ArticleList(articles(ids(1...3)))
    #expect(list["a2"] == Article(id: "a2", title: "Article a2"))
    #expect(list.contains("a3"))
    #expect(list["a4"] == nil)
    #expect(!list.contains("a4"))
  }

  @Test func anAppendedPageIsFoundAndTheEarlierPagesStillAre() {
    var list = ArticleList(articles(ids(1...2)))
    list.append(contentsOf: articles(ids(3...4)))
    #expect(list.articles.map(\.id) == ids(1...4))
    for id in ids(1...4) { #expect(list[id]?.id == id) }
  }

  @Test func aReplacedListForgetsTheArticlesItNoLongerHolds() {
    var list = ArticleList(articles(ids(1...3)))
    list.replace(with: articles(ids(3...5)))
    #expect(list["a1"] == nil)
    #expect(list["a2"] == nil)
    for id in ids(3...5) { #expect(list[id]?.id == id) }
    list.replace(with: [])
    #expect(list.isEmpty)
    #expect(list["a3"] == nil)
  }

  @Test func anIDOnTwoPagesFindsItsFirstOccurrence() {
    var list = ArticleList([Article(id: "a1", title: "First"), Article(id: "a2", title: "Two")])
    list.append(contentsOf: [Article(id: "a1", title: "Again"), Article(id: "a3", title: "Three")])
    #expect(list["a1"]?.title == "First")
    #expect(list["a3"]?.title == "Three")
    #expect(list.count == 4)
  }

  @Test func aCopyTakenBeforeAnAppendKeepsItsArticlesAndItsIndex() {
    // The shared path: the append must copy, not write through to the copy.
    var list = ArticleList(articles(ids(1...2)))
    let copy = list
    list.append(contentsOf: articles(ids(3...3)))
    #expect(copy.articles.map(\.id) == ids(1...2))
    #expect(copy["a3"] == nil)
    #expect(list["a3"]?.id == "a3")
  }

  @Test func theArrayHandedInIsKeptNotCopied() {
    let page = articles(ids(1...100))
    let address = page.withUnsafeBufferPointer { $0.baseAddress }
    var list = ArticleList()
    list.replace(with: page)
    #expect(list.articles.withUnsafeBufferPointer { $0.baseAddress } == address)
  }
}
