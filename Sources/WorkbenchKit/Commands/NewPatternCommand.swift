import Foundation

/// `workbench new-pattern <Name> --path <folder>`: a package of one's own, ready to hold an
/// architecture against the scenarios.
///
/// The package depends on this one, holds a pattern module whose app does the first load and
/// the refresh whole (the author's guide's worked example: the contract's list page, a
/// presenter that owns its request and drops a replaced answer), an
/// executable `<name>-workbench` offering every subcommand with the pattern beside the
/// built-in ones, a benchmark executable `<name>-state-copy` that measures it beside them for
/// the report's cost figures, a README with its commands and a `.ci/run`. Most scenarios fail until
/// the pattern is written; each failure says what it expected.
///
/// Nothing is half-written: the files are written into a scratch folder beside the target,
/// which is then renamed into place, and a target that exists and is not empty is refused.
struct NewPatternCommand {
  /// The pattern's name, as its column reads: `MVP`.
  let name: String
  /// Where the package goes.
  let folder: String
  /// How the new package names this one: a path (relative to `folder`) or a git URL.
  let dependency: Dependency

  enum Dependency: Equatable {
    case path(String)
    case url(String)

    /// The package identity SwiftPM gives the dependency: a path's last folder, or a URL's
    /// last component without `.git` — not the `name:` of its manifest.
    var identity: String {
      switch self {
      case .path(let path):
        let last = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
        return last.lowercased()
      case .url(let url):
        var last = url.split(separator: "/").last.map(String.init) ?? url
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
      }
    }

    var manifestLine: String {
      switch self {
      case .path(let path): ".package(path: \(swiftLiteral(path)))"
      case .url(let url): ".package(url: \(swiftLiteral(url)), branch: \"main\")"
      }
    }
  }

  init(_ command: ParsedCommand, builtInNames: [String]) throws(UsageError) {
    let name = command.value("name") ?? ""
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
      })
    else {
      throw command.usageError(
        "The name '\(name)' is invalid for '<name>': expected a Swift type name starting with a capital letter, letters and digits only, such as MVP or ReactorKit."
      )
    }
    guard !builtInNames.contains(where: { $0.lowercased() == name.lowercased() }) else {
      throw command.usageError(
        "The name '\(name)' is taken by a built-in pattern; the new column needs a name of its own."
      )
    }
    self.name = name
    folder = command.value("path") ?? name.lowercased() + "-workbench"
    if let url = command.value("workbench-url") {
      dependency = .url(url)
    } else if let path = command.value("workbench-path") {
      dependency = .path(path)
    } else {
      dependency = .path(Self.relativePath(from: folder, to: ScenarioFolder.packageRoot))
    }
  }

  /// The executable's name: `mvp-workbench`.
  var executable: String { name.lowercased() + "-workbench" }

  /// The benchmark executable's name: `mvp-state-copy`.
  var benchmark: String { name.lowercased() + "-state-copy" }

  /// The pattern module's name: `MVPArticles`.
  var module: String { name + "Articles" }

  func execute() -> CommandOutput {
    let files = self.files
    let manager = FileManager.default
    let target = URL(fileURLWithPath: folder).standardizedFileURL
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: target.path, isDirectory: &isFolder) {
      let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
      guard isFolder.boolValue, contents.isEmpty else {
        return CommandOutput(
          exitCode: .failure,
          standardError:
            "new-pattern: '\(folder)' exists and is not an empty folder; nothing was written. Give a new folder with --path.\n"
        )
      }
    }
    let scratch = target.deletingLastPathComponent()
      .appendingPathComponent(".\(target.lastPathComponent).partial-\(getpid())")
    do {
      try? manager.removeItem(at: scratch)
      for (path, text) in files {
        let url = scratch.appendingPathComponent(path)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        if path == ".ci/run" {
          try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
      }
      if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
      try manager.moveItem(at: scratch, to: target)
    } catch {
      try? manager.removeItem(at: scratch)
      return CommandOutput(
        exitCode: .failure,
        standardError:
          "new-pattern: could not write '\(folder)': \(error.localizedDescription); nothing was written.\n"
      )
    }
    let summary = files.map { "  " + $0.path }.joined(separator: "\n")
    return CommandOutput(
      exitCode: .success,
      standardOutput: """
        Wrote the package for \(name) in \(folder):
        \(summary)

        Next:
          cd \(folder)
          swift run -c release \(executable)                  # every scenario, \(name) beside the built-in patterns
          swift run \(executable) run --pattern \(name) --tag @refresh
          swift run -c release \(executable) report --out report  # with \(name)'s cost figures

        """)
  }

  /// The package's files, path and text, in the order they are listed.
  var files: [(path: String, text: String)] {
    NewPatternTemplates(
      name: name, module: module, executable: executable, benchmark: benchmark,
      dependency: dependency
    ).files
  }

  /// `to` as a path relative to the folder `from` (both resolved against the working
  /// directory): how the new package's manifest finds this one.
  static func relativePath(from: String, to: String) -> String {
    let base = URL(fileURLWithPath: from).standardizedFileURL.pathComponents
    let destination = URL(fileURLWithPath: to).standardizedFileURL.pathComponents
    var common = 0
    while common < base.count, common < destination.count, base[common] == destination[common] {
      common += 1
    }
    let ups = Array(repeating: "..", count: base.count - common)
    let path = (ups + destination[common...]).joined(separator: "/")
    return path.isEmpty ? "." : path
  }
}

/// `text` as a Swift string literal.
func swiftLiteral(_ text: String) -> String {
  var literal = "\""
  for character in text {
    switch character {
    case "\"": literal += "\\\""
    case "\\": literal += "\\\\"
    case "\n": literal += "\\n"
    default: literal.append(character)
    }
  }
  return literal + "\""
}
