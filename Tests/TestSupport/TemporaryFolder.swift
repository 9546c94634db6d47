import Foundation

/// A folder of scenario files written for one test, removed when the test is done.
public struct TemporaryFolder: ~Copyable {
  public let path: String

  public init() throws {
    path = NSTemporaryDirectory() + "workbench-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `contents` to `name` inside the folder and returns the file's path.
  public func write(_ name: String, _ contents: String) throws -> String {
    let file = path + "/" + name
    try contents.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
