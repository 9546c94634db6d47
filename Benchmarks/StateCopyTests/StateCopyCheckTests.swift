import Foundation
import Testing

/// The thresholds check of the `state-copy` benchmark, run as a user runs it: the executable,
/// started without a shell, with the committed thresholds file.
///
/// The benchmark replaces `malloc` to count allocations, so it must never be linked into a
/// test binary; this suite starts the built executable instead. Build it first:
/// `swift build --product state-copy` (the debug build; the check passes `--allow-debug`).
@Suite(.serialized)
struct StateCopyCheckTests {
  /// The committed thresholds, found from this file's place in the package.
  static let thresholds = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("thresholds/state-copy.json")

  /// The `state-copy` executable in the build folder this test binary runs from.
  static func executable() throws -> URL {
    let folder = try #require(Bundle.main.executableURL).deletingLastPathComponent()
    let url = folder.appendingPathComponent("state-copy")
    try #require(
      FileManager.default.isExecutableFile(atPath: url.path),
      "Build the benchmark first: swift build --product state-copy")
    return url
  }

  /// Runs `state-copy` with `arguments`; returns its exit status and standard output.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func committedThresholdsHold() throws {
    let result = try Self.run(["--check", Self.thresholds.path, "--allow-debug"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("PASS"))
  }

  @Test func oneInjectedCopyFailsTheCheckAndNamesTheCell() throws {
    let result = try Self.run(["--check", Self.thresholds.path, "--allow-debug", "--inject-copy"])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "FAIL: reference: in-place inout / toggle-favorite / 100: 1.0 copies per operation > 0.0"))
  }

  @Test func aDebugBuildRefusesToTimeWithoutAllowDebug() throws {
    // Only meaningful from a debug build, which is what `swift test` builds by default.
    let result = try Self.run(["--sizes", "10"])
    #expect(result.status == 64)
  }
}
