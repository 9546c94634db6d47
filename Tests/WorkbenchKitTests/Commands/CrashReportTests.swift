import Testing

@testable import WorkbenchKit

/// A crashed worker's standard error, read for what went wrong and where: the lines a crash's
/// result quotes under "crashed with signal …".
@Suite struct CrashReportTests {
  /// What a debug build's worker wrote when the crashing probe trapped (paths shortened).
  private let debugCrash = """
    /work/x/Sources/WorkbenchKit/Catalog/HarnessProbes.swift:55: Fatal error: a deliberate crash

    *** Signal 4: Backtracing from 0x7f00000001... done ***

    *** Program crashed: Illegal instruction at 0x00007f0000000001 ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "workbench" crashed:

      0 [system] 0x00007f0000000001 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
      1          0x0000560000000002 CrashingProbeApp.pulledToRefresh() + 109 in workbench at /work/x/Sources/WorkbenchKit/Catalog/HarnessProbes.swift:55:5
      2 [thunk]  0x0000560000000003 thunk for @escaping @callee_guaranteed () -> () + 12 in workbench at /work/x/<compiler-generated>
      3          0x0000560000000004 Window.pullToRefresh() + 268 in workbench at /work/x/Sources/HeadlessUI/Interaction/Window+Interaction.swift:37:55
      4          0x0000560000000005 StepVocabulary.act(_:) + 29 in workbench at /work/x/Sources/ScenarioKit/Steps/Actions/StepVocabulary+Actions.swift:11:18
    ...

    Thread 1 crashed:

      0          0x0000560000000007 SomethingElse() + 1 in workbench

    Backtrace took 0.01s

    """

  /// What a release build's worker wrote when a `precondition` failed: no message of its own.
  private let releasePrecondition = """

    *** Signal 4: Backtracing from 0x560a22e06f6a... done ***

    *** Swift runtime failure: precondition failure ***

    Thread 0 "workbench" crashed:

      0 [inlined] [system] 0x0000560a22e06f6a Swift runtime failure: precondition failure in workbench at //<compiler-generated>
      1                    0x0000560a22e06f6a deep(_:) + 10 in workbench at /tmp/crash.swift:2:3
    ...

    Backtrace took 0.00s

    """

  /// Only the crashed thread's frames of the app, at most four: not the runtime's, a thunk's
  /// or another thread's.
  @Test func aFatalErrorIsQuotedWithoutItsLocationAndTheAppsFramesSayWhere() {
    let report = CrashReport(standardError: debugCrash, root: "/work/x")
    #expect(report.failure == "Fatal error: a deliberate crash")
    #expect(
      report.frames == [
        "CrashingProbeApp.pulledToRefresh() + 109 in workbench at Sources/WorkbenchKit/Catalog/HarnessProbes.swift:55:5",
        "Window.pullToRefresh() + 268 in workbench at Sources/HeadlessUI/Interaction/Window+Interaction.swift:37:55",
        "StepVocabulary.act(_:) + 29 in workbench at Sources/ScenarioKit/Steps/Actions/StepVocabulary+Actions.swift:11:18",
      ])
    #expect(
      report.messageLines.prefix(3) == [
        "  Fatal error: a deliberate crash",
        "  at CrashingProbeApp.pulledToRefresh() + 109 in workbench at Sources/WorkbenchKit/Catalog/HarnessProbes.swift:55:5",
        "     Window.pullToRefresh() + 268 in workbench at Sources/HeadlessUI/Interaction/Window+Interaction.swift:37:55",
      ])
  }

  @Test func aReleasePreconditionIsNamedByTheBacktracersHeadline() {
    let report = CrashReport(standardError: releasePrecondition)
    #expect(report.failure == "Swift runtime failure: precondition failure")
    #expect(report.frames == ["deep(_:) + 10 in workbench at /tmp/crash.swift:2:3"])
  }

  @Test func aWorkerThatWroteNoBacktraceKeepsItsErrorLineAlone() {
    let report = CrashReport(standardError: "starting\nerror: cannot read the scenarios\n")
    #expect(report.failure == "error: cannot read the scenarios")
    #expect(report.frames.isEmpty)
    #expect(CrashReport(standardError: "").messageLines.isEmpty)
  }
}
