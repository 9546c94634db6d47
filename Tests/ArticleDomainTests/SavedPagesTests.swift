import ArticleDomain
import Testing

@Suite("Saved pages: what is written, and what a launch accepts")
struct SavedPagesTests {
  @Test func theStackIsWrittenAsRoutesWithStableIds() {
    let pages = SavedPages(showing: [.list, .detail("a2"), .login])
    #expect(pages.text == "format 2\nlist\ndetail a2\n")
    #expect(pages.description == "list > a2")
    #expect(SavedPages(showing: [.list, .login]).text == "format 2\nlist\n")
  }

  @Test func whatIsWrittenIsReadBack() throws {
    for pages in [SavedPages(article: nil), SavedPages(article: "a-2_b")] {
      #expect(try SavedPages(reading: pages.text) == pages)
    }
  }

  @Test(arguments: [
    ("format 1\nArticleListViewController\n", "saved in format 1; this app reads format 2"),
    ("", "line 1: expected 'format 2'"),
    ("format two\nlist\n", "line 1: expected a format number after 'format'"),
    (
      "format 2\nlist\nsettings\n",
      "line 3: unknown page 'settings'; expected 'list' or 'detail <id>'"
    ),
    ("format 2\nlist\ndetail a/2\n", "line 3: 'a/2' is not a valid article id"),
    (
      "format 2\nlist\ndetail a2\ndetail a3\n",
      "'list, detail a2, detail a3' is not a stack the feature shows: the list first, then at most one detail"
    ),
    (
      "format 2\ndetail a2\n",
      "'detail a2' is not a stack the feature shows: the list first, then at most one detail"
    ),
    (
      "format 2\n",
      "'' is not a stack the feature shows: the list first, then at most one detail"
    ),
  ])
  func whatTheAppCannotShowIsRejectedWholeSayingWhere(text: String, message: String) {
    #expect(throws: SavedPages.Rejection.self) { try SavedPages(reading: text) }
    do {
      _ = try SavedPages(reading: text)
    } catch {
      #expect(error.description == message)
    }
  }
}
