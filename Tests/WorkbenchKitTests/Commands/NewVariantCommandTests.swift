import BuiltInPatterns
import Foundation
import TestSupport
import Testing
import WorkbenchKit

/// `new-variant`: a mistake tried in a team's own pattern, added to the package `new-pattern`
/// wrote, all or nothing. That the package then builds with the variant and its run judges it
/// is CI's to check (`.ci/run`, "scaffold").
@Suite struct NewVariantCommandTests {
  /// The package `new-pattern MVP` writes, in `folder`.
  private func package(in folder: String) throws -> String {
    let package = folder + "/mvp-bench"
    let written = WorkbenchCommand.main(
      ["new-pattern", "MVP", "--path", package], catalog: .builtIn)
    try #require(written.exitCode == .success)
    return package
  }

  private func read(_ folder: String, _ path: String) throws -> String {
    try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
  }

  private func snapshot(_ folder: String) throws -> [String: String] {
    let files = try #require(FileManager.default.subpaths(atPath: folder))
    var contents: [String: String] = [:]
    for file in files {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: folder + "/" + file, isDirectory: &isFolder)
      contents[file] = !exists || isFolder.boolValue ? "" : (try? read(folder, file)) ?? "?"
    }
    return contents
  }

  @Test func addsTheCopyTheLinkTheTargetTheEntryAndTheRegistryLine() throws {
    let temporary = try TemporaryFolder()
    let folder = try package(in: temporary.path)
    let output = WorkbenchCommand.main(
      [
        "new-variant", "MVP/no-guard", "--replacing", "Sources/MVPArticles/ListPresenter.swift",
        "--package", folder,
      ], catalog: .builtIn)
    #expect(output.exitCode == .success, "\(output.standardError)")
    #expect(
      output.standardOutput.contains(
        "swift run mvp-workbench run --pattern MVP --pattern MVP/no-guard"))
    let variant = "Sources/Variants/MVPNoGuard"
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(variant)/MVPArticles")
        == "../../MVPArticles")
    #expect(
      try read(folder, "\(variant)/ListPresenter.swift")
        == read(folder, "Sources/MVPArticles/ListPresenter.swift"))
    #expect(
      try read(folder, "Package.swift").contains(
        """
          variant("MVPNoGuard", of: "MVPArticles", replacing: ["ListPresenter.swift"]),
          // `new-variant` adds each variant's line above this one.
        """))
    let main = try read(folder, "Sources/mvp-workbench/main.swift")
    #expect(main.contains("import MVPNoGuard\n// `new-variant` adds each variant's import above"))
    #expect(
      main.contains(
        """
            PatternEntry(
              name: "MVP/no-guard", summary: "MVP with one mistake in ListPresenter.swift",
              app: MVPNoGuard.MVPArticlesApp.self),
            // `new-variant` adds each variant's entry above this line.
        """))
    #expect(
      try read(folder, "Variants/expected-failures.txt")
        == """
        variant: MVP/no-guard
          why: Sources/Variants/MVPNoGuard/ListPresenter.swift — say what the mistake is, and what fixes it
          # fails: each scenario that catches it, by name, one per line

        """)

    // A second variant goes beside the first, in every file.
    let second = WorkbenchCommand.main(
      [
        "new-variant", "MVP/sticky-error", "--replacing", "Sources/MVPArticles/ListPage.swift",
        "--package", folder,
      ], catalog: .builtIn)
    #expect(second.exitCode == .success)
    let registry = try read(folder, "Variants/expected-failures.txt")
    #expect(registry.contains("one per line\n\nvariant: MVP/sticky-error\n"))
    #expect(try read(folder, "Package.swift").contains("\"MVPNoGuard\"") == true)
    #expect(try read(folder, "Package.swift").contains("\"MVPStickyError\"") == true)
  }

  @Test func badInputIsRefusedAndNothingIsWritten() throws {
    let temporary = try TemporaryFolder()
    let folder = try package(in: temporary.path)
    let before = try snapshot(folder)
    let refusals: [([String], String)] = [
      (["MVP", "--replacing", "Sources/MVPArticles/ListPage.swift"], "is invalid for '<name>'"),
      (["MVP/No_Guard", "--replacing", "Sources/MVPArticles/ListPage.swift"], "is invalid"),
      (["MVP/no-guard"], "--replacing <file>"),
      (["MVP/no-guard", "--replacing", "Package.swift"], "is not a Swift file of a module"),
      (["MVP/no-guard", "--replacing", "Sources/MVPArticles/Missing.swift"], "does not exist"),
      (
        [
          "MVP/no-guard", "--replacing", "Sources/MVPArticles/ListPage.swift", "--replacing",
          "Sources/mvp-workbench/main.swift",
        ], "a variant replaces files of one module"
      ),
    ]
    for (arguments, message) in refusals {
      let output = WorkbenchCommand.main(
        ["new-variant"] + arguments + ["--package", folder], catalog: .builtIn)
      #expect(output.exitCode == .usage, "\(arguments)")
      #expect(output.standardError.contains(message), "\(output.standardError)")
    }
    // A main.swift without its marker: named, and nothing written.
    let main = folder + "/Sources/mvp-workbench/main.swift"
    let text = try String(contentsOfFile: main, encoding: .utf8)
    try text.replacingOccurrences(
      of: "// `new-variant` adds each variant's entry above this line.\n", with: ""
    )
    .write(toFile: main, atomically: true, encoding: .utf8)
    let unmarked = try snapshot(folder)
    let output = WorkbenchCommand.main(
      [
        "new-variant", "MVP/no-guard", "--replacing", "Sources/MVPArticles/ListPage.swift",
        "--package", folder,
      ], catalog: .builtIn)
    #expect(output.exitCode == .failure)
    #expect(
      output.standardError.contains("variants: list; new-pattern writes it; nothing was written"))
    #expect(try snapshot(folder) == unmarked)
    try text.write(toFile: main, atomically: true, encoding: .utf8)
    #expect(try snapshot(folder) == before)
  }
}
