import BuiltInVariants
import Foundation
import ScenarioKit
import TestSupport
import Testing

@testable import WorkbenchKit

/// Every teaching variant is the correct module with a few lines changed, by one mechanism: a
/// link to the module's folder and a copy of each file it replaces (see `variant` in
/// `Package.swift`). These tests keep each copy in step with the file it was copied from.
@Suite struct VariantSourceTests {
  static let root = ScenarioFolder.packageRoot
  static let registry: ExpectedFailures = {
    let text = (try? String(contentsOfFile: ScenarioFolder.registry, encoding: .utf8)) ?? ""
    return (try? ExpectedFailures.parse(text, file: "expected-failures.txt")) ?? ExpectedFailures()
  }()

  static var variantNames: [String] { BuiltInVariants.entries.map(\.name) }

  @Test(arguments: variantNames)
  func theVariantIsTheCorrectModuleWithAFewLinesChanged(_ variant: String) throws {
    let entry = try #require(Self.registry.entry(for: variant), "\(variant) is not registered")
    let folder = try #require(
      VariantSource.folder(ofWhy: entry.why),
      "the why: of \(variant) must start with its copy in Sources/TeachingVariants/<Target>/")
    let source = try VariantSource.read(folder: folder, root: Self.root)
    #expect(!source.replacements.isEmpty, "\(folder) replaces no file")
    for replacement in source.replacements {
      let text = try String(contentsOfFile: Self.root + "/" + replacement.copy, encoding: .utf8)
      #expect(
        text.contains("// Teaching variant:"),
        "\(replacement.copy) must say at its mistake what is wrong and what the correct file does")
      #expect(
        (1...24).contains(replacement.diff.changedLineCount),
        """
        \(replacement.copy) differs from \(replacement.original) in \
        \(replacement.diff.changedLineCount) lines: copy the correct file again and put back \
        only the mistake
        """)
    }
    #expect(
      source.replacements.contains { ReportModel.split(why: entry.why).file == $0.copy },
      "the why: of \(variant) names a file that is not one of its copies")
  }

  @Test func everyVariantFolderBelongsToACatalogedVariant() throws {
    let base = Self.root + "/Sources/TeachingVariants"
    let folders = try FileManager.default.contentsOfDirectory(atPath: base).filter { name in
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: base + "/" + name)) ?? []
      return entries.contains {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: base + "/" + name + "/" + $0))
          != nil
      }
    }
    let registered = Set(
      Self.variantNames.compactMap { Self.registry.entry(for: $0) }
        .compactMap { VariantSource.folder(ofWhy: $0.why) })
    for folder in folders {
      #expect(
        registered.contains("Sources/TeachingVariants/" + folder),
        "Sources/TeachingVariants/\(folder) is built but no cataloged variant names it")
    }
  }

  @Test func aFolderWithoutALinkToItsModuleIsRefused() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("Copy.swift", "let x = 1\n")
    #expect(throws: VariantSourceError.moduleLink(".", found: 0)) {
      try VariantSource.read(folder: ".", root: folder.path)
    }
  }

  @Test func aCopyThatReplacesNoFileOfTheModuleIsRefused() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/Sources/Module", withIntermediateDirectories: true)
    _ = try folder.write("Sources/Module/Real.swift", "let x = 1\n")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/Sources/TeachingVariants/V", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Sources/TeachingVariants/V/Module",
      withDestinationPath: "../../Module")
    _ = try folder.write("Sources/TeachingVariants/V/Other.swift", "let x = 2\n")
    #expect(
      throws: VariantSourceError.original(
        "Sources/TeachingVariants/V/Other.swift", module: "Sources/Module", found: 0)
    ) {
      try VariantSource.read(folder: "Sources/TeachingVariants/V", root: folder.path)
    }
  }

  @Test func aCopyIsReadAgainstTheFileOfItsNameInTheModule() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/Sources/Module/Inner", withIntermediateDirectories: true)
    _ = try folder.write("Sources/Module/Inner/Real.swift", "let a = 1\nlet b = 2\n")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/Sources/TeachingVariants/V", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Sources/TeachingVariants/V/Module",
      withDestinationPath: "../../Module")
    _ = try folder.write("Sources/TeachingVariants/V/Real.swift", "let a = 1\nlet b = 3\n")
    let source = try VariantSource.read(folder: "Sources/TeachingVariants/V", root: folder.path)
    #expect(source.module == "Sources/Module")
    #expect(source.replacements.map(\.original) == ["Sources/Module/Inner/Real.swift"])
    #expect(source.replacements.first?.diff.changedLineCount == 2)
  }
}

/// The catalog entry, the registry and the manifest name one variant the same way: the entry's
/// app is built from the variant's module, the folder its `why:` names.
@Suite struct VariantCatalogTests {
  @Test(arguments: BuiltInVariants.entries.map(\.name))
  func theEntryBuildsTheModuleItsRegistryEntryNames(_ variant: String) throws {
    let entry = try #require(BuiltInVariants.entries.first { $0.name == variant })
    let registered = try #require(VariantSourceTests.registry.entry(for: variant))
    let folder = try #require(VariantSource.folder(ofWhy: registered.why))
    #expect(
      entry.appModule.map { "Sources/TeachingVariants/" + $0 } == folder,
      "\(variant) builds \(entry.appModule ?? "no module"), but its why: names \(folder)")
  }
}
