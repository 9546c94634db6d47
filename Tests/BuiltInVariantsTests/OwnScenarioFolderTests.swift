import Foundation
import TestSupport
import Testing

/// A team's package with a `Scenarios/` folder of its own: its scenarios run when named, and
/// never take the built-in ones' place unasked (where the registry of the built-in variants
/// would then be missing).
@Suite struct OwnScenarioFolderTests {
  private let own = OwnScenarios.firstPageFillsTheList

  private func summary(_ json: String) throws -> [String: Any] {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return try #require(document["summary"] as? [String: Any])
  }

  @Test func theBuiltInScenariosRunWhereverTheRunStarts() throws {
    let package = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: package.path + "/Scenarios", withIntermediateDirectories: false)
    _ = try package.write("Scenarios/ours.feature", own)
    let (status, output) = try IsolatedRunTests.workbench(
      ["run", "--pattern", "MVC", "--tag", "@refresh", "--format", "json"], in: package.path)
    #expect(status == 0)
    #expect(try summary(output)["scenarios"] as? Int == 11)
  }

  @Test func ourFolderRunsWhenNamed() throws {
    let package = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: package.path + "/Scenarios", withIntermediateDirectories: false)
    _ = try package.write("Scenarios/ours.feature", own)
    let (status, output) = try IsolatedRunTests.workbench(
      ["run", "Scenarios", "--pattern", "MVC", "--format", "json"], in: package.path)
    #expect(status == 0)
    #expect(try summary(output)["scenarios"] as? Int == 1)
  }
}
