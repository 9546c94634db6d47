import Foundation

/// Three of the seed's trade-offs read from a pattern's code by rules that are the same for
/// every pattern: where its side effects start, the test doubles it wrote, and how many tests
/// it has.
///
/// Counted in code only (comments left out, the contents of strings removed, by
/// ``SourceLineCounter/code(of:)``):
///
/// - **a file where side effects start**: a source file with a line that starts asynchronous
///   work: `Task {` (or `Task(priority: …) {`), `Task.detached`, a view's `.task {` or
///   `.task(id: …)`, `.refreshable {`, or an effect's `.run {` (`Effect.run`).
/// - **a test double**: a class, struct, enum or actor, in the pattern's sources or tests, that
///   conforms to one of the feature's ports (the protocols `ArticleDomain/Ports` declares:
///   `ArticleRepository`, `SessionService`, …) or is named as a double (`Fake…`, `Stub…`,
///   `Mock…`, `Spy…`, `Dummy…` as its first or last word: `FakeClock`, `RepositoryMock`);
///   and, in the tests, a closure assigned to a dependency (`$0.apiClient.load = { … }`). A
///   double in the sources, such as a dependency's test or preview value, counts: it was
///   written for tests or previews all the same. The scenarios' scripted world, which every
///   pattern shares, is no pattern's and is not counted.
/// - **a test**: a line of the tests with `@Test`, or an XCTest `func test…(`.
///
/// ```swift
/// TradeOffSites.startsEffects("return .run { send in")  // true
/// TradeOffSites.startsEffects("task?.cancel()")        // false
/// ```
struct TradeOffSites: Codable, Equatable, Sendable {
  /// A test double: where it is and what made it one.
  struct TestDouble: Codable, Equatable, Sendable {
    /// `tests` or `sources`.
    var place: String
    var file: String
    var line: Int
    /// The type's name, or the dependency a closure replaces (`$0.clock.sleep`).
    var name: String
  }

  /// The figures of one source folder of a pattern that has several, such as TCA's chapter
  /// and the runtime it includes.
  struct Folder: Codable, Equatable, Sendable {
    var name: String
    var figures: SourceLineCounter.Figures
  }

  /// The source files that start side effects, by name, with their folder when it is not the
  /// profile's first: `ComposableRuntime/Store`.
  var effectStartFiles: [String] = []
  /// Per source folder, when the profile names more than one; else empty.
  var folders: [Folder] = []
  var doubles: [TestDouble] = []
  var tests = 0

  /// The doubles written in the sources, or in the tests.
  func doubles(inTests: Bool) -> [TestDouble] {
    doubles.filter { ($0.place == "tests") == inTests }
  }

  /// The sites of `profile`'s folders in the package at `root`; the ports are the protocols of
  /// `ports` (by default, `ArticleDomain/Ports` of this package).
  static func measure(
    _ profile: PatternProfile, root: String, ports: Set<String> = TradeOffSites.ports()
  ) -> TradeOffSites {
    var sites = TradeOffSites()
    for folder in profile.sourceFolders {
      let files = PackageFolder.swiftFiles(in: root + "/Sources/" + folder)
      if profile.sourceFolders.count > 1 {
        sites.folders.append(
          Folder(
            name: folder,
            figures: files.map { SourceLineCounter.count($0.text) }
              .reduce(SourceLineCounter.Figures(), +)))
      }
      for file in files {
        let name = String((file.path.split(separator: "/").last ?? "").dropLast(".swift".count))
        if startsEffects(in: file.text) {
          sites.effectStartFiles.append(
            folder == profile.sourceFolders.first ? name : folder + "/" + name)
        }
        sites.doubles += doubles(in: file.text, ports: ports).map {
          TestDouble(place: "sources", file: file.path, line: $0.line, name: $0.name)
        }
      }
    }
    for folder in profile.testFolders {
      for file in PackageFolder.swiftFiles(in: root + "/Tests/" + folder) {
        sites.doubles += doubles(in: file.text, ports: ports, inTests: true).map {
          TestDouble(place: "tests", file: file.path, line: $0.line, name: $0.name)
        }
        sites.tests += tests(in: file.text)
      }
    }
    return sites
  }

  // MARK: The rules

  /// Whether a line of code starts asynchronous work.
  static func startsEffects(_ code: String) -> Bool {
    // The words first: a regular expression on every line of a module is slow.
    guard
      code.contains("Task") || code.contains(".task") || code.contains(".refreshable")
        || code.contains(".run")
    else { return false }
    return code.contains(/\bTask\s*(\([^()]*\))?\s*\{/) || code.contains("Task.detached")
      || code.contains(/\.task\s*(\{|\(id:)/) || code.contains(/\.refreshable\s*\{/)
      || code.contains(/\.run\s*(\([^()]*\))?\s*\{/) || code.contains("Effect.run")
  }

  /// Whether any line of `source`'s code starts asynchronous work.
  static func startsEffects(in source: String) -> Bool {
    SourceLineCounter.code(of: source).contains { startsEffects($0.text) }
  }

  /// The names a test double is given: a prefix or a suffix.
  static let doubleWords = ["Fake", "Stub", "Mock", "Spy", "Dummy"]

  /// Whether `name` is a double's: one of ``doubleWords`` as the whole name, its first word
  /// (`FakeClock`, not `Stubborn`) or its last (`RepositoryMock`).
  static func isNamedAsDouble(_ name: String) -> Bool {
    doubleWords.contains { word in
      guard name.hasPrefix(word) else { return name.hasSuffix(word) }
      return name.dropFirst(word.count).first.map(\.isUppercase) ?? true
    }
  }

  /// The test doubles `source` declares: types that conform to one of `ports` or are named
  /// as doubles, and, `inTests`, closures assigned to a dependency.
  static func doubles(
    in source: String, ports: Set<String>, inTests: Bool = false
  ) -> [(line: Int, name: String)] {
    var found: [(line: Int, name: String)] =
      SourceLineCounter.declarations(of: source).filter { declaration in
        declaration.keyword != "protocol"
          && (declaration.inherits.contains(where: ports.contains)
            || isNamedAsDouble(declaration.name))
      }.map { ($0.line, $0.name) }
    guard inTests else { return found }
    for line in SourceLineCounter.code(of: source) where line.text.contains("$0.") {
      if let match = line.text.firstMatch(of: /\$0((\.\w+)+)\s*=\s*\{/) {
        found.append((line.number, "$0" + match.output.1))
      }
    }
    return found.sorted { $0.line < $1.line }
  }

  /// How many tests `source` declares.
  static func tests(in source: String) -> Int {
    SourceLineCounter.code(of: source).filter {
      ($0.text.contains("@Test") && $0.text.contains(/(^|\s)@Test\b/))
        || ($0.text.contains("func test") && $0.text.contains(/\bfunc\s+test\w*\s*\(/))
    }.count
  }

  /// The feature's ports: the protocols declared under `Sources/ArticleDomain/Ports` of the
  /// package at `root`; none when the folder is not there.
  static func ports(root: String = PackageFolder.root) -> Set<String> {
    Set(
      PackageFolder.swiftFiles(in: root + "/Sources/ArticleDomain/Ports").flatMap {
        SourceLineCounter.declarations(of: $0.text).filter { $0.keyword == "protocol" }
          .map(\.name)
      })
  }
}
