import ArticleDomain
import Observation
import ScenarioKit
import TestSupport
import Testing

import struct HeadlessUI.Screen
import class HeadlessUI.Window

@testable import HeadlessSwiftUI

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

extension WindowHost {
  /// Every text the tree shows, on every page (sheets and pushed pages included), in order.
  var texts: [String] { (graph.root?.shows ?? []).allTexts }

  /// Taps the first button the tree shows whose label reads `label`, or the first button.
  func tapButton(_ label: String? = nil) throws {
    let buttons = (graph.root?.shows ?? []).allButtons
    let button = buttons.first { label == nil || Shown.texts(in: $0.label) == [label] }
    try #require(
      button, "no button \(label ?? "") among \(buttons.map { Shown.texts(in: $0.label) })"
    )
    .action()
  }
}

@MainActor
extension [Shown] {
  /// The texts among these, and in the pages of sheets and stacks, in order.
  var allTexts: [String] {
    flatMap { shown -> [String] in
      switch shown {
      case .sheet(let page): page.shows.allTexts
      case .stack(let stack): stack.pages.flatMap(\.shows).allTexts
      default: Shown.texts(in: [shown])
      }
    }
  }

  /// The buttons among these, and inside insets and sheets' pages, in order.
  var allButtons: [(label: [Shown], action: () -> Void)] {
    flatMap { shown -> [(label: [Shown], action: () -> Void)] in
      switch shown {
      case .button(let label, let action): [(label, action)]
      case .topInset(let inset): inset.allButtons
      case .unavailable(_, _, _, let actions): actions.allButtons
      case .sheet(let page): page.shows.allButtons
      case .stack(let stack): stack.pages.flatMap(\.shows).allButtons
      default: []
      }
    }
  }
}
