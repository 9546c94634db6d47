#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift runtime's hook variables that route jobs into the deterministic loop.
///
/// `swift_task_enqueueGlobal_hook` receives every job bound for the global concurrent executor;
/// `swift_task_getMainExecutor_hook` decides what the main actor's executor is. Both are plain
/// variables exported by the concurrency runtime; we set them while a run is in progress and
/// only for jobs that come from the harness's own thread. This is the one file to change if a
/// toolchain moves them (the executor-factory SPI of SE-0489 is the fallback).
enum RuntimeHooks {
  typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
  typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
  typealias MainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
  typealias MainExecutorHook = @convention(thin) (MainExecutorOriginal) -> UnownedSerialExecutor

  private nonisolated(unsafe) static let runtime = dlopen(nil, RTLD_NOW)

  private nonisolated(unsafe) static let enqueueGlobal = symbol(
    "swift_task_enqueueGlobal_hook", as: EnqueueHook?.self)
  private nonisolated(unsafe) static let mainExecutor = symbol(
    "swift_task_getMainExecutor_hook", as: MainExecutorHook?.self)

  private static func symbol<T>(_ name: String, as type: T.Type) -> UnsafeMutablePointer<T> {
    guard let address = dlsym(runtime, name) else {
      fatalError("the Swift runtime does not export \(name); the harness cannot run")
    }
    return address.assumingMemoryBound(to: type)
  }

  static func install() {
    enqueueGlobal.pointee = { job, original in
      let loop = DeterministicLoop.shared
      if loop.isOnDriver { loop.enqueue(job, isMainActor: false) } else { original(job) }
    }
    mainExecutor.pointee = { original in
      let loop = DeterministicLoop.shared
      return loop.isOnDriver ? loop.mainExecutor.asUnownedSerialExecutor() : original()
    }
  }

  static func uninstall() {
    enqueueGlobal.pointee = nil
    mainExecutor.pointee = nil
  }
}
