import Testing

@testable import ScenarioKit

@Suite struct LineDiffTests {
  @Test func identicalTextsHaveNoChangeAndNoHunk() {
    let diff = LineDiff(old: "a\nb\nc\n", new: "a\nb\nc\n")
    #expect(diff.changedLineCount == 0)
    #expect(diff.hunks().isEmpty)
  }

  @Test func aReplacedLineIsOneRemovalThenOneAddition() {
    let diff = LineDiff(old: "a\nb\nc\n", new: "a\nB\nc\n")
    #expect(diff.lines == [.same("a"), .removed("b"), .added("B"), .same("c")])
    #expect(diff.changedLineCount == 2)
  }

  @Test func aHunkCarriesItsContextAndBothStartingLines() {
    let old = (1...10).map { "line \($0)" }
    var new = old
    new[5] = "changed"
    let hunks = LineDiff(old: old, new: new).hunks(context: 2)
    #expect(hunks.count == 1)
    #expect(
      hunks[0].unified == """
        @@ -4,5 +4,5 @@
         line 4
         line 5
        -line 6
        +changed
         line 7
         line 8
        """)
  }

  @Test func distantChangesAreSeparateHunksAndNearOnesShareOne() {
    let old = (1...20).map { "\($0)" }
    var apart = old
    apart[2] = "x"
    apart[15] = "y"
    #expect(LineDiff(old: old, new: apart).hunks(context: 2).count == 2)
    var near = old
    near[2] = "x"
    near[6] = "y"
    #expect(LineDiff(old: old, new: near).hunks(context: 2).count == 1)
  }

  @Test func insertionsAndRemovalsShiftTheNewStart() throws {
    let diff = LineDiff(old: "a\nb\nc\nd\ne\nf\ng\nh\n", new: "a\nb\nc\nd\ne\nf\nX\ng\nh\n")
    let hunk = try #require(diff.hunks(context: 1).first)
    #expect(hunk.oldStart == 6)
    #expect(hunk.newStart == 6)
    #expect(hunk.lines == [.same("f"), .added("X"), .same("g")])
  }

  @Test func aFailureMessageMarksExpectedAndSeenLines() {
    let diff = LineDiff(old: "┌ Articles\n│ list: a2\n└", new: "┌ Articles\n│ list: a1, a2\n└")
    #expect(diff.marked == "  ┌ Articles\n- │ list: a2\n+ │ list: a1, a2\n  └")
  }
}
