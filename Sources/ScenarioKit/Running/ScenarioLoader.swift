import Foundation

/// Finds `.feature` files and compiles them.
public enum ScenarioLoader {
  /// Why scenarios could not be loaded.
  public enum Failure: Error, Sendable, CustomStringConvertible {
    /// A path that does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// One or more files are malformed.
    case malformed([Diagnostic])

    public var description: String {
      switch self {
      case .unreadable(let path, let reason): "\(path): error: \(reason)"
      case .malformed(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
      }
    }
  }

  /// The `.feature` files at `paths` (files, or folders searched recursively), sorted by path.
  public static func featureFiles(at paths: [String]) throws(Failure) -> [String] {
    var files: [String] = []
    let fileManager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .unreadable(path: path, reason: "no such file or folder")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      guard let enumerator = fileManager.enumerator(atPath: path) else {
        throw .unreadable(path: path, reason: "cannot list the folder")
      }
      let found = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".feature") }
      files += found.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
    return files
  }

  /// Reads, parses and compiles every file, collecting all diagnostics before failing.
  public static func load(_ files: [String]) throws(Failure) -> [CompiledScenario] {
    var scenarios: [CompiledScenario] = []
    var diagnostics: [Diagnostic] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw .unreadable(path: file, reason: "cannot read the file")
      }
      let source = String(decoding: data, as: UTF8.self)
      do throws(FeatureParseError) {
        let parsed = try FeatureParser.parse(source, file: file)
        scenarios += try ScenarioCompiler.compile(parsed)
      } catch {
        diagnostics += error.diagnostics
      }
    }
    guard diagnostics.isEmpty else { throw .malformed(diagnostics) }
    return scenarios
  }
}
