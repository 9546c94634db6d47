import CoordinatorArticles
import MVCArticles
import MVIArticles
import MVVMArticles
public import ScenarioKit
import TCAArticles
import TeachingVariants
import UDFArticles
import VIPERArticles

/// The patterns the workbench knows, in the order reports show them.
public enum Catalog {
  /// The six architecture patterns (those built so far), each a full implementation.
  public static let patterns: [PatternEntry] = [
    PatternEntry(
      name: "MVC",
      summary: "View controllers own their tasks and set their views; a shared favorites model",
      app: MVCArticlesApp.self),
    PatternEntry(
      name: "MVVM",
      summary: "@Observable view models; views bind by observation and follow a published route",
      app: MVVMArticlesApp.self),
    PatternEntry(
      name: "Coordinator",
      summary: "MVVM screens without navigation; coordinators own flow, links, login and children",
      app: CoordinatorArticlesApp.self),
    PatternEntry(
      name: "UDF", summary: "One store, reduce(&state, action) -> [Effect], revision guards",
      app: UDFArticlesApp.self),
    PatternEntry(
      name: "MVI",
      summary: "reduce(state, intent) -> State; the store dispatches and handles side effects",
      app: MVIArticles.MVIArticlesApp.self),
    PatternEntry(
      name: "TCA",
      summary: "A hand-built composable runtime: reduce(into:) -> Effect, Scope/ifLet, TestStore",
      app: TCAArticlesApp.self),
    PatternEntry(
      name: "VIPER",
      summary: "View, Interactor, Presenter, Entity, Router per screen; routers assemble, navigate",
      app: VIPERArticlesApp.self),
  ]

  /// The teaching variants: each reproduces one classic mistake of a pattern, and
  /// `Scenarios/expected-failures.txt` lists the scenarios that must catch it.
  public static let variants: [PatternEntry] = [
    PatternEntry(
      name: "Coordinator/stale-selection",
      summary: "The coordinator keeps its own copy of the pushed article; it drifts after a back",
      app: StaleSelectionApp.self),
    PatternEntry(
      name: "Coordinator/kept-child",
      summary: "A finished login coordinator is never removed from its parent's children",
      app: KeptChildApp.self),
    PatternEntry(
      name: "MVC/orphan-task",
      summary: "An unowned detail Task: nothing cancels it, its late answer still draws",
      app: MVCOrphanTaskApp.self),
    PatternEntry(
      name: "MVVM/no-cancel",
      summary: "A list load task that is never cancelled and has no stale-result guard",
      app: MVVMNoCancelApp.self),
    PatternEntry(
      name: "MVVM/sticky-error",
      summary: "A retry that asks again but leaves the old error on screen",
      app: MVVMStickyErrorApp.self),
    PatternEntry(
      name: "VIPER/no-stale-guard",
      summary: "The list interactor applies every answer: a replaced request's late answer wins",
      app: VIPERNoStaleGuardApp.self),
    PatternEntry(
      name: "TCA/no-cancel-in-flight",
      summary: "Search effects with an id but without cancelInFlight: every timer and query runs",
      app: TCANoCancelInFlightApp.self),
    PatternEntry(
      name: "TCA/detail-without-id",
      summary: "The detail request is a parent effect with no id: going back cannot cancel it",
      app: TCADetailWithoutIDApp.self),
  ]

  /// The pattern, variant or harness probe named `name`, ignoring case.
  public static func pattern(named name: String) -> PatternEntry? {
    (patterns + variants + HarnessProbes.entries).first {
      $0.name.lowercased() == name.lowercased()
    }
  }

  /// Whether `name` is a teaching variant rather than a pattern.
  public static func isVariant(_ name: String) -> Bool {
    variants.contains { $0.name == name }
  }
}
