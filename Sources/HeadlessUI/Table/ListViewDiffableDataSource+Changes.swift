public import ArticleDomain

extension ListViewDiffableDataSource {
  /// What one apply changed, by identity: the ids inserted, deleted and moved — the updates a
  /// `UITableViewDiffableDataSource` works out from two snapshots and animates.
  ///
  /// The moves are as few as the reordering allows: the ids that stay in place are the longest
  /// run of kept ids whose old order the new order preserves; every other kept id moved.
  public struct Changes: Hashable, Sendable {
    /// Ids new to the list, in their new order.
    public var inserted: [Article.ID] = []
    /// Ids gone from the list, in their old order.
    public var deleted: [Article.ID] = []
    /// Ids kept but moved, in their new order.
    public var moved: [Article.ID] = []

    public init(inserted: [Article.ID] = [], deleted: [Article.ID] = [], moved: [Article.ID] = []) {
      self.inserted = inserted
      self.deleted = deleted
      self.moved = moved
    }

    /// Whether the ids are the same, in the same order.
    public var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && moved.isEmpty }

    init(
      from oldIDs: [Article.ID], at oldIndexByID: [Article.ID: Int], to newIDs: [Article.ID],
      at newIndexByID: [Article.ID: Int]
    ) {
      deleted = oldIDs.filter { newIndexByID[$0] == nil }
      var kept: [Article.ID] = []
      var keptOldIndices: [Int] = []
      for id in newIDs {
        if let oldIndex = oldIndexByID[id] {
          kept.append(id)
          keptOldIndices.append(oldIndex)
        } else {
          inserted.append(id)
        }
      }
      let staying = Self.longestIncreasingRun(in: keptOldIndices)
      moved = kept.indices.filter { !staying[$0] }.map { kept[$0] }
    }

    /// Marks the positions of one longest strictly increasing subsequence of `values`
    /// (patience sorting).
    ///
    /// - Complexity: O(n) when `values` already increase, O(n log n) otherwise.
    static func longestIncreasingRun(in values: [Int]) -> [Bool] {
      if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
        return Array(repeating: true, count: values.count)
      }
      // `tails[k]`: the position of the smallest last value of an increasing run of length k+1.
      var tails: [Int] = []
      var previous = Array(repeating: -1, count: values.count)
      for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
      }
      var staying = Array(repeating: false, count: values.count)
      var position = tails.last ?? -1
      while position >= 0 {
        staying[position] = true
        position = previous[position]
      }
      return staying
    }
  }
}
