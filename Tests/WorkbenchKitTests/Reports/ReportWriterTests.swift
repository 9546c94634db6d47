import Foundation
import TestSupport
import Testing

@testable import WorkbenchKit

@Suite struct ReportWriterTests {
  private func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func writesAndReplacesLeavingNoTemporaryFiles() throws {
    let folder = try TemporaryFolder()
    let out = folder.path + "/report"
    try ReportWriter.write([("index.html", "one"), ("report.md", "# one")], into: out)
    try ReportWriter.write([("index.html", "two"), ("report.md", "# two")], into: out)
    #expect(contents(out + "/index.html") == "two")
    #expect(contents(out + "/report.md") == "# two")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
        "index.html", "report.md",
      ])
  }

  @Test func aFailedWriteLeavesThePreviousReportIntact() throws {
    let folder = try TemporaryFolder()
    try ReportWriter.write(
      [("index.html", "previous"), ("junit.xml", "<old/>")], into: folder.path)
    // The second file cannot be written (its folder does not exist): nothing may change.
    #expect(throws: ReportError.self) {
      try ReportWriter.write(
        [("index.html", "new"), ("missing/junit.xml", "<new/>")], into: folder.path)
    }
    #expect(contents(folder.path + "/index.html") == "previous")
    #expect(contents(folder.path + "/junit.xml") == "<old/>")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "index.html", "junit.xml",
      ])
  }

  @Test func anOutputPathThatIsAFileSaysWhichAndWhy() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("taken", "keep me")
    do {
      try ReportWriter.write([("index.html", "x")], into: file + "/report")
      Issue.record("writing under a file must fail")
    } catch {
      #expect(error.description.contains(file + "/report"))
      #expect(error.description.contains("Not a directory") || error.description.contains("file"))
    }
    #expect(contents(file) == "keep me")
  }
}
