import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One running `workbench _worker`: requests go to its standard input, event lines come from its
/// standard output, and what it writes to standard error is kept for the crash report.
///
/// Started with `posix_spawn` and pipes opened close-on-exec, so that a worker started by one
/// thread never inherits the pipes of a worker another thread started at the same moment (an
/// inherited pipe would keep a dead worker's output open, and its crash unseen). Used by one
/// thread at a time.
final class WorkerProcess {
  /// How the worker ended.
  enum Ending: Equatable {
    case exited(Int32)
    case signal(Int32)
  }

  /// What reading the next line came to.
  enum Read: Equatable {
    case line(Substring)
    /// The worker closed its output: it ended, or is about to.
    case end
    case timedOut
  }

  private static let spawning = Mutex(())

  private let pid: pid_t
  private var input: Int32
  private var output: Int32
  private var errors: Int32
  private var buffer: [UInt8] = []
  private var scanned = 0
  private var errorBytes: [UInt8] = []

  /// Starts `executable` with `arguments` and `environment`.
  init(executable: String, arguments: [String], environment: [String: String]) throws(WorkerError) {
    // Serialised, so that no other thread starts a worker between a pipe's opening and its
    // close-on-exec mark.
    let spawned: Result<(pid_t, [[Int32]]), WorkerError> = Self.spawning.withLock { _ in
      var pipes: [[Int32]] = []
      for _ in 0..<3 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
          for descriptor in pipes.joined() { close(descriptor) }
          return .failure(WorkerError("cannot open a pipe: \(String(cString: strerror(errno)))"))
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        pipes.append(ends)
      }
      #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
      #else
        var actions = posix_spawn_file_actions_t()
      #endif
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
      posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
      posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
      let argv = ([executable] + arguments).map { strdup($0) } + [nil]
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer { for string in argv + envp { free(string) } }
      var pid: pid_t = 0
      let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
      for end in [pipes[0][0], pipes[1][1], pipes[2][1]] { close(end) }
      guard status == 0 else {
        for end in [pipes[0][1], pipes[1][0], pipes[2][0]] { close(end) }
        return .failure(
          WorkerError("cannot start \(executable): \(String(cString: strerror(status)))"))
      }
      return .success((pid, pipes))
    }
    let (pid, pipes) = try spawned.get()
    self.pid = pid
    input = pipes[0][1]
    output = pipes[1][0]
    errors = pipes[2][0]
  }

  deinit {
    for descriptor in [input, output, errors] where descriptor >= 0 { close(descriptor) }
  }

  /// Sends one line; `false` when the worker no longer reads (it died).
  func send(_ line: String) -> Bool {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(input, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  /// The next line of the worker's output, waiting at most until `deadline`.
  func nextLine(before deadline: ContinuousClock.Instant) -> Read {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Substring(decoding: buffer[scanned..<newline], as: UTF8.self)
        scanned = newline + 1
        if scanned > 65_536 {
          buffer.removeFirst(scanned)
          scanned = 0
        }
        return .line(line)
      }
      guard output >= 0 else { return .end }
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { return .timedOut }
      let (seconds, attoseconds) = left.components
      let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
      if errors >= 0 { fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), milliseconds)
      if ready < 0, errno != EINTR { return .end }
      guard ready > 0 else { continue }
      if fds.count > 1, fds[1].revents != 0 {
        drain(&errors, into: &errorBytes, keepingAtMost: 1 << 20)
      }
      if fds[0].revents != 0 { drain(&output, into: &buffer, keepingAtMost: .max) }
    }
  }

  /// Reads what one call gives, keeping at most `limit` bytes in `bytes`; closes the descriptor
  /// at its end. (Standard error is kept for the lines a crash report quotes, not without bound.)
  private func drain(_ descriptor: inout Int32, into bytes: inout [UInt8], keepingAtMost limit: Int)
  {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { return }
    guard count > 0 else {
      close(descriptor)
      descriptor = -1
      return
    }
    if bytes.count >= limit { return }
    bytes += chunk[0..<count]
  }

  /// Forgets what the worker wrote to standard error so far.
  func clearErrors() { errorBytes.removeAll(keepingCapacity: true) }

  /// What the worker wrote to standard error since ``clearErrors()``: a crash's message and
  /// the runtime's backtrace (``CrashReport``).
  var standardError: String {
    while errors >= 0 {
      var fds = [pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
      guard poll(&fds, 1, 0) > 0 else { break }
      drain(&errors, into: &errorBytes, keepingAtMost: 1 << 20)
    }
    return String(decoding: errorBytes, as: UTF8.self)
  }

  /// Whether the worker's runtime has started writing a crash report (``CrashReport``).
  var isWritingACrashReport: Bool { CrashReport.isBeingWritten(in: standardError) }

  /// Closes the worker's input, so that it finishes, and waits for it to end.
  func finish() -> Ending {
    close(input)
    input = -1
    return wait()
  }

  /// Stops the worker: asks it to end, and kills it when it has not closed its output after
  /// two seconds.
  func stop() -> Ending {
    kill(pid, SIGTERM)
    let deadline = ContinuousClock.now + .seconds(2)
    var read = nextLine(before: deadline)
    while case .line = read { read = nextLine(before: deadline) }
    if read == .timedOut { kill(pid, SIGKILL) }
    return wait()
  }

  /// Waits for the worker to end, once its output has ended.
  func wait() -> Ending {
    wait(blocking: true)!
  }

  private var ending: Ending?

  private func wait(blocking: Bool) -> Ending? {
    if let ending { return ending }
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if result < 0, errno == EINTR { continue }
      guard result == pid else { return nil }
      break
    }
    // The layout of a wait status (the W* macros, which Swift cannot import).
    let signal = status & 0x7f
    let ending: Ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signal(signal)
    self.ending = ending
    return ending
  }
}

/// Why a worker could not be started.
struct WorkerError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
