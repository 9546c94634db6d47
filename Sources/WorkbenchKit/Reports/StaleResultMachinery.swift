import Foundation

/// What a pattern wrote to keep late answers off the screen, read from its sources by the same
/// three rules for every pattern: the machinery it needs to get stale results right.
///
/// Counted in code only (comments left out, the contents of strings removed, so a trace
/// message is not a site), one site per line and kind:
///
/// - **task kept**: a stored handle to work in flight, kept so that it can be stopped: a `var`
///   or `let` whose declared type is or holds `Task<…>`.
/// - **cancel**: a line that stops work in flight or marks it as stoppable: `.cancel()`,
///   `.cancel(id:)` or `.cancellable(id:…)`.
/// - **answer check**: a line that asks whether an answer is still wanted:
///   `Task.isCancelled`, `Task.checkCancellation()`, a comparison (`==`, `!=`, `<`, `>`,
///   `<=`, `>=`) naming a request stamp — a name that says generation, revision, ticket,
///   token, latest, newest or epoch — or a function named for staleness, declared or called
///   (`isStale(action)`).
///
/// The rules are textual, as the ownership rows' are: they find what the code says, in every
/// community's usual words, and each site is listed with its file and line, so a reader can
/// check every one.
///
/// ```swift
/// StaleResultMachinery.kinds(of: "guard generation == loadGeneration else { return }")
/// // [.answerCheck]
/// ```
struct StaleResultMachinery: Codable, Equatable, Sendable {
  enum Kind: String, Codable, CaseIterable, Sendable {
    case taskKept = "task kept"
    case cancel
    case answerCheck = "answer check"
  }

  /// One line of machinery.
  struct Site: Codable, Equatable, Sendable {
    var kind: Kind
    /// The source folder, as the pattern's profile names it.
    var folder: String
    /// The file's path inside the folder.
    var file: String
    var line: Int
    /// The line's code, trimmed.
    var code: String
  }

  /// Every site, by folder (in the profile's order), file and line.
  var sites: [Site] = []

  /// How many sites of `kind` (of every kind when `nil`), in `folder` (in every folder when
  /// `nil`).
  func count(_ kind: Kind? = nil, in folder: String? = nil) -> Int {
    sites.filter { site in
      (kind == nil || site.kind == kind) && (folder == nil || site.folder == folder)
    }.count
  }

  /// The sites of `profile`'s source folders in the package at `root`.
  static func measure(_ profile: PatternProfile, root: String) -> StaleResultMachinery {
    var machinery = StaleResultMachinery()
    for folder in profile.sourceFolders {
      for file in PackageFolder.swiftFiles(in: root + "/Sources/" + folder) {
        machinery.sites += sites(in: file.text, folder: folder, file: file.path)
      }
    }
    return machinery
  }

  /// The sites of one file's text.
  static func sites(in source: String, folder: String = "", file: String = "") -> [Site] {
    SourceLineCounter.code(of: source).flatMap { line in
      let code = line.text.trimmingCharacters(in: .whitespaces)
      return kinds(of: code).map {
        Site(kind: $0, folder: folder, file: file, line: line.number, code: code)
      }
    }
  }

  /// Which kinds of site one line of code (without comments and string contents) is.
  ///
  /// Each pattern is looked for only in a line holding the text it cannot match without: a
  /// regular expression is compiled again each time it is used, and most lines hold none.
  static func kinds(of code: String) -> [Kind] {
    var kinds: [Kind] = []
    if code.contains("Task<"), code.contains(/\b(var|let)\s+\w+\s*:[^=]*\bTask</) {
      kinds.append(.taskKept)
    }
    if code.contains(".cancel()") || code.contains(".cancel(id:")
      || code.contains(".cancellable(id:")
    {
      kinds.append(.cancel)
    }
    let lowercased = code.lowercased()
    let comparesStamp =
      ["==", "!=", "<=", ">=", " < ", " > "].contains { code.contains($0) }
      && ["generation", "revision", "ticket", "token", "latest", "newest", "epoch"].contains {
        lowercased.contains($0)
      }
    let namesStaleness = lowercased.contains("stale") && code.contains(/(?i)stale\w*\(/)
    if code.contains("Task.isCancelled") || code.contains("checkCancellation(") || comparesStamp
      || namesStaleness
    {
      kinds.append(.answerCheck)
    }
    return kinds
  }
}
