import ArticleDomain
import BuiltInPatterns
import Foundation
import ScenarioKit
import TestSupport
import Testing
import WorkbenchKit

/// The author's guide (`AuthoringAPattern.md`) stays true: every Swift block in it is code that
/// compiles and runs somewhere — a file `new-pattern` writes, a built-in pattern's source, a
/// test — quoted verbatim; its table of ports is the environment's; its scenario counts are the
/// suite's.
///
/// A block's source is the last Swift file the text names before it (`From
/// \`Sources/MVVMArticles/…/FavoritesStore.swift\`:`); a path under `mvp-bench/` is a file of
/// the package `new-pattern MVP` writes for a checkout in `../architecture-workbench`. That
/// package is built, and its pass count checked against the guide's, by CI (`.ci/run`,
/// "scaffold").
@Suite struct GuideCodeTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func read(_ path: String, in folder: URL = root) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  private static var guide: String {
    get throws { try read("Sources/WorkbenchKit/Workbench.docc/AuthoringAPattern.md") }
  }

  /// A fenced Swift block of the guide, with the line it starts on and the source it names.
  struct Block {
    var line: Int
    var lines: [String]
    var source: String?
  }

  /// The guide's Swift blocks, each with the last `.swift` path named before it.
  static func swiftBlocks(of text: String) -> [Block] {
    var blocks: [Block] = []
    var source: String?
    var current: Block?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if var block = current {
        if line == "```" {
          blocks.append(block)
          current = nil
        } else {
          block.lines.append(line)
          current = block
        }
      } else if line == "```swift" {
        current = Block(line: index + 1, lines: [], source: source)
      } else if !line.hasPrefix("```") {
        let named = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 && $0.element.hasSuffix(".swift") }.map(\.element)
        if let last = named.last { source = String(last) }
      }
    }
    return blocks
  }

  /// Whether `block` is a run of consecutive lines of `source`, each indented the same.
  static func quotes(_ block: [String], from source: String) -> Bool {
    let lines = source.components(separatedBy: "\n")
    guard let first = block.first, !block.isEmpty else { return false }
    for start in lines.indices where lines[start].hasSuffix(first) {
      let indent = String(lines[start].dropLast(first.count))
      guard indent.allSatisfy({ $0 == " " }), start + block.count <= lines.count else { continue }
      let matches = zip(block, lines[start..<(start + block.count)]).allSatisfy { quoted, line in
        quoted.isEmpty ? line.trimmingCharacters(in: .whitespaces).isEmpty : line == indent + quoted
      }
      if matches { return true }
    }
    return false
  }

  @Test func everySwiftBlockQuotesTheFileItNames() throws {
    let scaffold = try TemporaryFolder()
    let written = WorkbenchCommand.main(
      [
        "new-pattern", "MVP", "--path", scaffold.path + "/mvp-bench",
        "--workbench-path", "../architecture-workbench",
      ], catalog: .builtIn)
    try #require(written.exitCode == .success)
    let blocks = Self.swiftBlocks(of: try Self.guide)
    #expect(blocks.count > 15)
    for block in blocks {
      let source = try #require(
        block.source, "the Swift block at line \(block.line) of the guide names no source file")
      let text =
        source.hasPrefix("mvp-bench/")
        ? try Self.read(source, in: URL(fileURLWithPath: scaffold.path))
        : try Self.read(source)
      #expect(
        Self.quotes(block.lines, from: text),
        "the Swift block at line \(block.line) of the guide is not a verbatim part of \(source)")
    }
  }

  /// The check above fails for a block that is not in its file, or not in one piece.
  @Test func aBlockThatDiffersFromItsFileIsCaught() {
    let file = "struct A {\n  func f() {\n    g()\n  }\n\n  func h() {}\n}\n"
    #expect(Self.quotes(["func f() {", "  g()", "}"], from: file))
    #expect(Self.quotes(["func f() {", "  g()", "}", "", "func h() {}"], from: file))
    #expect(!Self.quotes(["func f() {", "  g2()", "}"], from: file))
    #expect(!Self.quotes(["func f() {", "}"], from: file))
    #expect(!Self.quotes(["func f() {", "g()"], from: file))
    let blocks = Self.swiftBlocks(
      of: "From `A.swift`:\n\n```swift\nlet a = 1\n```\n\n```text\nx\n```\n\n```swift\nb\n```\n")
    #expect(blocks.map(\.source) == ["A.swift", "A.swift"])
    #expect(blocks.map(\.lines) == [["let a = 1"], ["b"]])
  }

  /// The table of ports names every port of `ArticleEnvironment`, in its order, with its type,
  /// and each member it names is one the port's protocol declares.
  @Test func thePortsTableIsTheEnvironment() throws {
    let text = try Self.guide
    let header = "| Port | Type | What the app does with it |"
    let table = try #require(text.components(separatedBy: header + "\n").dropFirst().first)
    let rows = table.components(separatedBy: "\n").dropFirst().prefix { $0.hasPrefix("| ") }
    let cells = rows.map {
      $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let ports = cells.map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
    let environment = makeWorld().environment
    #expect(ports == Mirror(reflecting: environment).children.map { $0.label ?? "" })
    let declaration = try Self.read("Sources/ArticleDomain/Ports/ArticleEnvironment.swift")
    for row in cells {
      let port = row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let type = row[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      #expect(
        declaration.contains("public var \(port): any \(type)\n")
          || declaration.contains("public var \(port): \(type)\n"),
        "the guide says the port '\(port)' is a \(type)")
      guard type != "Clock<Duration>" else { continue }
      let protocolText = try Self.read("Sources/ArticleDomain/Ports/\(type).swift")
      let members = row[2].split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        .filter { $0.first?.isLowercase == true && !$0.contains(" ") }
      #expect(!members.isEmpty, "the guide names no member of \(type)")
      for member in members {
        let name = member.prefix { $0 != "(" }
        #expect(
          protocolText.contains("func \(name)(") || protocolText.contains("var \(name):"),
          "the guide names '\(member)' of \(type), which \(type).swift does not declare")
      }
    }
  }

  /// Every "`x.feature` (n scenarios" of the guide counts that file's scenarios, and every
  /// "of the n scenarios" the whole suite's.
  @Test func theScenarioCountsAreTheSuites() throws {
    let text = try Self.guide
    let files = try ScenarioLoader.featureFiles(at: [Self.root.path + "/Scenarios"])
    let scenarios = try ScenarioLoader.load(files)
    let counts = Dictionary(grouping: scenarios) {
      URL(fileURLWithPath: $0.reference.file).lastPathComponent
    }
    .mapValues(\.count)
    let stated = try Regex(#"`([a-z-]+\.feature)`\s+\((\d+) scenarios"#)
    var checked = 0
    for match in text.matches(of: stated) {
      let file = String(try #require(match.output[1].substring))
      let count = Int(try #require(match.output[2].substring)) ?? -1
      #expect(counts[file] == count, "the guide says \(file) has \(count) scenarios")
      checked += 1
    }
    #expect(checked == counts.count, "the guide gives the count of every feature file")
    let total = text.matches(of: try Regex(#"of the (\d+) scenarios"#))
    #expect(!total.isEmpty)
    for match in total {
      #expect(Int(try #require(match.output[1].substring)) == scenarios.count)
    }
  }
}
