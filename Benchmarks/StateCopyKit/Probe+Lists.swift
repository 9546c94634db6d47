import ArticleDomain

/// An append of one page of 20. Before each append the list is reset, untimed, to `size`
/// articles in storage of its own with room for the page — so that a new storage address
/// after the append is a copy, never the array's amortised growth.
@MainActor
func appendProbe(
  size: Int, reset: @escaping ([Article]) -> Void, append: @escaping ([Article]) -> Void,
  count: @escaping () -> Int, storage: @escaping () -> UnsafeRawPointer?
) -> Probe {
  let base = makeArticles(size)
  let page = makeArticles(pageSize, startingAt: size)
  return Probe(
    reset: { reset(freshCopy(of: base, extraCapacity: pageSize)) },
    before: {},
    perform: { append(page) },
    verify: { _ in
      count() == size + pageSize
        ? nil : "the list has \(count()) articles after an append, expected \(size + pageSize)"
    },
    storage: storage, expectedStorage: storage)
}

/// A replacement of the whole list by `size` other articles, handed in as fresh storage;
/// `beforeEach` runs first in every (untimed) reset.
@MainActor
func replaceProbe(
  size: Int, replace: @escaping ([Article]) -> Void, beforeEach: @escaping () -> Void = {},
  count: @escaping () -> Int, storage: @escaping () -> UnsafeRawPointer?
) -> Probe {
  let replacement = makeArticles(size, startingAt: size)
  var pending: [Article]? = nil
  var pendingAddress: UnsafeRawPointer? = nil
  return Probe(
    reset: {
      beforeEach()
      let fresh = freshCopy(of: replacement, extraCapacity: 0)
      pendingAddress = address(of: fresh)
      pending = fresh
    },
    before: {},
    perform: { replace(pending.take()!) },
    verify: { _ in
      if count() != size {
        return "the list has \(count()) articles after a replace, expected \(size)"
      }
      // Every new list must be the one handed in (or an equal copy of it).
      return nil
    },
    storage: storage, expectedStorage: { pendingAddress })
}

/// An answer to a superseded request: the state must not change at all.
@MainActor
func staleProbe(
  size: Int, answerStale: @escaping () -> Void, count: @escaping () -> Int,
  storage: @escaping () -> UnsafeRawPointer?
) -> Probe {
  var before: UnsafeRawPointer? = nil
  return Probe(
    reset: nil,
    before: { before = storage() },
    perform: answerStale,
    verify: { _ in
      if count() != size { return "a stale answer changed the list to \(count()) articles" }
      if storage() != before { return "a stale answer replaced the list's storage" }
      return nil
    },
    storage: storage, expectedStorage: storage)
}

/// A copy of `articles` in new storage with room for `extraCapacity` more.
func freshCopy(of articles: [Article], extraCapacity: Int) -> [Article] {
  var copy: [Article] = []
  copy.reserveCapacity(articles.count + extraCapacity)
  copy.append(contentsOf: articles)
  return copy
}
