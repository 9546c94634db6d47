import Foundation
import StateCopyKit
import Workbench

// The benchmark is linked here, not into the Workbench library, so that its counting allocator
// stays out of the library's test binaries. Top-level code runs on the main thread.
WorkbenchCommand.runAndExit(
  catalog: .builtIn,
  quickBenchmark: { try MainActor.assumeIsolated { try StateCopyCommand.quickSweepJSON() } })
