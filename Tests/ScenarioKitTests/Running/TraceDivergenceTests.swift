import ScenarioKit
import Testing

/// Where a repeated run parted from the first: the first differing trace line, both versions.
@Suite struct TraceDivergenceTests {
  @Test func theFirstDifferingLineIsNamedWithBothVersions() {
    let divergence = TraceDivergence(
      first: ["step 1: Given", "request #1: load", "request #2: favorite a1"],
      again: ["step 1: Given", "request #1: load", "request #2: favorite a2"], run: 3)
    #expect(
      divergence.description == """
        run 3 first differs at trace line 3:
          run 1: request #2: favorite a1
          run 3: request #2: favorite a2
        """)
  }

  @Test func aTraceThatEndsEarlierIsSaidToHaveEnded() {
    let divergence = TraceDivergence(first: ["a", "b"], again: ["a", "b", "c"], run: 2)
    #expect(divergence.line?.number == 3)
    #expect(divergence.line?.first == nil)
    #expect(divergence.line?.again == "c")
    #expect(divergence.description.hasSuffix("run 1: (the trace has ended)\n  run 2: c"))
  }

  /// The runs differed, but not in the order shown: the description says so, not "line 1".
  @Test func equalTracesShownSayTheDifferenceIsInAnotherOrder() {
    let divergence = TraceDivergence(first: ["a", "b"], again: ["a", "b"], run: 2)
    #expect(divergence.line == nil)
    #expect(divergence.description.contains("'in any order' steps"))
  }
}
