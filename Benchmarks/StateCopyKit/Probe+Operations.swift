import ArticleDomain
import HeadlessUI

/// A probe of `operation` on the pattern `make` builds, holding `size` articles.
///
/// Every operation's result is checked, outside the timed region: the star after a tap, the
/// ids after an append, the ids and stars after a replace, the untouched list after a stale
/// answer. A wrong state stops the benchmark, naming the cell.
@MainActor
func makeProbe(_ operation: Operation, of subject: Subject, size: Int, mode: ProbeMode) -> Probe {
  let make = { articles in subject.make(articles, operation) }
  return switch operation {
  case .toggleUntouched: untouchedToggleProbe(size: size, mode: mode, make: make)
  case .toggleAgain: againToggleProbe(size: size, make: make)
  case .appendPage: appendProbe(size: size, mode: mode, make: make)
  case .replaceList: replaceProbe(size: size, make: make)
  case .rejectStale: staleProbe(size: size, make: make)
  }
}

/// A fresh first page: `a0` … `a<size-1>`, none starred, with room for one more page.
private func firstPage(_ size: Int) -> [Article] { makeArticles(size, extraCapacity: pageSize) }

/// A tap on a different untouched article each time, `a<size/2>` onwards — so a search from the
/// front pays at least half the list. Measuring, the pattern is rebuilt fresh after
/// `firstTapsPerBuild` taps at every size, so that what a tap leaves behind (a queued offline
/// change, a favorites entry) is as much at 10 articles as at 100 000 and only the list's size
/// differs; retaining, taps go on until the untouched articles run out.
@MainActor
private func untouchedToggleProbe(
  size: Int, mode: ProbeMode, make: @escaping ([Article]) -> Driven
) -> Probe {
  let first = size / 2
  var driven = make(firstPage(size))
  var tapped = 0
  return Probe(
    reset: {
      driven.close()
      driven = make(firstPage(size))
      tapped = 0
    },
    operationsPerReset: mode == .measuring ? min(size - first, firstTapsPerBuild) : size - first,
    prepare: driven.listView.map { _ in { show(first + tapped, in: driven) } },
    perform: {
      driven.tapStar(Article.ID("a\(first + tapped)"))
      tapped += 1
    },
    verify: { _ in
      if let failure = driven.failure() { return failure }
      if let wrong = mismatch(in: driven.articles(), count: size, what: "after a first tap") {
        return wrong
      }
      if tapped > 0,
        let wrong = cellMismatch(driven.listView, at: first + tapped - 1, starred: true)
      {
        return wrong
      }
      let indices = [0, first - 1, first, first + tapped - 1, first + tapped, size - 1]
        .filter { (0..<size).contains($0) }
      let ids = indices.map { Article.ID("a\($0)") }
      for (index, isShown) in zip(indices, driven.areFavorite(ids)) {
        let expected = index >= first && index < first + tapped
        if isShown != expected {
          return
            "the star of a\(index) shows \(!expected) after \(tapped) first taps from a\(first)"
        }
      }
      return nil
    },
    storage: storage(of: { driven }), articleCount: { driven.articles().count },
    expectedStorage: { driven.storage?() }, listView: { driven.listView },
    close: { driven.close() })
}

/// Scrolls the list of `driven`, untimed, so that row `index` is on screen, as it is for a user
/// tapping it; a row already on screen stays where it is. What the scroll started (a SwiftUI
/// list tells the rows that came on screen that they appeared) is over before the tap, as it is
/// for a user, and is not the tap's cost.
@MainActor
private func show(_ index: Int, in driven: Driven) {
  guard let list = driven.listView, !list.visibleRows.contains(index) else { return }
  list.scrollPosition = index
  driven.settle()
}

/// What is wrong with the cell of row `index` when it is on screen: it must show a`index`,
/// its star as `starred` says; `nil` when nothing is, or when there is no list page.
@MainActor
private func cellMismatch(_ list: ListView?, at index: Int, starred: Bool) -> String? {
  guard let list else { return nil }
  guard let cell = list.visibleCell(at: index) else {
    return
      "row \(index) is not on screen after the operation (the screen shows rows \(list.visibleRows))"
  }
  if cell.id.rawValue != "a\(index)" { return "the cell of row \(index) shows \(cell.id)" }
  if cell.isFavorite != starred {
    return "the cell of \(cell.id) shows its star \(cell.isFavorite ? "filled" : "empty") on screen"
  }
  return nil
}

/// How many first taps a measured pattern takes before it is built again.
let firstTapsPerBuild = 64

/// The star of the middle article tapped again and again, back to back.
@MainActor
private func againToggleProbe(size: Int, make: @escaping ([Article]) -> Driven) -> Probe {
  let driven = make(firstPage(size))
  let id = Article.ID("a\(size / 2)")
  show(size / 2, in: driven)
  var was = false
  return Probe(
    before: { was = driven.isFavorite(id) },
    perform: { driven.tapStar(id) },
    verify: { operations in
      if let failure = driven.failure() { return failure }
      let expected = operations % 2 == 1 ? !was : was
      if driven.isFavorite(id) != expected {
        return "the star of \(id) shows \(!expected) after \(operations) taps, expected \(expected)"
      }
      if let wrong = cellMismatch(driven.listView, at: size / 2, starred: expected) {
        return wrong
      }
      return mismatch(in: driven.articles(), count: size, what: "after a tap")
    },
    storage: storage(of: { driven }), articleCount: { driven.articles().count },
    expectedStorage: { driven.storage?() }, listView: { driven.listView },
    close: driven.close)
}

/// An append of one page of 20. Measuring, the pattern is rebuilt before each append, untimed,
/// on a list in storage of its own with room for the page — so that new storage after the
/// append is a copy, never the array's amortised growth. Retaining, pages keep coming.
@MainActor
private func appendProbe(
  size: Int, mode: ProbeMode, make: @escaping ([Article]) -> Driven
) -> Probe {
  switch mode {
  case .measuring:
    let (page, bytes) = holding { makeArticles(pageSize, startingAt: size) }
    var driven = make(firstPage(size))
    return Probe(
      reset: {
        driven.close()
        driven = make(firstPage(size))
      },
      prepare: {
        driven.prepareAppend()
        driven.listView?.scrollToEnd()
      },
      perform: { driven.appendPage(page) },
      verify: { operations in
        driven.failure() ?? rowsMismatch(driven.listView, count: size + pageSize * operations)
          ?? mismatch(
            in: driven.articles(), count: size + pageSize * operations, what: "after an append")
      },
      storage: storage(of: { driven }), articleCount: { driven.articles().count },
      expectedStorage: { driven.storage?() }, fixtureBytes: bytes, listView: { driven.listView },
      close: { driven.close() })
  case .retaining:
    let driven = make(firstPage(size))
    var appended = 0
    return Probe(
      prepare: {
        driven.prepareAppend()
        driven.listView?.scrollToEnd()
      },
      perform: {
        driven.appendPage(makeArticles(pageSize, startingAt: size + pageSize * appended))
        appended += 1
      },
      verify: { _ in
        driven.failure()
          ?? mismatch(
            in: driven.articles(), count: size + pageSize * appended, what: "after appends")
      },
      storage: storage(of: { driven }), articleCount: { driven.articles().count },
      expectedStorage: { driven.storage?() }, listView: { driven.listView },
      close: driven.close)
  }
}

/// What is wrong with the list page's table after an append or a replacement: it must know
/// `count` rows, and each cell on screen must show its row's article, `a<first + row>`.
@MainActor
private func rowsMismatch(_ list: ListView?, count: Int, first: Int = 0) -> String? {
  guard let list else { return nil }
  if list.numberOfRows != count {
    return "the table shows \(list.numberOfRows) rows, expected \(count)"
  }
  for index in list.visibleRows {
    let shown = list.visibleCell(at: index)?.id.rawValue
    if shown != "a\(first + index)" {
      return "the cell of row \(index) shows \(shown ?? "nothing"), expected a\(first + index)"
    }
  }
  return nil
}

/// Which articles of a replacement the server has starred.
private func serverStar(_ index: Int) -> Bool { index % 7 == 3 }

/// A replacement of the whole list by `size` other articles, `a<size>` onwards, some starred
/// by the server, each handed in as fresh storage made untimed before the operation.
@MainActor
private func replaceProbe(size: Int, make: @escaping ([Article]) -> Driven) -> Probe {
  let (replacement, bytes) = holding {
    makeArticles(size, startingAt: size, starred: serverStar)
  }
  let driven = make(firstPage(size))
  var pending: [Article]? = nil
  var pendingAddress: UnsafeRawPointer? = nil
  return Probe(
    prepare: {
      driven.prepareReplace()
      let fresh = freshCopy(of: replacement, extraCapacity: 0)
      pendingAddress = address(of: fresh)
      pending = fresh
    },
    perform: { driven.replaceList(pending.take()!) },
    verify: { _ in
      driven.failure() ?? rowsMismatch(driven.listView, count: size, first: size)
        ?? mismatch(
          in: driven.articles(), count: size, first: size, stars: serverStar,
          what: "after a replace")
    },
    storage: storage(of: { driven }), articleCount: { driven.articles().count },
    expectedStorage: { pendingAddress }, fixtureBytes: bytes, listView: { driven.listView },
    close: driven.close)
}

/// An answer to a superseded request: the state must not change at all. A reference row's
/// storage must be the same; an app's screen must show the same as before the answer.
@MainActor
private func staleProbe(size: Int, make: @escaping ([Article]) -> Driven) -> Probe {
  let (page, bytes) = holding { makeArticles(pageSize, startingAt: size) }
  let driven = make(firstPage(size))
  guard let answerStale = driven.answerStale else {
    preconditionFailure("reject-stale is not measured on this subject")
  }
  var before: UnsafeRawPointer? = nil
  var shown: Screen? = nil
  /// What the subject shows or holds before the answer.
  func record() {
    before = driven.storage?()
    shown = driven.screen?()
  }
  return Probe(
    prepare: driven.prepareStale.map { prepareStale in
      {
        prepareStale()
        record()
      }
    },
    before: record,
    perform: { answerStale(page) },
    verify: { _ in
      if let failure = driven.failure() { return failure }
      if driven.storage?() != before { return "a stale answer replaced the list's storage" }
      if let screen = driven.screen?(), screen != shown {
        return "a stale answer changed the screen"
      }
      return rowsMismatch(driven.listView, count: size)
        ?? mismatch(in: driven.articles(), count: size, what: "after a stale answer")
    },
    storage: storage(of: { driven }), articleCount: { driven.articles().count },
    expectedStorage: { driven.storage?() }, fixtureBytes: bytes, listView: { driven.listView },
    close: driven.close)
}

/// A probe's reader of the articles' storage of the subject `driven` returns now (it may be
/// rebuilt), or `nil` when the subject does not show its storage.
@MainActor
private func storage(of driven: @escaping () -> Driven) -> (() -> UnsafeRawPointer?)? {
  driven().storage == nil ? nil : { driven().storage?() }
}

/// What is wrong with `articles`, which must be `count` articles `a<first>` … in order, each
/// starred as `stars` says when given; `nil` when nothing is.
func mismatch(
  in articles: [Article], count: Int, first: Int = 0, stars: ((Int) -> Bool)? = nil,
  what: String
) -> String? {
  if articles.count != count {
    return "the list has \(articles.count) articles \(what), expected \(count)"
  }
  for (offset, article) in articles.enumerated() {
    let index = first + offset
    if article.id.rawValue != "a\(index)" {
      return "article \(offset) is \(article.id) \(what), expected a\(index)"
    }
    if let stars, article.isFavorite != stars(index) {
      return
        "\(article.id) is \(article.isFavorite ? "" : "not ")starred \(what); the answer has it \(stars(index) ? "" : "not ")starred"
    }
  }
  return nil
}

/// A copy of `articles` in new storage with room for `extraCapacity` more.
func freshCopy(of articles: [Article], extraCapacity: Int) -> [Article] {
  var copy: [Article] = []
  copy.reserveCapacity(articles.count + extraCapacity)
  copy.append(contentsOf: articles)
  return copy
}
