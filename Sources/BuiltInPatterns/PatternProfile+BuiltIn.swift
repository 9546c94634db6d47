import WorkbenchKit

extension PatternProfile {
  /// What the report says about each of the seven patterns, by name.
  static let builtIn: [String: PatternProfile] = [
    "MVC": PatternProfile(
      stateOwner: "View controllers, plus a shared favorites model",
      effectDiscipline: "Tasks owned and cancelled by view controllers",
      navigationOwner: "View controllers push and present",
      sourceFolders: ["MVCArticles"], testFolders: ["MVCArticlesTests"]),
    "MVVM": PatternProfile(
      stateOwner: "@Observable view models",
      effectDiscipline: "View-model tasks with generation checks; a screen's tasks end with it",
      navigationOwner: "A route the app view model publishes",
      sourceFolders: ["MVVMArticles"], testFolders: ["MVVMArticlesTests"],
      note: "its Screens/ and Models/ are the Coordinator's too",
      childFeature:
        "The app view model makes the child's view model and hands it to the page's init; "
        + "the child answers through a closure"),
    "Coordinator": PatternProfile(
      stateOwner: "The MVVM screens' view models; coordinators own the flow",
      effectDiscipline: "The MVVM screens' tasks; a screen's tasks end with it",
      navigationOwner: "Coordinators: start(), a screen factory, child coordinators",
      sourceFolders: ["CoordinatorArticles", "MVVMArticles/Screens", "MVVMArticles/Models"],
      testFolders: ["CoordinatorArticlesTests"],
      note: "counts the MVVM screens and models it compiles (Screens/ and Models/ are links)"),
    "UDF": PatternProfile(
      stateOwner: "One store",
      effectDiscipline:
        "reduce(&state, action) → [Effect], each naming its runner; revision guards",
      navigationOwner: "State in the store",
      sourceFolders: ["UDFArticles"], testFolders: ["UDFArticlesTests"]),
    "MVI": PatternProfile(
      stateOwner: "One store; the state composed of sub-states",
      effectDiscipline:
        "reduce(state, intent) → State; the store's executor starts each intent's work; revisions",
      navigationOwner: "State in the store",
      sourceFolders: ["MVIArticles"], testFolders: ["MVIArticlesTests"]),
    "VIPER": PatternProfile(
      stateOwner: "Interactors hold entities; presenters map them",
      effectDiscipline: "Interactors with request tickets",
      navigationOwner: "Routers assemble and navigate",
      sourceFolders: ["VIPERArticles"], testFolders: ["VIPERArticlesTests"]),
    "TCA": PatternProfile(
      stateOwner: "One store of composed reducers; each page holds a scoped store",
      effectDiscipline: "Effects with cancellation IDs; ifLet ends a child's effects",
      navigationOwner: "Presented child state (@Presents) in the store",
      sourceFolders: ["TCAArticles", "ComposableRuntime"], testFolders: ["TCAArticlesTests"],
      note: "includes the composable runtime",
      childFeature:
        "Scope for the list; ifLet(\\.$detail) and ifLet(\\.$login) for presented pages; "
        + "each page gets store.scope; delegate actions up"),
    "SwiftUI-MVVM": PatternProfile(
      stateOwner: "@Observable view models in the views' @State, an account model",
      effectDiscipline: "Tasks the view models own; a detail's load is its page's .task",
      navigationOwner: "A path and a login sheet the scene model owns",
      sourceFolders: ["SwiftUIMVVMArticles"], testFolders: ["SwiftUIMVVMArticlesTests"],
      note: "links MVVM's network status, connection, notices and login view model",
      childFeature:
        "The child view makes its own view model in @State from an id and the scene model; "
        + "the path holds ids"),
    "SwiftUI-TCA": PatternProfile(
      stateOwner: "One store of composed reducers; views read store.x through observation",
      effectDiscipline: "Effects with cancellation IDs; forEach and ifLet end a page's effects",
      navigationOwner: "A stack of page states and the presented login, in the store",
      sourceFolders: ["SwiftUITCAArticles", "ComposableRuntime", "ComposableSwiftUI"],
      testFolders: ["SwiftUITCAArticlesTests"],
      note: "includes the composable runtime and its SwiftUI bindings",
      childFeature:
        "Scope for the list; forEach(\\.path) on stack state; ifLet for the login sheet; "
        + "views get store.scope and $store.scope"),
  ]
}
