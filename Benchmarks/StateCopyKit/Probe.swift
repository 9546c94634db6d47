import ArticleDomain

/// The state-changing operations every pattern is driven with.
enum Operation: String, CaseIterable, Sendable {
  case toggleFavorite = "toggle-favorite"
  case appendPage = "append-page"
  case replaceList = "replace-list"
  case rejectStale = "reject-stale"
}

/// One operation on one pattern at one size, ready to measure.
///
/// `perform` is the only timed closure; everything else runs outside the timed region.
@MainActor
struct Probe {
  /// Restores the state before each operation that cannot be repeated (an append grows the
  /// list); `nil` when `perform` can run back to back.
  var reset: (() -> Void)?
  /// Records what the state is before a run of operations.
  var before: () -> Void
  /// The operation through the pattern's own code.
  var perform: () -> Void
  /// After `operations` operations since `before`: `nil` when the state is what it must be,
  /// else what is wrong.
  var verify: (_ operations: Int) -> String?
  /// The address of the articles' storage now.
  var storage: () -> UnsafeRawPointer?
  /// The address the articles' storage must have after `perform` when nothing was copied:
  /// the current one, or for a replacement the storage of the array handed in.
  var expectedStorage: () -> UnsafeRawPointer?
}

/// A pattern (or reference point) as the benchmark sees it: which operations it supports and
/// how to build a probe for one at a size.
@MainActor
struct Subject {
  var name: String
  var isReference = false
  var includesRender = false
  var operations: [Operation]
  var makeProbe: (Operation, Int) -> Probe

  var label: String { name + (includesRender ? " + render" : "") }
}

/// The address of an array's storage (`nil` for an empty array without storage).
func address(of articles: [Article]) -> UnsafeRawPointer? {
  articles.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

/// The article a toggle flips: the middle one, so that a linear search pays half the list.
func toggledID(size: Int) -> Article.ID { Article.ID("a\(size / 2)") }

/// A toggle probe for any pattern that can tell a star and its storage.
@MainActor
func toggleProbe(
  size: Int, tap: @escaping (Article.ID) -> Void, isFavorite: @escaping (Article.ID) -> Bool,
  count: @escaping () -> Int, storage: @escaping () -> UnsafeRawPointer?
) -> Probe {
  let id = toggledID(size: size)
  var was = false
  return Probe(
    reset: nil,
    before: { was = isFavorite(id) },
    perform: { tap(id) },
    verify: { operations in
      let expected = operations % 2 == 1 ? !was : was
      if isFavorite(id) != expected {
        return "the star of \(id) shows \(!expected) after \(operations) taps, expected \(expected)"
      }
      if count() != size { return "the list has \(count()) articles, expected \(size)" }
      return nil
    },
    storage: storage, expectedStorage: storage)
}
