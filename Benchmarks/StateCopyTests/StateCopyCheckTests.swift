import Foundation
import Testing

/// The thresholds check of the `state-copy` benchmark, run as a user runs it: the executable,
/// started without a shell, with the committed thresholds file.
///
/// The benchmark replaces `malloc` to count allocations, so it must never be linked into a
/// test binary; this suite starts the built executable instead. Build it first:
/// `swift build --product state-copy` (the debug build; the check passes `--allow-debug`), and
/// `--product outside-state-copy` for ``OutsidePatternTests``.
@Suite(.serialized)
struct StateCopyCheckTests {
  /// The committed thresholds, found from this file's place in the package.
  static let thresholds = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("thresholds/state-copy.json")

  /// A thresholds file of the committed debug cells at 100 articles whose pattern `keep`
  /// accepts, each changed by `change`: a check of the few cells a claim is about takes well
  /// under a second, where the whole file takes about fifteen.
  static func thresholds(
    keeping keep: (String) -> Bool, changing change: (inout [String: Any]) -> Void = { _ in }
  ) throws -> URL {
    let data = try Data(contentsOf: thresholds)
    var file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let cells = try #require(file["cells"] as? [[String: Any]])
    file["cells"] = cells.filter {
      keep($0["pattern"] as? String ?? "") && $0["build"] as? String == "debug"
        && $0["size"] as? Int == 100
    }
    .map { cell in
      var cell = cell
      change(&cell)
      return cell
    }
    file["sizes"] = [100]
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("some-thresholds-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: file).write(to: url)
    return url
  }

  /// The benchmark executable `name` in the build folder this test binary runs from.
  static func executable(_ name: String) throws -> URL {
    let folder = try #require(Bundle.main.executableURL).deletingLastPathComponent()
    let url = folder.appendingPathComponent(name)
    try #require(
      FileManager.default.isExecutableFile(atPath: url.path),
      "Build the benchmark first: swift build --product \(name)")
    return url
  }

  /// Runs `state-copy` (or the benchmark executable `program`) with `arguments`; returns its
  /// exit status, standard output and standard error.
  static func run(_ arguments: [String], program: String = "state-copy") async throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = try executable(program)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Standard error is read on its own thread, so that neither pipe fills while the other
    // is read.
    let errorText = Task.detached {
      String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: data, as: UTF8.self), await errorText.value
    )
  }

  @Test func committedThresholdsHold() async throws {
    let result = try await Self.run(["--check", Self.thresholds.path, "--allow-debug"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("PASS"))
  }

  /// A cell is counted at the size its file lists it at, and at no other size of the file.
  @Test func aCellIsCountedAtItsOwnSizeOnly() async throws {
    let data = try Data(contentsOf: Self.thresholds)
    var file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let cells = try #require(file["cells"] as? [[String: Any]])
    func cell(_ pattern: String, size: Int) throws -> [String: Any] {
      try #require(
        cells.first {
          $0["pattern"] as? String == pattern && $0["operation"] as? String == "toggle-again"
            && $0["size"] as? Int == size && $0["build"] as? String == "debug"
        })
    }
    file["cells"] = [try cell("MVC + render", size: 100), try cell("VIPER + render", size: 10000)]
    file["sizes"] = [100, 10000]
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sized-thresholds-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: file).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try await Self.run(["--check", url.path, "--allow-debug"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("2 cells counted at sizes 100, 10000"), "\(result.output)")
  }

  @Test func oneInjectedCopyFailsTheCheckAndNamesTheCell() async throws {
    // The committed cells of the reference the copy is injected into.
    let file = try Self.thresholds { $0 == "reference: in-place inout" }
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await Self.run(["--check", file.path, "--allow-debug", "--inject-copy"])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "FAIL: reference: in-place inout / toggle-again / 100: 1.0 copies per operation > 0.0"))
  }

  @Test func moreRenderWorkThanCommittedFailsTheCheck() async throws {
    // MVC's committed cells with one ceiling lowered: its star tap may configure no cell.
    var lowered = 0
    let file = try Self.thresholds(
      keeping: { $0 == "MVC + render" },
      changing: { cell in
        guard cell["operation"] as? String == "toggle-untouched" else { return }
        #expect(cell["maxCellsConfiguredPerOperation"] as? Double == 1)
        cell["maxCellsConfiguredPerOperation"] = 0
        lowered += 1
      })
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(lowered == 1)
    let result = try await Self.run(["--check", file.path, "--allow-debug"])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "FAIL: MVC + render / toggle-untouched / 100: 1.0 cells configured per operation > 0.0"),
      "\(result.output)")
  }

  @Test func aWrongResultFailsTheCheckAndNamesTheCell() async throws {
    // The in-place reference's replacement drops the answer: the same counts, the same
    // sizes, the wrong list.
    let result = try await Self.run([
      "--check", Self.thresholds.path, "--allow-debug", "--inject-wrong-result",
    ])
    #expect(result.status == 1)
    #expect(
      result.error.contains(
        "Error: wrong result — reference: in-place inout / replace-list / 100: article 0 is a0 after a replace, expected a100"
      ), "\(result.error)")
    #expect(!result.output.contains("PASS"))
  }

  @Test func aDebugBuildRefusesToTimeWithoutAllowDebug() async throws {
    // Only meaningful from a debug build, which is what `swift test` builds by default.
    let result = try await Self.run(["--sizes", "10"])
    #expect(result.status == 64)
  }
}

extension StateCopyCheckTests {
  /// `state-copy` reads its command line with the workbench's parser: its usage errors name
  /// the option and suggest the one meant, as `workbench`'s do.
  @Test func aMistypedOptionIsAUsageErrorThatSuggestsTheOneMeant() async throws {
    let result = try await Self.run(["--repets", "3"])
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("Error: unknown option '--repets'\nDid you mean '--repeats'?\n"))
    #expect(result.output.isEmpty)
  }
}
