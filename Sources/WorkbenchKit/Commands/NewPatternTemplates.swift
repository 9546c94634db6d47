/// The files `workbench new-pattern` writes, for one pattern name.
///
/// The pattern module is the author's guide's worked example (a passive list page, a presenter
/// owning its one request and dropping a replaced answer, the composition root): small enough
/// to read in a minute, and real enough that some scenarios pass at once and every other one
/// fails with what it expected to see.
struct NewPatternTemplates {
  let name: String
  let module: String
  let executable: String
  /// The benchmark executable's name: `mvp-state-copy`.
  let benchmark: String
  let dependency: NewPatternCommand.Dependency

  var files: [(path: String, text: String)] {
    [
      ("Package.swift", manifest),
      ("Sources/\(module)/\(name)ArticlesApp.swift", app),
      ("Sources/\(module)/ListPage.swift", page),
      ("Sources/\(module)/ListPresenter.swift", presenter),
      ("Sources/\(executable)/main.swift", main),
      ("Sources/\(benchmark)/main.swift", benchmarkMain),
      ("README.md", readme),
      (".ci/run", ci),
      (".gitignore", "/.build\n/report\n"),
    ]
  }

  private var package: String { dependency.identity }

  private var manifest: String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    /// A teaching variant: `module` compiled again with each file named in `replacing` swapped
    /// for the copy of the same name in `Sources/Variants/<name>/`, beside a link to the
    /// module's folder. `swift run \(executable) new-variant \(name)/<mistake> --replacing <file>`
    /// adds one; trying its mistake compiles its module again, not the package.
    func variant(_ name: String, of module: String, replacing files: [String]) -> Target {
      .target(
        name: name,
        dependencies: [
          .product(name: "ArticleDomain", package: "\(package)"),
          .product(name: "HeadlessUI", package: "\(package)"),
        ],
        path: "Sources/Variants/\\(name)", exclude: files.map { "\\(module)/\\($0)" })
    }

    /// \(name)'s teaching variants, each listed in `Variants/expected-failures.txt` with the
    /// scenarios that catch its mistake.
    let variants: [Target] = [
      \(NewVariantCommand.Marker.manifest)
    ]

    // The workbench is named after where it comes from (its folder, or its URL's last part),
    // not after the name in its manifest: that is the `package:` of each product below.
    let package = Package(
      name: "\(name)Workbench",
      dependencies: [
        \(dependency.manifestLine)
      ],
      targets: [
        // The pattern: the article feature written the \(name) way. It may import the
        // feature's domain and the headless UI, and nothing else of the workbench.
        .target(
          name: "\(module)",
          dependencies: [
            .product(name: "ArticleDomain", package: "\(package)"),
            .product(name: "HeadlessUI", package: "\(package)"),
          ]),
        // Every workbench subcommand, with \(name) beside the built-in patterns (their teaching
        // variants are not compiled here).
        .executableTarget(
          name: "\(executable)",
          dependencies: [
            "\(module)",
            .product(name: "ScenarioKit", package: "\(package)"),
            .product(name: "WorkbenchKit", package: "\(package)"),
            .product(name: "BuiltInPatterns", package: "\(package)"),
          ] + variants.map { .target(name: $0.name) }),
        // The state-copy benchmark with \(name) beside the built-in patterns' apps, which
        // `\(executable) report` runs. Its counting allocator replaces malloc in the whole
        // process: no other target may depend on StateCopyKit.
        .executableTarget(
          name: "\(benchmark)",
          dependencies: [
            "\(module)",
            .product(name: "ScenarioKit", package: "\(package)"),
            .product(name: "StateCopyKit", package: "\(package)"),
          ]),
      ] + variants
    )

    """
  }

  private var main: String {
    """
    import BuiltInPatterns
    import \(module)
    import ScenarioKit
    import WorkbenchKit

    \(NewVariantCommand.Marker.imports)

    // Every workbench subcommand — run, explain, report, list, agree, new-variant — with \(name)
    // as one more column. `run`, `report` and `explain` start this same executable again as
    // their worker processes; `report` runs \(benchmark), built beside it, for its cost figures.
    WorkbenchCommand.runAndExit(
      patterns: [
        PatternEntry(
          name: "\(name)", summary: "Describe \(name) in a line: who owns state, effects, navigation",
          app: \(module).\(name)ArticlesApp.self)
      ],
      profiles: [
        "\(name)": PatternProfile(
          stateOwner: "Presenters (say where state lives)",
          effectDiscipline: "A task per request, cancelled when its page goes",
          navigationOwner: "Say who pushes and presents pages",
          sourceFolders: ["\(module)"], testFolders: [])
      ],
      variants: [
        \(NewVariantCommand.Marker.entries)
      ],
      expectedFailures: "\(NewVariantCommand.registry)",
      benchmark: "\(benchmark)")

    """
  }

  private var benchmarkMain: String {
    """
    import \(module)
    import ScenarioKit
    import StateCopyKit

    // The state-copy benchmark: \(name)'s app, driven through its window as a user and a server
    // act on it (star taps, a next page, a refresh), beside the built-in patterns' apps.
    // `\(executable) report` runs its quick sweep; `swift run -c release \(benchmark)` the
    // full one. The pattern's name is the one \(executable) gives it, so the report finds it.
    StateCopyCommand.runAndExit(patterns: [
      PatternEntry(name: "\(name)", summary: "The \(name) app", app: \(name)ArticlesApp.self)
    ])

    """
  }

  private var readme: String {
    """
    # \(name) on the Architecture Workbench

    The article feature written the \(name) way, held against the workbench's executable
    specification beside the built-in patterns.

    ```sh
    swift run -c release \(executable)       # every scenario on every pattern, then the matrix
    swift run \(executable) explain --pattern \(name) --pattern MVC "A refresh beats a first load"
    ```

    The first command exits 0 when every result is as expected; until \(name) is written, its
    column fails, and each failure names what it expected to see. The module is
    `Sources/\(module)`: start from its list page and presenter, and read the workbench's
    author's guide ("Writing a pattern of your own" in its DocC catalog) for what the harness
    calls and when. `swift run \(executable) help` lists every subcommand.

    The first `swift build` compiles the workbench's modules too: about 30 s in debug and 80 s
    in release on a two-core machine (measured 2026-12-05); after that, a change to one file of
    `Sources/\(module)` builds again in a second or two. To try a mistake without touching the
    pattern, `swift run \(executable) new-variant \(name)/<mistake> --replacing
    Sources/\(module)/<File>.swift` copies the file into a variant of its own, which alone is
    compiled again, and `run --pattern \(name) --pattern \(name)/<mistake>` shows the
    scenarios that catch it.

    ```sh
    swift run -c release \(executable) report --out report   # the HTML report, cost figures included
    swift run -c release \(benchmark) --filter \(name)       # the full benchmark sweep of \(name)
    ```

    The report runs `\(benchmark)`, the state-copy benchmark with \(name) beside the built-in
    patterns: a first star tap, the same star again, a next page and a refresh, at 10, 1 000
    and 100 000 articles, each through the app's window. Its charts draw \(name) beside the
    others; what \(name) cannot do yet (a star not wired, no next page) is listed as not
    measured, with why.

    """
  }

  private var ci: String {
    """
    #!/usr/bin/env bash
    # CI: build with warnings as errors, every scenario on every pattern, then the benchmark.
    set -euo pipefail
    cd "$(dirname "$0")/.."
    swift build -Xswiftc -warnings-as-errors
    swift run -c release \(executable) run
    # The benchmark runs on \(name): a small sweep, its JSON kept for a look.
    swift run -c release \(benchmark) --quick --sizes 10,1000 > .build/\(benchmark).json

    """
  }
}
