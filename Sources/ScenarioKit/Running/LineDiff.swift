/// The lines in which one text differs from another, as `diff -u` shows them.
///
/// The one line diff of the package: a screen check's failure shows the expected and the seen
/// screen through it, and the report reads a teaching variant's mistake back out of its copy
/// (the correct file copied with one mistake) through it.
package struct LineDiff: Sendable, Equatable {
  /// One line of the comparison: in both texts, only in the old one, or only in the new one.
  package enum Line: Sendable, Equatable {
    case same(String)
    case removed(String)
    case added(String)

    /// What marks the line: a space for one in both texts, `-` or `+` for a change.
    package var marker: String {
      switch self {
      case .same: " "
      case .removed: "-"
      case .added: "+"
      }
    }

    package var text: String {
      switch self {
      case .same(let text), .removed(let text), .added(let text): text
      }
    }

    /// The line as a unified diff prints it: its marker, then the text.
    package var unified: String { marker + text }

    package var isChange: Bool {
      if case .same = self { false } else { true }
    }
  }

  /// A run of changes with up to `context` unchanged lines either side, and where it starts.
  package struct Hunk: Sendable, Equatable {
    /// The 1-based line of the old text where the hunk starts.
    package var oldStart: Int
    /// The 1-based line of the new text where the hunk starts.
    package var newStart: Int
    package var lines: [Line]

    /// The hunk as a unified diff prints it, header first.
    package var unified: String {
      let old = lines.filter { if case .added = $0 { false } else { true } }.count
      let new = lines.filter { if case .removed = $0 { false } else { true } }.count
      let header = "@@ -\(oldStart),\(old) +\(newStart),\(new) @@"
      return ([header] + lines.map(\.unified)).joined(separator: "\n")
    }
  }

  /// Every line of both texts in order: within a changed region, removals come first.
  package let lines: [Line]

  /// Compares `old` with `new`, line by line.
  package init(old: String, new: String) {
    self.init(old: Self.split(old), new: Self.split(new))
  }

  package init(old: [String], new: [String]) {
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var lines: [Line] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, removed.contains(oldIndex) {
        lines.append(.removed(old[oldIndex]))
        oldIndex += 1
      } else if newIndex < new.count, inserted.contains(newIndex) {
        lines.append(.added(new[newIndex]))
        newIndex += 1
      } else {
        lines.append(.same(old[oldIndex]))
        oldIndex += 1
        newIndex += 1
      }
    }
    self.lines = lines
  }

  /// How many lines were removed or added.
  package var changedLineCount: Int { lines.count(where: \.isChange) }

  /// The changes, each with up to `context` unchanged lines around it; changes closer than
  /// twice that share one hunk.
  package func hunks(context: Int = 2) -> [Hunk] {
    var hunks: [Hunk] = []
    var oldLine = 1
    var newLine = 1
    var positions: [(old: Int, new: Int)] = []
    for line in lines {
      positions.append((oldLine, newLine))
      switch line {
      case .same:
        oldLine += 1
        newLine += 1
      case .removed: oldLine += 1
      case .added: newLine += 1
      }
    }
    let changes = lines.indices.filter { lines[$0].isChange }
    var index = 0
    while index < changes.count {
      let start = max(0, changes[index] - context)
      var end = changes[index]
      while index + 1 < changes.count, changes[index + 1] - end <= 2 * context + 1 {
        index += 1
        end = changes[index]
      }
      let last = min(lines.count - 1, end + context)
      hunks.append(
        Hunk(
          oldStart: positions[start].old, newStart: positions[start].new,
          lines: Array(lines[start...last])))
      index += 1
    }
    return hunks
  }

  /// Every line marked for a failure message: two spaces for a line in both, `- ` for one
  /// expected only, `+ ` for one seen only.
  package var marked: String {
    lines.map { $0.marker + " " + $0.text }.joined(separator: "\n")
  }

  private static func split(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
