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
  let dependency: NewPatternCommand.Dependency

  var files: [(path: String, text: String)] {
    [
      ("Package.swift", manifest),
      ("Sources/\(module)/\(name)ArticlesApp.swift", app),
      ("Sources/\(module)/ListPage.swift", page),
      ("Sources/\(module)/ListPresenter.swift", presenter),
      ("Sources/\(executable)/main.swift", main),
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
    // their worker processes.
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
      expectedFailures: "\(NewVariantCommand.registry)")

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
    calls and when. `swift run \(executable) help` lists every subcommand;
    `swift run \(executable) report --out report` writes the HTML report with \(name)'s rows.

    """
  }

  private var ci: String {
    """
    #!/usr/bin/env bash
    # CI: build with warnings as errors, then every scenario on every pattern.
    set -euo pipefail
    cd "$(dirname "$0")/.."
    swift build -Xswiftc -warnings-as-errors
    swift run -c release \(executable) run

    """
  }
}
