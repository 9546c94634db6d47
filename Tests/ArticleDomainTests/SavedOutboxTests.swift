import ArticleDomain
import Testing

@Suite("The outbox: what is written, and what a launch accepts")
struct SavedOutboxTests {
  @Test func changesAreWrittenOneStarALine() {
    let outbox = SavedOutbox([
      FavoriteChange(id: "a2", isFavorite: true), FavoriteChange(id: "a5", isFavorite: false),
    ])
    #expect(outbox.text == "outbox 1\nfavorite a2 on\nfavorite a5 off\n")
    #expect(outbox.description == "a2 on, a5 off")
    #expect(SavedOutbox.empty.text == "outbox 1\n")
    #expect(SavedOutbox.empty.description == "empty")
  }

  @Test func whatIsWrittenIsReadBack() throws {
    for outbox in [
      SavedOutbox.empty, SavedOutbox([FavoriteChange(id: "a-2_b", isFavorite: false)]),
    ] {
      #expect(try SavedOutbox(reading: outbox.text) == outbox)
    }
  }

  @Test func changesInFlightGoOutFirstInTheOrderSentThenThoseWaiting() {
    let on = { (id: Article.ID) in FavoriteChange(id: id, isFavorite: true) }
    let outbox = SavedOutbox(
      inFlight: [(7, on("a3")), (4, on("a1")), (9, FavoriteChange(id: "a2", isFavorite: false))],
      waiting: [on("a5"), on("a2")])
    // a2, in flight and changed since, waits: its latest change goes out in its place.
    #expect(outbox.description == "a1 on, a3 on, a5 on, a2 on")
  }

  @Test(arguments: [
    ("outbox 0\na2=1\n", "saved in outbox format 0; this app reads format 1"),
    ("", "line 1: expected 'outbox 1'"),
    ("format 2\nlist\n", "line 1: expected 'outbox 1'"),
    ("outbox one\n", "line 1: expected a format number after 'outbox'"),
    (
      "outbox 1\nfavorite a2 on\nfavorite a3 maybe\n",
      "line 3: expected 'on' or 'off' after 'a3'; found 'maybe'"
    ),
    (
      "outbox 1\nstar a2 on\n",
      "line 2: expected 'favorite <id> on' or 'favorite <id> off'; found 'star a2 on'"
    ),
    ("outbox 1\nfavorite a/2 on\n", "line 2: 'a/2' is not a valid article id"),
    (
      "outbox 1\nfavorite a1 on\nfavorite a2 on\nfavorite a1 off\n",
      "line 4: a second change of a1, whose change is on line 2"
    ),
  ])
  func anOutboxWithOneWrongLineIsRejectedWholeAndSaysWhere(text: String, message: String) {
    #expect(throws: SavedOutbox.Rejection.self) { try SavedOutbox(reading: text) }
    do {
      _ = try SavedOutbox(reading: text)
    } catch {
      #expect(error.description == message)
    }
  }
}
