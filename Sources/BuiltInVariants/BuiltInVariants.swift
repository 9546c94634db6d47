import CoordinatorKeptChild
import CoordinatorStaleSelection
import MVCLinksToTheKeyWindow
import MVCOrphanTask
import MVCReloadsWholeTable
import MVCRestoresPastTheLogin
import MVCTimeoutOutlivesLoad
import MVIRenderReloadsTable
import MVVMAnalyticsSendsQuery
import MVVMFavoritesOutliveLogout
import MVVMFavoritesPerWindow
import MVVMNoCancel
import MVVMStickyError
import MVVMTimeoutKeepsRequest
public import ScenarioKit
import SwiftUIMVVMLoginHoldsScene
import SwiftUIMVVMSharedDetailLoader
import SwiftUIMVVMUnownedTask
import SwiftUIMVVMUnownedViewModel
import SwiftUIMVVMWritableQuery
import SwiftUITCARowsReadEveryStar
import TCADetailWithoutID
import TCANoCancelInFlight
import TCAPrintsWholeActions
import UDFAnalyticsRecordsActions
import UDFForgottenContinuation
import UDFLogoutResetsRevisions
import UDFNoCancelOnLeave
import UDFNoInFlightGuard
import UDFNoRevisionGuard
import UDFNoRollback
import UDFStickyError
import VIPERNoStaleGuard

/// The teaching variants this package ships, in the order reports show them.
public enum BuiltInVariants {
  /// The teaching variants: each reproduces one classic mistake of a pattern, and
  /// `Scenarios/expected-failures.txt` lists the scenarios that must catch it.
  public static let entries: [PatternEntry] = [
    PatternEntry(
      name: "Coordinator/stale-selection",
      summary: "The coordinator keeps its own copy of the pushed article; it drifts after a back",
      app: CoordinatorStaleSelection.CoordinatorArticlesApp.self),
    PatternEntry(
      name: "Coordinator/kept-child",
      summary: "A finished login coordinator is never removed from its parent's children",
      app: CoordinatorKeptChild.CoordinatorArticlesApp.self),
    PatternEntry(
      name: "MVC/orphan-task",
      summary: "An unowned detail Task: nothing cancels it, its late answer still draws",
      app: MVCOrphanTask.MVCArticlesApp.self),
    PatternEntry(
      name: "MVC/reloads-whole-table",
      summary: "A change to one article reloads the whole table",
      app: MVCReloadsWholeTable.MVCArticlesApp.self),
    PatternEntry(
      name: "MVC/timeout-outlives-its-load",
      summary: "A timeout timer nobody keeps gives up on whatever load is in flight when it fires",
      app: MVCTimeoutOutlivesLoad.MVCArticlesApp.self),
    PatternEntry(
      name: "MVC/restores-past-the-login",
      summary: "Saved pages put back as they were, a detail opened without the login gate",
      app: MVCRestoresPastTheLogin.MVCArticlesApp.self),
    PatternEntry(
      name: "MVC/links-to-the-key-window",
      summary: "A link opened in the window opened last, not the window it was sent to",
      app: MVCLinksToTheKeyWindow.MVCArticlesApp.self),
    PatternEntry(
      name: "MVVM/no-cancel",
      summary: "A list load task that is never cancelled and has no stale-result guard",
      app: MVVMNoCancel.MVVMArticlesApp.self),
    PatternEntry(
      name: "MVVM/sticky-error",
      summary: "A retry that asks again but leaves the old error on screen",
      app: MVVMStickyError.MVVMArticlesApp.self),
    PatternEntry(
      name: "MVVM/timeout-keeps-request",
      summary: "A timeout that shows the error but leaves the request running: its answer lands",
      app: MVVMTimeoutKeepsRequest.MVVMArticlesApp.self),
    PatternEntry(
      name: "MVVM/favorites-outlive-logout",
      summary: "A favorites store made once for the app, which outlives the account's logout",
      app: MVVMFavoritesOutliveLogout.MVVMArticlesApp.self),
    PatternEntry(
      name: "MVVM/analytics-sends-query",
      summary: "The search is tracked with the query the user typed",
      app: MVVMAnalyticsSendsQuery.MVVMArticlesApp.self),
    PatternEntry(
      name: "MVVM/favorites-per-window",
      summary:
        "Each window makes its own favorites store: a star tapped in one never shows in the other",
      app: MVVMFavoritesPerWindow.MVVMArticlesApp.self),
    PatternEntry(
      name: "UDF/no-revision-guard",
      summary: "The root reducer applies every answer: a replaced request's late answer wins",
      app: UDFNoRevisionGuard.UDFArticlesApp.self),
    PatternEntry(
      name: "UDF/no-cancel-on-leave",
      summary: "Leaving closes the window only: the store and its effects keep running",
      app: UDFNoCancelOnLeave.UDFArticlesApp.self),
    PatternEntry(
      name: "UDF/sticky-error",
      summary: "Retry starts the load again but leaves the old error beside the spinner",
      app: UDFStickyError.UDFArticlesApp.self),
    PatternEntry(
      name: "UDF/no-in-flight-guard",
      summary: "Reaching the end while a page loads asks for the page again",
      app: UDFNoInFlightGuard.UDFArticlesApp.self),
    PatternEntry(
      name: "UDF/no-rollback",
      summary: "A favorite the server refused says so, but its optimistic star stays",
      app: UDFNoRollback.UDFArticlesApp.self),
    PatternEntry(
      name: "UDF/forgotten-continuation",
      summary: "Logging in closes the login page and forgets what the user asked for",
      app: UDFForgottenContinuation.UDFArticlesApp.self),
    PatternEntry(
      name: "UDF/analytics-records-actions",
      summary: "An analytics middleware that sends every action whole, the query typed with it",
      app: UDFAnalyticsRecordsActions.UDFArticlesApp.self),
    PatternEntry(
      name: "UDF/logout-resets-revisions",
      summary: "A logout answered with the initial state, revision counter and all",
      app: UDFLogoutResetsRevisions.UDFArticlesApp.self),
    PatternEntry(
      name: "MVI/render-reloads-table",
      summary: "A page appended or a star changed reloads the whole table",
      app: MVIRenderReloadsTable.MVIArticlesApp.self),
    PatternEntry(
      name: "VIPER/no-stale-guard",
      summary: "The list interactor applies every answer: a replaced request's late answer wins",
      app: VIPERNoStaleGuard.VIPERArticlesApp.self),
    PatternEntry(
      name: "TCA/no-cancel-in-flight",
      summary: "Search effects with an id but without cancelInFlight: every timer and query runs",
      app: TCANoCancelInFlight.TCAArticlesApp.self),
    PatternEntry(
      name: "TCA/detail-without-id",
      summary: "The detail request escapes its effect in a Task: no id or ifLet can cancel it",
      app: TCADetailWithoutID.TCAArticlesApp.self),
    PatternEntry(
      name: "TCA/prints-whole-actions",
      summary: "The store prints every action whole to the debug log, queries and titles with it",
      app: TCAPrintsWholeActions.TCAArticlesApp.self),
    PatternEntry(
      name: "SwiftUI-MVVM/unowned-task",
      summary: "The detail loads in a Task started from .onAppear: leaving cancels nothing",
      app: SwiftUIMVVMUnownedTask.SwiftUIMVVMArticlesApp.self),
    PatternEntry(
      name: "SwiftUI-MVVM/unowned-view-model",
      summary: "The detail view model is a plain property: each pass over its stack remakes it",
      app: SwiftUIMVVMUnownedViewModel.SwiftUIMVVMArticlesApp.self),
    PatternEntry(
      name: "SwiftUI-MVVM/writable-query",
      summary: "The search field writes the view model's query: no debounce, no cancellation",
      app: SwiftUIMVVMWritableQuery.SwiftUIMVVMArticlesApp.self),
    PatternEntry(
      name: "SwiftUI-MVVM/login-holds-its-scene",
      summary: "The login's view model and its scene's hold each other: neither is ever released",
      app: SwiftUIMVVMLoginHoldsScene.SwiftUIMVVMArticlesApp.self),
    PatternEntry(
      name: "SwiftUI-MVVM/shared-detail-loader",
      summary: "Details load through an app-wide singleton: its requests outlive pages and runs",
      app: SwiftUIMVVMSharedDetailLoader.SwiftUIMVVMArticlesApp.self),
    PatternEntry(
      name: "SwiftUI-TCA/rows-read-every-star",
      summary: "Each row reads its star from the window's store: any star evaluates every row",
      app: SwiftUITCARowsReadEveryStar.SwiftUITCAArticlesApp.self),
  ]
}
