import ArticleDomain
import HeadlessSwiftUI
import Observation
import ScenarioKit
import TestSupport

import struct HeadlessUI.Screen
import class HeadlessUI.Window

/// A model the test views read, as a chapter's view model would be read.
@MainActor @Observable
final class Feed {
  var rows: [FeedRow] = []
  var title = "Articles"
  var isLoading = false
  var banner: String?
  var counter = 0

  init(count: Int = 0) {
    rows = (1...max(count, 1)).map { FeedRow(id: Article.ID(rawValue: "a\($0)")) }
    if count == 0 { rows = [] }
  }
}

/// One row's data: an article and its star.
struct FeedRow: Identifiable, Equatable {
  var id: Article.ID
  var isFavorite = false
  var isPending = false
}

/// A row as a chapter writes one: the title, and the star as a button.
struct FeedRowView: View {
  let row: FeedRow
  let toggle: @MainActor (Article.ID) -> Void

  var body: some View {
    HStack {
      Text(row.id.rawValue)
      Button {
        toggle(row.id)
      } label: {
        Image(systemName: row.isFavorite ? "star.fill" : "star")
      }
      if row.isPending { Image(systemName: "icloud.and.arrow.up") }
    }
  }
}

extension FeedRowView: Equatable {
  /// Compared by what it shows, as a chapter makes a row with a closure skippable.
  nonisolated static func == (lhs: FeedRowView, rhs: FeedRowView) -> Bool { lhs.row == rhs.row }
}

/// A list page as a chapter writes one.
struct FeedPage: View {
  let feed: Feed

  var body: some View {
    List {
      ForEach(feed.rows) { row in
        FeedRowView(row: row) { id in
          if let index = feed.rows.firstIndex(where: { $0.id == id }) {
            feed.rows[index].isFavorite.toggle()
          }
        }
      }
      if feed.isLoading { ProgressView() }
    }
    .navigationTitle(feed.title)
  }
}

/// Runs `body` with a host showing `view` in a new window, on the deterministic loop.
@MainActor
func hosting(
  _ view: some View, _ body: @MainActor (WindowHost, DeterministicLoop) throws -> Void
) throws {
  try withLoop { loop in
    let host = WindowHost(rootView: view)
    host.show()
    loop.runUntilIdle()
    try body(host, loop)
    host.tearDown()
    loop.runUntilIdle()
  }
}

extension WindowHost {
  /// What the window shows.
  var screen: Screen { window.screen }
}
