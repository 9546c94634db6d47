// swift-tools-version: 6.0
import PackageDescription

/// Flags that make dependencies and existentials explicit at the point of use.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The teaching variants' settings. Release builds compile them without optimization: each is
/// a whole pattern module compiled again, which the scenarios run and nothing times, so
/// optimizing 29 copies would triple a release build for no figure. (`unsafeFlags` keeps a
/// product from being used by another package; no product contains a variant.)
///
/// The TCA variants are the exception: their reducers are generic compositions of
/// `ComposableRuntime` that only specialization makes fast. Unoptimized, one ran the scenarios
/// in 5.0 s against the correct module's 1.9 s, and a CI run goes through them 22 times.
func variantSettings(optimized: Bool) -> [SwiftSetting] {
  optimized
    ? strictSettings : strictSettings + [.unsafeFlags(["-Onone"], .when(configuration: .release))]
}

/// A teaching variant: the correct module `module` compiled again, with each file named in
/// `replacing` swapped for the copy of the same name in `Sources/TeachingVariants/<name>/`.
///
/// The variant's folder holds a link to the correct module's folder and the copies, each the
/// correct file with its one classic mistake, so the chapter carries no seam for its variants
/// and the mistake reads as a diff against the correct file.
func variant(
  _ name: String, of module: String, replacing files: [String],
  dependencies: [Target.Dependency] = ["ArticleDomain", "HeadlessUI"]
) -> Target {
  .target(
    name: name, dependencies: dependencies, path: "Sources/TeachingVariants/\(name)",
    exclude: files.map { "\(module)/\($0)" },
    swiftSettings: variantSettings(optimized: module == "TCAArticles"))
}

/// The teaching variants, each the correct module with one file swapped (see `variant`).
let variants: [Target] = [
  variant("MVCLinksToTheKeyWindow", of: "MVCArticles", replacing: ["App/MVCArticlesApp.swift"]),
  variant(
    "MVCOrphanTask", of: "MVCArticles", replacing: ["Detail/ArticleDetailViewController.swift"]),
  variant(
    "MVCReloadsWholeTable", of: "MVCArticles",
    replacing: ["List/ArticleListViewController+Rows.swift"]),
  variant("MVCRestoresPastTheLogin", of: "MVCArticles", replacing: ["App/DeepLinkRouter.swift"]),
  variant("MVCTimeoutOutlivesLoad", of: "MVCArticles", replacing: ["List/ArticlePager.swift"]),
  variant(
    "MVVMAnalyticsSendsQuery", of: "MVVMArticles",
    replacing: ["Screens/List/ArticleSearchViewModel.swift"]),
  variant(
    "MVVMFavoritesOutliveLogout", of: "MVVMArticles", replacing: ["App/MVVMArticlesApp.swift"]),
  variant("MVVMFavoritesPerWindow", of: "MVVMArticles", replacing: ["App/MVVMArticlesApp.swift"]),
  variant(
    "MVVMNoCancel", of: "MVVMArticles", replacing: ["Screens/List/ArticleListViewModel.swift"]),
  variant(
    "MVVMStickyError", of: "MVVMArticles", replacing: ["Screens/List/ArticleListViewModel.swift"]),
  variant(
    "MVVMTimeoutKeepsRequest", of: "MVVMArticles",
    replacing: ["Screens/List/ArticleListViewModel.swift"]),
  variant(
    "CoordinatorKeptChild", of: "CoordinatorArticles",
    replacing: ["Coordinators/AppCoordinator.swift"]),
  variant(
    "CoordinatorStaleSelection", of: "CoordinatorArticles",
    replacing: ["Coordinators/ArticlesCoordinator.swift"]),
  variant("UDFAnalyticsRecordsActions", of: "UDFArticles", replacing: ["App/UDFArticlesApp.swift"]),
  variant("UDFForgottenContinuation", of: "UDFArticles", replacing: ["Login/LoginReducer.swift"]),
  variant(
    "UDFLogoutResetsRevisions", of: "UDFArticles", replacing: ["Session/SessionReducer.swift"]),
  variant("UDFNoCancelOnLeave", of: "UDFArticles", replacing: ["App/UDFArticlesApp.swift"]),
  variant("UDFNoInFlightGuard", of: "UDFArticles", replacing: ["List/ListReducer.swift"]),
  variant("UDFNoRevisionGuard", of: "UDFArticles", replacing: ["Feature/ArticlesFeature.swift"]),
  variant("UDFNoRollback", of: "UDFArticles", replacing: ["Favorites/FavoritesReducer.swift"]),
  variant("UDFStickyError", of: "UDFArticles", replacing: ["List/ListReducer.swift"]),
  variant("MVIRenderReloadsTable", of: "MVIArticles", replacing: ["List/ListViewController.swift"]),
  variant(
    "TCADetailWithoutID", of: "TCAArticles", replacing: ["Detail/DetailFeature+Rules.swift"],
    dependencies: ["ArticleDomain", "HeadlessUI", "ComposableRuntime", "ComposableUIKit"]),
  variant(
    "TCANoCancelInFlight", of: "TCAArticles", replacing: ["Search/SearchFeature+Rules.swift"],
    dependencies: ["ArticleDomain", "HeadlessUI", "ComposableRuntime", "ComposableUIKit"]),
  variant(
    "TCAPrintsWholeActions", of: "TCAArticles", replacing: ["App/TCAArticlesApp.swift"],
    dependencies: ["ArticleDomain", "HeadlessUI", "ComposableRuntime", "ComposableUIKit"]),
  variant("VIPERNoStaleGuard", of: "VIPERArticles", replacing: ["List/ListInteractor.swift"]),
  variant(
    "SwiftUIMVVMUnownedTask", of: "SwiftUIMVVMArticles",
    replacing: ["Screens/Detail/ArticleDetailView.swift"],
    dependencies: ["ArticleDomain", "HeadlessSwiftUI"]),
  variant(
    "SwiftUIMVVMUnownedViewModel", of: "SwiftUIMVVMArticles",
    replacing: ["Screens/Detail/ArticleDetailView.swift"],
    dependencies: ["ArticleDomain", "HeadlessSwiftUI"]),
  variant(
    "SwiftUIMVVMWritableQuery", of: "SwiftUIMVVMArticles",
    replacing: ["Screens/List/ArticleListViewModel.swift"],
    dependencies: ["ArticleDomain", "HeadlessSwiftUI"]),
  variant(
    "SwiftUIMVVMLoginHoldsScene", of: "SwiftUIMVVMArticles", replacing: ["App/SceneModel.swift"],
    dependencies: ["ArticleDomain", "HeadlessSwiftUI"]),
  variant(
    "SwiftUIMVVMSharedDetailLoader", of: "SwiftUIMVVMArticles",
    replacing: ["Screens/Detail/ArticleDetailViewModel.swift"],
    dependencies: ["ArticleDomain", "HeadlessSwiftUI"]),
  variant(
    "SwiftUITCARowsReadEveryStar", of: "SwiftUITCAArticles",
    replacing: ["List/ArticleListPage.swift"],
    dependencies: [
      "ArticleDomain", "HeadlessUI", "HeadlessSwiftUI", "ComposableRuntime", "ComposableSwiftUI",
    ]),
]

/// `WORKBENCH_WITHOUT_VARIANTS=1` builds the package without its teaching variants, and so
/// without the `workbench` executable and the tests that run either: what CI's address-
/// sanitizer run checks, since each variant is a correct module compiled again with one file
/// changed. Use a scratch path of its own for it (`--scratch-path .build/asan`).
let withoutVariants = Context.environment["WORKBENCH_WITHOUT_VARIANTS"] == "1"

/// A pattern's tests. `variantTests` names its files that run one of `variants`; a build
/// without the variants leaves those files out.
func patternTests(
  _ module: String, dependencies: [Target.Dependency] = [], variants: [String] = [],
  variantTests: [String] = []
) -> Target {
  .testTarget(
    name: module + "Tests",
    dependencies: [.target(name: module), "ScenarioKit", "TestSupport"] + dependencies
      + (withoutVariants ? [] : variants.map { .target(name: $0) }),
    exclude: withoutVariants ? variantTests : [], swiftSettings: strictSettings)
}

/// The `workbench` executable and the teaching variants' catalog, with the tests that run them.
let wholeWorkbench: [Target] =
  [
    // The teaching variants as a catalog, added to the seven patterns.
    .target(
      name: "BuiltInVariants",
      dependencies: ["BuiltInPatterns", "WorkbenchKit", "ScenarioKit"]
        + variants.map { .target(name: $0.name) },
      swiftSettings: strictSettings),
    // `workbench`: every pattern and variant. Its report's quick sweep starts `state-copy`.
    .executableTarget(
      name: "workbench", dependencies: ["WorkbenchKit", "BuiltInVariants"],
      swiftSettings: strictSettings),
    // The variants' verdicts, and the `workbench` executable run as a user runs it.
    .testTarget(
      name: "BuiltInVariantsTests",
      dependencies: ["BuiltInVariants", "WorkbenchKit", "ScenarioKit", "TestSupport"],
      swiftSettings: strictSettings),
  ] + variants

let package = Package(
  name: "ArchitectureWorkbench",
  products: [
    .library(name: "ArticleDomain", targets: ["ArticleDomain"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
    .library(name: "ScenarioKit", targets: ["ScenarioKit"]),
    .library(name: "WorkbenchKit", targets: ["WorkbenchKit"]),
    .library(name: "BuiltInPatterns", targets: ["BuiltInPatterns"]),
    // The state-copy benchmark, for a team's own benchmark executable (`mvp-state-copy`) to
    // measure its pattern beside the seven. Its counting allocator replaces `malloc` in the
    // whole process: link it into that one executable only, never into tests or a workbench.
    .library(name: "StateCopyKit", targets: ["StateCopyKit"]),
    .executable(name: "state-copy", targets: ["state-copy"]),
  ] + (withoutVariants ? [] : [.executable(name: "workbench", targets: ["workbench"])]),
  targets: [
    // The feature's value types and the ports every pattern calls.
    .target(name: "ArticleDomain", swiftSettings: strictSettings),
    // A UIKit stand-in: lifecycle, navigation and the views the feature needs.
    .target(name: "HeadlessUI", dependencies: ["ArticleDomain"], swiftSettings: strictSettings),
    // The declarative stand-in for SwiftUI, hosted in HeadlessUI's windows as SwiftUI is in
    // UIKit's: the SwiftUI-era chapters' views.
    .target(
      name: "HeadlessSwiftUI", dependencies: ["ArticleDomain", "HeadlessUI"],
      swiftSettings: strictSettings),
    // The scenario protocol, scripted world, deterministic loop, parser and runner.
    .target(
      name: "ScenarioKit", dependencies: ["ArticleDomain", "HeadlessUI"],
      swiftSettings: strictSettings),

    // Pattern modules: each depends on the domain and the headless UI only.
    .target(
      name: "UDFArticles", dependencies: ["ArticleDomain", "HeadlessUI"],
      swiftSettings: strictSettings),
    .target(
      name: "MVIArticles", dependencies: ["ArticleDomain", "HeadlessUI"],
      swiftSettings: strictSettings),
    .target(
      name: "MVCArticles", dependencies: ["ArticleDomain", "HeadlessUI"],
      swiftSettings: strictSettings),
    .target(
      name: "MVVMArticles", dependencies: ["ArticleDomain", "HeadlessUI"],
      swiftSettings: strictSettings),
    .target(
      name: "CoordinatorArticles", dependencies: ["ArticleDomain", "HeadlessUI"],
      swiftSettings: strictSettings),
    .target(
      name: "VIPERArticles", dependencies: ["ArticleDomain", "HeadlessUI"],
      swiftSettings: strictSettings),
    // A small composable runtime in the style of The Composable Architecture; knows no articles.
    .target(name: "ComposableRuntime", swiftSettings: strictSettings),
    // The composable runtime's bindings for the SwiftUI stand-in's views.
    .target(
      name: "ComposableSwiftUI", dependencies: ["ComposableRuntime", "HeadlessSwiftUI"],
      swiftSettings: strictSettings),
    // What UIKit pages use to observe a store, over the UIKit stand-in: UIKitNavigation's part.
    .target(
      name: "ComposableUIKit", dependencies: ["ComposableRuntime", "HeadlessUI"],
      swiftSettings: strictSettings),
    .target(
      name: "TCAArticles",
      dependencies: ["ArticleDomain", "HeadlessUI", "ComposableRuntime", "ComposableUIKit"],
      swiftSettings: strictSettings),
    // The SwiftUI-era chapters, over the SwiftUI stand-in.
    .target(
      name: "SwiftUIMVVMArticles", dependencies: ["ArticleDomain", "HeadlessSwiftUI"],
      swiftSettings: strictSettings),
    // The TCA-style feature in SwiftUI: the composable runtime's stores under SwiftUI views.
    .target(
      name: "SwiftUITCAArticles",
      dependencies: [
        "ArticleDomain", "HeadlessUI", "HeadlessSwiftUI", "ComposableRuntime", "ComposableSwiftUI",
      ],
      swiftSettings: strictSettings),
    // The engine: command line, runner front-end, worker isolation, reports. It knows no
    // pattern; it runs the catalog it is handed.
    .target(name: "WorkbenchKit", dependencies: ["ScenarioKit"], swiftSettings: strictSettings),
    // The seven patterns as a catalog, what a team's own package compares its pattern with.
    .target(
      name: "BuiltInPatterns",
      dependencies: [
        "WorkbenchKit", "ScenarioKit", "UDFArticles", "MVIArticles", "MVCArticles",
        "MVVMArticles", "CoordinatorArticles", "VIPERArticles", "TCAArticles",
        "SwiftUIMVVMArticles",
        "SwiftUITCAArticles",
      ],
      swiftSettings: strictSettings),

    // A libFuzzer target for every parser; without the fuzzer it replays a corpus.
    .executableTarget(
      name: "parser-fuzz", dependencies: ["ScenarioKit"], path: "Tests/ParserFuzz",
      exclude: ["Seeds"], swiftSettings: strictSettings),

    // Benchmarks, out of the libraries' dependency graph.
    // Counts the process's heap allocations by interposing malloc & co. (glibc only).
    .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
    // The benchmark itself, a library so that its tests can read its parts.
    .target(
      name: "StateCopyKit",
      dependencies: [
        "MallocCounter", "ArticleDomain", "HeadlessUI", "ScenarioKit", "WorkbenchKit",
        "BuiltInPatterns", "TCAArticles", "ComposableRuntime",
      ],
      path: "Benchmarks/StateCopyKit", swiftSettings: strictSettings),
    .executableTarget(
      name: "state-copy", dependencies: ["StateCopyKit"], path: "Benchmarks/StateCopy",
      swiftSettings: strictSettings),
    // A team's benchmark executable as StateCopyTests run it: patterns of its own beside the
    // seven, one finished (the VIPER app under another name) and one being written.
    .executableTarget(
      name: "outside-state-copy",
      dependencies: [
        "StateCopyKit", "ScenarioKit", "ArticleDomain", "HeadlessUI", "VIPERArticles",
      ],
      path: "Benchmarks/OutsideStateCopy", swiftSettings: strictSettings),

    .testTarget(
      name: "ArticleDomainTests", dependencies: ["ArticleDomain"], swiftSettings: strictSettings),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: [
        "HeadlessUI", "ComposableRuntime", "ComposableUIKit", "ScenarioKit", "TestSupport",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "HeadlessSwiftUITests",
      dependencies: [
        "HeadlessSwiftUI", "HeadlessUI", "ScenarioKit", "TestSupport", "ComposableRuntime",
        "ComposableSwiftUI",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ScenarioKitTests", dependencies: ["ScenarioKit"],
      swiftSettings: strictSettings),
    patternTests(
      "UDFArticles", variants: ["UDFNoRevisionGuard"],
      variantTests: ["StaleResultScenarioTests.swift"]),
    patternTests("MVIArticles"),
    patternTests("MVCArticles"),
    patternTests(
      "MVVMArticles", variants: ["MVVMNoCancel"], variantTests: ["NoCancelVariantTests.swift"]),
    patternTests(
      "CoordinatorArticles", variants: ["CoordinatorKeptChild"],
      variantTests: ["KeptChildVariantTests.swift"]),
    patternTests("VIPERArticles"),
    .testTarget(
      name: "ComposableRuntimeTests", dependencies: ["ComposableRuntime"],
      swiftSettings: strictSettings),
    patternTests("TCAArticles", dependencies: ["ComposableRuntime"]),
    patternTests("SwiftUIMVVMArticles", dependencies: ["HeadlessSwiftUI", "HeadlessUI"]),
    patternTests(
      "SwiftUITCAArticles", dependencies: ["ComposableRuntime", "HeadlessSwiftUI", "HeadlessUI"]),
    // Runs the built state-copy executable, so its counting allocator stays out of test binaries.
    .testTarget(
      name: "StateCopyTests", path: "Benchmarks/StateCopyTests", swiftSettings: strictSettings),
    // What the test targets share: articles, scripted worlds and answers, temporary folders.
    .target(
      name: "TestSupport", dependencies: ["ArticleDomain", "ScenarioKit"],
      path: "Tests/TestSupport", swiftSettings: strictSettings),
    .testTarget(
      name: "WorkbenchKitTests",
      dependencies: ["WorkbenchKit", "BuiltInPatterns", "ScenarioKit", "TestSupport"],
      swiftSettings: strictSettings),
  ] + (withoutVariants ? [] : wholeWorkbench)
)
