import BuiltInVariants
import Testing
import WorkbenchKit

/// A teaching variant in the matrix: run beside nothing, it is reported with the scenarios that
/// must catch it and whether each did.
@Suite struct VariantVerdictTests {
  @Test func aVariantIsReportedWithTheScenariosThatCatchIt() {
    let output = WorkbenchCommand.main(
      ["run", "--pattern", "MVVM/sticky-error", "--tag", "@retry"], catalog: .builtInWithVariants)
    #expect(output.exitCode == .success)
    #expect(
      output.standardOutput.contains(
        """
        TEACHING VARIANTS — each must fail exactly its listed scenarios
          MVVM/sticky-error — caught by 4 of 4
              ✗ A page's own failure shows before a favorite's message
              ✗ Retry clears the old error at once
              ✗ Retry after a failed page asks for the same page again
              ✗ Retry after a timeout asks again, with a timeout of its own
        """))
  }
}
