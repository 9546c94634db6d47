/// A line diff of two values' `dump` output, for test failures: `- expected` / `+ actual`.
///
/// ```text
/// - ▿ State
/// -   - count: 1
/// + ▿ State
/// +   - count: 2
/// ```
///
/// Unchanged lines are shown as context (`  `), runs of more than two collapsed to `  …`.
enum StateDiff {
  /// The `dump` output of `value`, line by line.
  static func dumped<Value>(_ value: Value) -> [String] {
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init).filter { !$0.isEmpty }
  }

  /// A longest-common-subsequence diff of two line lists.
  ///
  /// - Complexity: O(n × m) in the lines: fine for the states a test compares.
  static func diff(_ old: [String], _ new: [String]) -> String {
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var output: [String] = []
    var context: [String] = []
    func flushContext() {
      if context.count > 2 {
        output += [context[0], "  …", context[context.count - 1]]
      } else {
        output += context
      }
      context = []
    }
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        context.append("  " + old[i])
        (i, j) = (i + 1, j + 1)
      } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
        flushContext()
        output.append("+ " + new[j])
        j += 1
      } else {
        flushContext()
        output.append("- " + old[i])
        i += 1
      }
    }
    if output.isEmpty { return "(no difference in their dumps)" }
    if context.count > 0 { output.append(context[0]) }
    return output.joined(separator: "\n")
  }
}
