import CoordinatorArticles
import MVCArticles
import MVIArticles
import MVVMArticles
public import ScenarioKit
import SwiftUIMVVMArticles
import SwiftUITCAArticles
import TCAArticles
import UDFArticles
import VIPERArticles

/// The seven patterns this package builds the feature in, in the order reports show them.
public enum BuiltInPatterns {
  /// The seven architecture patterns, each a full implementation.
  public static let entries: [PatternEntry] = [
    PatternEntry(
      name: "MVC",
      summary: "View controllers own their tasks and set their views; a shared favorites model",
      app: MVCArticles.MVCArticlesApp.self),
    PatternEntry(
      name: "MVVM",
      summary: "@Observable view models; views bind by observation and follow a published route",
      app: MVVMArticles.MVVMArticlesApp.self),
    PatternEntry(
      name: "Coordinator",
      summary: "MVVM screens without navigation; coordinators own flow, links, login and children",
      app: CoordinatorArticles.CoordinatorArticlesApp.self),
    PatternEntry(
      name: "UDF", summary: "One store, reduce(&state, action) -> [Effect], revision guards",
      app: UDFArticles.UDFArticlesApp.self),
    PatternEntry(
      name: "MVI",
      summary: "reduce(state, intent) -> State; the store dispatches and handles side effects",
      app: MVIArticles.MVIArticlesApp.self),
    PatternEntry(
      name: "TCA",
      summary: "A hand-built composable runtime: reduce(into:) -> Effect, Scope/ifLet, TestStore",
      app: TCAArticles.TCAArticlesApp.self),
    PatternEntry(
      name: "VIPER",
      summary: "View, Interactor, Presenter, Entity, Router per screen; routers assemble, navigate",
      app: VIPERArticles.VIPERArticlesApp.self),
    PatternEntry(
      name: "SwiftUI-MVVM",
      summary: "@Observable view models owned by views in @State; .task, .refreshable, a path",
      app: SwiftUIMVVMArticles.SwiftUIMVVMArticlesApp.self),
    PatternEntry(
      name: "SwiftUI-TCA",
      summary: "The TCA-style features under SwiftUI views: store.x observed, $store.scope stacks",
      app: SwiftUITCAArticles.SwiftUITCAArticlesApp.self),
  ]
}
