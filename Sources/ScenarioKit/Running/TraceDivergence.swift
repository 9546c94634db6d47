/// Where a repetition of a scenario parted from its first run: the first line of the trace
/// that differs, in both versions, so that a reader sees what depends on something the harness
/// does not own (a dictionary's order, a clock, a thread) without guessing.
///
/// ```text
/// run 2 first differs at trace line 3:
///   run 1: action: launch number 1
///   run 2: action: launch number 2
/// ```
public struct TraceDivergence: CustomStringConvertible, Sendable {
  /// The number of the first differing line, from 1, and that line in the first run and in
  /// the repetition (`nil` where that trace has already ended); `nil` when the two traces
  /// shown are the same, so that the runs differed in another order of the scenario's
  /// "in any order" steps.
  public let line: (number: Int, first: String?, again: String?)?
  /// The repetition that differed, from 2 (the first run is 1).
  public let run: Int

  /// Compares the trace of the first run with the repetition `run`'s.
  public init(first: [String], again: [String], run: Int) {
    self.run = run
    let common = min(first.count, again.count)
    let number = (0..<common).first { first[$0] != again[$0] } ?? common
    line =
      first.count == again.count && number == first.count
      ? nil
      : (
        number + 1, first.indices.contains(number) ? first[number] : nil,
        again.indices.contains(number) ? again[number] : nil
      )
  }

  public var description: String {
    guard let line else {
      return "run \(run) differs in an order of its 'in any order' steps that is not shown"
    }
    return """
      run \(run) first differs at trace line \(line.number):
        run 1: \(line.first ?? "(the trace has ended)")
        run \(run): \(line.again ?? "(the trace has ended)")
      """
  }
}
