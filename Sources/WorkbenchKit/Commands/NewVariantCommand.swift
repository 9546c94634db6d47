import Foundation

/// `workbench new-variant <Pattern>/<mistake> --replacing <file>`: a mistake tried in a team's
/// own pattern, the way the workbench's teaching variants are made, so that trying it rebuilds
/// one module and not the package.
///
/// Run in the package `new-pattern` wrote, it adds the variant in four places, all or nothing:
///
/// - `Sources/Variants/<Target>/`: a link to the module's folder and a copy of each file
///   replaced, where the mistake goes;
/// - `Package.swift`: the variant's line in its `variants` list (the manifest's `variant`
///   function compiles the module again with the copies in place of the originals);
/// - the executable's `main.swift`: its import and its entry in `variants:`;
/// - `Variants/expected-failures.txt`: its entry, to which the author adds why and the
///   scenarios that catch it.
///
/// Each edit goes where the generated files say (``Marker``); a file without its marker is
/// named, with the line it lacks, and nothing is written.
struct NewVariantCommand {
  /// Where `new-variant` adds its lines: a line of the generated files, matched without its
  /// indentation; the added line takes the marker's.
  enum Marker {
    static let manifest = "// `new-variant` adds each variant's line above this one."
    static let imports = "// `new-variant` adds each variant's import above this line."
    static let entries = "// `new-variant` adds each variant's entry above this line."
  }

  /// The registry of a package's own variants, relative to the package.
  static let registry = "Variants/expected-failures.txt"

  /// The variant's name, as the run shows it: `MVP/no-guard`.
  let name: String
  /// The pattern it is a variant of: `MVP`.
  let pattern: String
  /// The module whose files it replaces: `MVPArticles`.
  let module: String
  /// Each replaced file, relative to the module's folder: `ListPresenter.swift`.
  let files: [String]
  /// The variant's target and module: `MVPNoGuard`.
  let target: String
  /// The package it is written into.
  let package: URL

  init(_ command: ParsedCommand) throws(UsageError) {
    let name = command.value("name") ?? ""
    let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, Self.isTypeName(parts[0]), Self.isMistakeName(parts[1]) else {
      throw command.usageError(
        "The name '\(name)' is invalid for '<name>': expected the pattern's name, a slash and the mistake in lower-case words joined by hyphens, such as MVP/no-guard."
      )
    }
    package = URL(fileURLWithPath: command.value("package") ?? ".").standardizedFileURL
    let replacing = command.values("replacing")
    guard !replacing.isEmpty else {
      throw command.usageError("Give the file the mistake goes in with --replacing <file>.")
    }
    var module: String?
    var files: [String] = []
    for path in replacing {
      let components = path.split(separator: "/").map(String.init)
      guard components.count >= 3, components[0] == "Sources", path.hasSuffix(".swift") else {
        throw command.usageError(
          "'\(path)' is not a Swift file of a module: expected Sources/<Module>/<file>.swift, relative to the package."
        )
      }
      guard module == nil || module == components[1] else {
        throw command.usageError(
          "'\(path)' is not in \(module ?? ""): a variant replaces files of one module.")
      }
      guard FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path)
      else {
        throw command.usageError("'\(path)' does not exist in \(package.path).")
      }
      module = components[1]
      files.append(components.dropFirst(2).joined(separator: "/"))
    }
    let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
    guard Set(names).count == names.count else {
      throw command.usageError(
        "Two of the files have the same name; each copy sits beside the others in the variant's folder."
      )
    }
    self.name = name
    pattern = parts[0]
    self.module = module ?? ""
    self.files = files
    target =
      parts[0]
      + parts[1].split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  private static func isTypeName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy {
      ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
    }
  }

  private static func isMistakeName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("a"..."z").contains(first), !text.hasSuffix("-")
    else { return false }
    return !text.contains("--")
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  /// What went wrong, said as the command line's error.
  private struct Refusal: Error {
    var message: String
  }

  func execute() -> CommandOutput {
    do throws(Refusal) {
      let main = try executableMain()
      let writes = try plannedWrites(main: main)
      try write(writes)
      let executable = URL(fileURLWithPath: main).deletingLastPathComponent().lastPathComponent
      return CommandOutput(exitCode: .success, standardOutput: summary(executable: executable))
    } catch {
      return CommandOutput(
        exitCode: .failure,
        standardError: "new-variant: \(error.message); nothing was written.\n")
    }
  }

  /// A file to write: its path in the package and its whole new text.
  private typealias Write = (path: String, text: String)

  private var folder: String { "Sources/Variants/\(target)" }

  /// Every file's new text, worked out before anything is written.
  private func plannedWrites(main: String) throws(Refusal) -> [Write] {
    let manager = FileManager.default
    guard !manager.fileExists(atPath: package.appendingPathComponent(folder).path) else {
      throw Refusal(message: "\(folder) exists already")
    }
    let moduleFolder = "Sources/\(module)"
    let app = try appType(in: moduleFolder)
    let manifest = try inserting(
      "variant(\(swiftLiteral(target)), of: \(swiftLiteral(module)), replacing: [\(files.map(swiftLiteral).joined(separator: ", "))]),",
      above: Marker.manifest, in: "Package.swift")
    var mainText = try inserting("import \(target)", above: Marker.imports, in: main)
    let summary = "\(pattern) with one mistake in \(files.joined(separator: ", "))"
    mainText = try inserting(
      [
        "PatternEntry(",
        "  name: \(swiftLiteral(name)), summary: \(swiftLiteral(summary)),",
        "  app: \(target).\(app).self),",
      ], above: Marker.entries, in: main, text: mainText)
    let registryPath = package.appendingPathComponent(Self.registry).path
    let registry = (try? String(contentsOfFile: registryPath, encoding: .utf8)) ?? ""
    let why = files.map { "\(folder)/\(URL(fileURLWithPath: $0).lastPathComponent)" }
      .joined(separator: ", ")
    let entry = """
      variant: \(name)
        why: \(why) — say what the mistake is, and what fixes it
        # fails: each scenario that catches it, by name, one per line

      """
    let copies = try files.map { file throws(Refusal) -> Write in
      let original = "\(moduleFolder)/\(file)"
      guard
        let text = try? String(
          contentsOf: package.appendingPathComponent(original), encoding: .utf8)
      else { throw Refusal(message: "cannot read \(original)") }
      return ("\(folder)/\(URL(fileURLWithPath: file).lastPathComponent)", text)
    }
    return [
      ("Package.swift", manifest), (main, mainText),
      (
        Self.registry,
        registry.isEmpty || registry.hasSuffix("\n\n")
          ? registry + entry
          : registry + (registry.hasSuffix("\n") ? "\n" : "\n\n") + entry
      ),
    ] + copies
  }

  /// The `main.swift` of the package's executable: the one that carries the entries' marker.
  private func executableMain() throws(Refusal) -> String {
    let sources = package.appendingPathComponent("Sources")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    for folder in folders.sorted() {
      let path = "Sources/\(folder)/main.swift"
      let text = try? String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
      if let text, text.contains(Marker.entries) { return path }
    }
    throw Refusal(
      message:
        "no Sources/<executable>/main.swift has the line '\(Marker.entries)' in its variants: list; new-pattern writes it"
    )
  }

  /// The name of the module's `HeadlessApp` class.
  private func appType(in moduleFolder: String) throws(Refusal) -> String {
    let root = package.appendingPathComponent(moduleFolder)
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
      throw Refusal(message: "cannot list \(moduleFolder)")
    }
    let pattern = /class\s+(\w+)\s*:\s*(?:\w+\s*,\s*)*HeadlessApp\b/
    for case let file as String in enumerator where file.hasSuffix(".swift") {
      let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      if let match = text.firstMatch(of: pattern) { return String(match.output.1) }
    }
    throw Refusal(message: "no class of \(moduleFolder) conforms to HeadlessApp")
  }

  /// `file`'s text (or `text`, when given) with `line` added above the marker.
  private func inserting(
    _ line: String, above marker: String, in file: String, text: String? = nil
  ) throws(Refusal) -> String {
    try inserting([line], above: marker, in: file, text: text)
  }

  /// `file`'s text (or `text`, when given) with `added` lines above the marker, at its indent.
  private func inserting(
    _ added: [String], above marker: String, in file: String, text: String? = nil
  ) throws(Refusal) -> String {
    let original =
      text ?? (try? String(contentsOf: package.appendingPathComponent(file), encoding: .utf8))
    guard let original else { throw Refusal(message: "cannot read \(file)") }
    var lines = original.components(separatedBy: "\n")
    guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker })
    else {
      throw Refusal(message: "\(file) has no line '\(marker)'; new-pattern writes it")
    }
    let indent = String(lines[index].prefix { $0 == " " })
    lines.insert(contentsOf: added.map { indent + $0 }, at: index)
    return lines.joined(separator: "\n")
  }

  /// Writes the link, the copies and the edited files; a failure puts every file back.
  private func write(_ writes: [Write]) throws(Refusal) {
    let manager = FileManager.default
    var written: [(path: String, before: Data?)] = []
    do {
      let variantFolder = package.appendingPathComponent(folder)
      try manager.createDirectory(at: variantFolder, withIntermediateDirectories: true)
      try manager.createSymbolicLink(
        atPath: variantFolder.appendingPathComponent(module).path,
        withDestinationPath: "../../\(module)")
      for (path, text) in writes {
        let url = package.appendingPathComponent(path)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        written.append((path, manager.contents(atPath: url.path)))
        try Data(text.utf8).write(to: url, options: .atomic)
      }
    } catch {
      for (path, before) in written.reversed() {
        let url = package.appendingPathComponent(path)
        if let before {
          try? before.write(to: url, options: .atomic)
        } else {
          try? manager.removeItem(at: url)
        }
      }
      try? manager.removeItem(at: package.appendingPathComponent(folder))
      throw Refusal(message: "could not write: \(error.localizedDescription)")
    }
  }

  private func summary(executable: String) -> String {
    let copies = files.map { "  \(folder)/\(URL(fileURLWithPath: $0).lastPathComponent)" }
    let lines =
      ["Added the variant \(name), \(pattern) with one mistake to make:"]
      + copies.map {
        $0 + "  (a copy: put the mistake here, with a '// Teaching variant:' comment)"
      }
      + [
        "  \(folder)/\(module) -> ../../\(module)",
        "  Package.swift, Sources/\(executable)/main.swift: its target, its import and its entry",
        "  \(Self.registry): its entry; say why, then list the scenarios that catch it",
        "",
        "Then (only the variant's module is compiled again):",
        "  swift run \(executable) run --pattern \(pattern) --pattern \(name)",
      ]
    return lines.joined(separator: "\n") + "\n"
  }
}
