import BuiltInPatterns
import Foundation
import TestSupport
import Testing
import WorkbenchKit

/// `workbench new-pattern`: the package a team starts its own pattern from. That the package
/// builds and runs is CI's to check (`.ci/run` generates one and runs it); these tests pin what
/// is written, and that bad input writes nothing.
@Suite struct NewPatternCommandTests {
  private func read(_ folder: String, _ file: String) throws -> String {
    try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
  }

  @Test func writesAPackageWithThePatternItsExecutableAndTheirNames() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.path + "/mvp-bench"
    let output = WorkbenchCommand.main(
      ["new-pattern", "MVP", "--path", folder], catalog: .builtIn)
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("swift run -c release mvp-workbench"))
    let manifest = try read(folder, "Package.swift")
    // SwiftPM names a path dependency after its folder, whatever its manifest says.
    let workbench = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let identity = workbench.lastPathComponent.lowercased()
    #expect(manifest.contains(#"package: "\#(identity)""#))
    #expect(manifest.contains(#"name: "MVPArticles""#))
    #expect(manifest.contains(#"name: "mvp-workbench""#))
    let main = try read(folder, "Sources/mvp-workbench/main.swift")
    #expect(main.contains("app: MVPArticles.MVPArticlesApp.self"))
    #expect(main.contains(#"sourceFolders: ["MVPArticles"]"#))
    let app = try read(folder, "Sources/MVPArticles/MVPArticlesApp.swift")
    #expect(app.contains("public final class MVPArticlesApp: HeadlessApp"))
    #expect(try read(folder, "README.md").contains("swift run -c release mvp-workbench"))
    let ci = folder + "/.ci/run"
    #expect(FileManager.default.isExecutableFile(atPath: ci))
  }

  @Test func writesABenchmarkExecutableThatTheWorkbenchExecutableRunsForItsReport() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.path + "/mvp-bench"
    let output = WorkbenchCommand.main(
      ["new-pattern", "MVP", "--path", folder], catalog: .builtIn)
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("  Sources/mvp-state-copy/main.swift\n"))
    #expect(output.standardOutput.contains("swift run -c release mvp-workbench report"))
    // Its own executable target, the only one that links the benchmark and its allocator.
    let manifest = try read(folder, "Package.swift")
    let target = try #require(
      manifest.components(separatedBy: ".executableTarget(").last)
    #expect(target.contains(#"name: "mvp-state-copy""#))
    #expect(target.contains(#""MVPArticles""#))
    #expect(target.contains(#".product(name: "StateCopyKit", package: "#))
    #expect(manifest.components(separatedBy: #".product(name: "StateCopyKit""#).count == 2)
    // The pattern under the name the workbench executable gives it, so the report finds its rows.
    let benchmark = try read(folder, "Sources/mvp-state-copy/main.swift")
    #expect(benchmark.contains("StateCopyCommand.runAndExit(patterns: ["))
    #expect(benchmark.contains(#"PatternEntry(name: "MVP", "#))
    #expect(benchmark.contains("app: MVPArticlesApp.self"))
    let main = try read(folder, "Sources/mvp-workbench/main.swift")
    #expect(main.contains(#"benchmark: "mvp-state-copy")"#))
    #expect(try read(folder, "README.md").contains("swift run -c release mvp-state-copy"))
    #expect(try read(folder, ".ci/run").contains("swift run -c release mvp-state-copy --quick"))
  }

  @Test func theDependencyPathLeadsFromTheNewFolderToThisPackage() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.path + "/deep/er/mvp"
    #expect(
      WorkbenchCommand.main(
        ["new-pattern", "MVP", "--path", folder], catalog: .builtIn
      ).exitCode == .success)
    let manifest = try read(folder, "Package.swift")
    let path = try #require(
      manifest.components(separatedBy: ".package(path: \"").dropFirst().first?
        .components(separatedBy: "\"").first)
    let resolved = URL(fileURLWithPath: folder + "/" + path).standardizedFileURL
    #expect(FileManager.default.fileExists(atPath: resolved.path + "/Scenarios/README.md"))
  }

  @Test func aURLDependencyIsNamedAfterTheURLsLastComponent() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.path + "/mvp"
    let output = WorkbenchCommand.main(
      [
        "new-pattern", "MVP", "--path", folder, "--workbench-url",
        "https://example.com/team/Architecture-Workbench.git",
      ], catalog: .builtIn)
    #expect(output.exitCode == .success)
    let manifest = try read(folder, "Package.swift")
    #expect(
      manifest.contains(
        #".package(url: "https://example.com/team/Architecture-Workbench.git", branch: "main")"#))
    #expect(manifest.contains(#"package: "architecture-workbench""#))
  }

  @Test func aFolderThatIsNotEmptyIsRefusedAndLeftAsItWas() throws {
    let temporary = try TemporaryFolder()
    let kept = try temporary.write("notes.txt", "mine")
    let output = WorkbenchCommand.main(
      ["new-pattern", "MVP", "--path", temporary.path], catalog: .builtIn)
    #expect(output.exitCode == .failure)
    #expect(output.standardError.contains("exists and is not an empty folder; nothing was written"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == ["notes.txt"])
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == "mine")
  }

  @Test(arguments: [
    ("mvp", "is invalid for '<name>': expected a Swift type name starting with a capital letter"),
    ("MV-P", "is invalid for '<name>'"),
    ("", "is invalid for '<name>'"),
    ("TCA", "is taken by a built-in pattern"),
    ("mvc", "is invalid for '<name>'"),
    ("Mvc", "is taken by a built-in pattern"),
  ])
  func aNameThatCannotBeAColumnIsAUsageErrorAndWritesNothing(name: String, error: String) throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.path + "/new"
    let output = WorkbenchCommand.main(
      ["new-pattern", name, "--path", folder], catalog: .builtIn)
    #expect(output.exitCode == .usage)
    #expect(output.standardError.contains(error))
    #expect(!FileManager.default.fileExists(atPath: folder))
  }
}
