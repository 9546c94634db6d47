import ArticleDomain
import TestSupport
import Testing

@testable import MVIArticles

/// The list's rows as a persistent list: each article once, in order, whatever runs its pages
/// fell into, and the list before an append left as it was.
@Suite("Loaded articles")
struct LoadedArticlesTests {
  @Test func anAppendLeavesTheListBeforeItAsItWas() {
    let first = LoadedArticles(articles("a1", "a2"))
    var next = first
    next.append(articles("a3"))
    #expect(Array(first) == articles("a1", "a2"))
    #expect(Array(next) == articles("a1", "a2", "a3"))
  }

  /// A server that pages by offset repeats rows: each article is shown once, where it first
  /// appeared, also when a page repeats itself.
  @Test func anArticleIsHeldOnceWhereItFirstAppeared() {
    var list = LoadedArticles(articles("a1", "a2", "a1"))
    list.append(articles("a2", "a3", "a3", "a4"))
    list.append(articles("a1"))
    #expect(list.map(\.id) == ["a1", "a2", "a3", "a4"])
    #expect(list.article("a3") == article("a3"))
    #expect(list.article("a5") == nil)
  }

  /// Many appends merge their runs: every position and every id still finds its article, and
  /// the list equals one made at once from the same rows.
  @Test func manyAppendsFindEveryArticleByPositionAndById() {
    let ids = (0..<1_000).map { "a\($0)" }
    var list = LoadedArticles(articles(ids[0]))
    for start in stride(from: 1, to: ids.count, by: 7) {
      list.append(ids[start..<min(start + 7, ids.count)].map { article($0) })
    }
    #expect(list.count == ids.count)
    #expect(list.indices.allSatisfy { list[$0].id.rawValue == ids[$0] })
    #expect(ids.allSatisfy { list.article(Article.ID($0))?.id.rawValue == $0 })
    #expect(list == LoadedArticles(ids.map { article($0) }))
    #expect(list != LoadedArticles(ids.dropLast().map { article($0) }))
  }
}
