/// What a crashed worker wrote to standard error, read for the lines a reader needs: what went
/// wrong, and where.
///
/// Workers run with the Swift runtime's backtracer on, writing to standard error without colour
/// and for the crashed thread only (``environmentValue``). Its report carries the failure (a
/// release build's `precondition` has no message of its own: the backtracer's headline names
/// it) and the crashed thread's frames, with the file and line wherever the binary has debug
/// information, in release builds too. A crash looks like this in the matrix:
///
/// ```text
/// crashed with signal 4 (SIGILL, a Swift trap) during step 4 (line 13): And the user pulls to refresh
///   Fatal error: a deliberate crash of the probe pattern
///   at CrashingProbeApp.pulledToRefresh() + 109 in workbench at Sources/WorkbenchKit/Catalog/HarnessProbes.swift:55:5
///      closure #1 in ProbeApp.init(environment:) + 154 in workbench at Sources/WorkbenchKit/Catalog/HarnessProbes.swift:31:51
///      Window.pullToRefresh() + 268 in workbench at Sources/HeadlessUI/Interaction/Window+Interaction.swift:37:55
/// ```
struct CrashReport: Equatable {
  /// The value of `SWIFT_BACKTRACE` a worker runs with. Symbolication of the one crashed
  /// thread took about 10 ms here, so it does not slow a run of many crashes down.
  static let environmentValue =
    "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,"
    + "output-to=stderr,limit=32,top=16"

  /// How long a worker that has started its crash report is given to finish it, past the
  /// scenario's time limit. On an idle machine the backtracer reads a debug build's frames in
  /// under a second; beside nine other processes on two cores it took over three.
  static let timeToWrite = Duration.seconds(60)

  /// Whether `text`, a worker's standard error so far, shows the backtracer at work: it says
  /// `*** Signal 4: Backtracing from 0x… ` before it reads a frame.
  static func isBeingWritten(in text: String) -> Bool {
    text.contains("Backtracing from 0x")
  }

  /// The most frames of the app a report shows.
  static let frameLimit = 4

  /// The line that says what went wrong: the runtime's `Fatal error: …` or another line with
  /// an error, else the backtracer's headline (`Swift runtime failure: precondition failure`).
  var failure: String?
  /// The crashed thread's frames, innermost first, at most ``frameLimit``: without the
  /// runtime's, the system's and the compiler's thunks, and without their addresses, as
  /// `name + offset in image at file:line:column`.
  var frames: [String] = []

  /// Reads `text`, a worker's standard error; a file path under `root` is shown relative to it.
  init(standardError text: String, root: String? = nil) {
    let lines = text.split(separator: "\n").map(String.init)
    let errorLine = lines.first { line in
      !line.hasPrefix("***") && (line.contains("error") || line.contains("failed"))
    }
    failure =
      errorLine.map(Self.withoutLocationPrefix) ?? lines.lazy.compactMap(Self.headline).first
    var inCrashedThread = false
    for line in lines {
      guard inCrashedThread else {
        inCrashedThread = line.hasPrefix("Thread ") && line.hasSuffix(" crashed:")
        continue
      }
      // The report's next section: another thread, or the backtracer's closing line.
      if line.hasPrefix("Thread ") || line.hasPrefix("Backtrace took") { break }
      if var frame = Self.appFrame(line) {
        if let root { frame = frame.replacing(" at \(root)/", with: " at ") }
        frames.append(frame)
        if frames.count == Self.frameLimit { break }
      }
    }
  }

  /// The lines to put under a crash's first line in its result's message.
  var messageLines: [String] {
    var lines: [String] = []
    if let failure { lines.append("  " + failure) }
    for (index, frame) in frames.enumerated() {
      lines.append((index == 0 ? "  at " : "     ") + frame)
    }
    return lines
  }

  /// `Swift runtime failure: precondition failure` from `*** Swift runtime failure: … ***`; not
  /// the `*** Signal 4: Backtracing from … ***` line, which says nothing the signal does not.
  private static func headline(_ line: String) -> String? {
    guard line.hasPrefix("*** "), line.hasSuffix(" ***"), !line.contains("Backtracing from")
    else { return nil }
    return String(line.dropFirst(4).dropLast(4))
  }

  /// A debug build's fatal error starts with the file and line it was raised at
  /// (`Sources/…/HarnessProbes.swift:55: Fatal error: …`); the frames say where, so the line
  /// keeps what went wrong.
  private static func withoutLocationPrefix(_ line: String) -> String {
    guard let range = line.firstRange(of: ": Fatal error: ") else { return line }
    return "Fatal error: " + line[range.upperBound...]
  }

  /// `CrashingProbeApp.pulledToRefresh() + 109 in workbench at …:55:5` from a frame line of the
  /// backtracer, or `nil` for the runtime's and the system's frames (marked `[system]`, or in
  /// the Swift runtime's library, where a fatal error is raised), a compiler's thunk (marked
  /// `[thunk]`), an elision (`...`) or a line that is not a frame.
  private static func appFrame(_ line: String) -> String? {
    let words = line.split(separator: " ", omittingEmptySubsequences: true)
    guard let number = words.first, number.allSatisfy(\.isNumber) else { return nil }
    var rest = words.dropFirst()
    var isNoise = false
    while let word = rest.first, word.hasPrefix("[") {
      if word == "[system]" || word == "[thunk]" { isNoise = true }
      rest = rest.dropFirst()
    }
    guard !isNoise, let address = rest.first, address.hasPrefix("0x") else { return nil }
    let frame = rest.dropFirst().joined(separator: " ")
    guard !frame.isEmpty, !frame.contains(" in libswiftCore.") else { return nil }
    return frame
  }
}
