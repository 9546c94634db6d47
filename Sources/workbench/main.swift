import BuiltInVariants
import Foundation
import WorkbenchKit

// The seven patterns and every teaching variant. A report's quick sweep runs the state-copy
// executable beside this one, so the benchmark's counting allocator is linked there only.
let benchmark = Bundle.main.executablePath.map { BenchmarkExecutable("state-copy", besides: $0) }
WorkbenchCommand.runAndExit(
  catalog: .builtInWithVariants,
  quickBenchmark: benchmark.map { benchmark in { try benchmark.quickSweep() } })
