import Testing

@testable import WorkbenchKit

@Suite struct SourceLineCounterTests {
  @Test func blankLinesAndCommentsAreNotCode() {
    let source = """
      /// A documented type.
      ///
      /// More about it.
      struct Article {

        // Why the title is a let.
        let title: String  // trailing comments do not hide code
      }
      """
    let figures = SourceLineCounter.count(source)
    #expect(figures.codeLines == 3)
    #expect(figures.types == 1)
    #expect(figures.protocols == 0)
    #expect(figures.files == 1)
  }

  @Test func blockCommentsNestAndSpanLines() {
    let source = """
      /* A block comment
         /* with a nested one */
         struct NotAType {}
      */
      let a = 1 /* inline */ + 2
      /* leading */ let b = 3
      """
    let figures = SourceLineCounter.count(source)
    #expect(figures.codeLines == 2)
    #expect(figures.types == 0)
  }

  @Test func commentMarkersInsideStringsAreCode() {
    let source = """
      let url = "https://example.com/* not a comment"
      let text = \"\"\"
        // a line of a multi-line string

        struct InAString {}
        \"\"\"
      let quote = "a \\" // still a string"
      """
    let figures = SourceLineCounter.count(source)
    // The blank line inside the multi-line string is not counted; every other line is code.
    #expect(figures.codeLines == 6)
    #expect(figures.types == 0)
  }

  @Test func typesAndProtocolsAreCountedButNotClassMembers() {
    let source = """
      protocol ListView: AnyObject {}
      final class ListPresenter: ListView {
        class func make() -> ListPresenter { ListPresenter() }
        class var name: String { "list" }
      }
      public actor Loader {}
      enum Route { case list }
      private struct Row {}
      let type = ListPresenter.self
      """
    let figures = SourceLineCounter.count(source)
    #expect(figures.types == 5)
    #expect(figures.protocols == 1)
  }

  @Test func figuresAddUp() {
    let one = SourceLineCounter.count("struct A {}\n")
    let two = SourceLineCounter.count("protocol B {}\n\n// c\n")
    let sum = one + two
    #expect(sum == .init(files: 2, codeLines: 2, types: 2, protocols: 1))
  }
}
