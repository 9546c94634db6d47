import ArticleDomain
import BuiltInPatterns
import HeadlessUI
import ScenarioKit
import WorkbenchKit

/// The seven patterns, each as its **app**, and after them the patterns of a team's own package
/// (`outside`, handed to ``StateCopyCommand/runAndExit(patterns:)``): each built by the
/// composition root the scenarios launch (its ``PatternEntry``), in a scripted world, on the
/// deterministic loop, and driven only through what it shows, as a user and a server act on it
/// (``DrivenApp``).
///
/// Every operation is the user's or the server's act followed by the loop run until it is
/// quiet, so its time, allocations and render work are everything the app does in reaction:
/// the pattern's own update, its effects, its render into the list page's table. A row is named
/// as today's `+ render` rows were, the update with its render, so that the figures stay like
/// for like; there is no row of an update without its render, since an app never makes one.
@MainActor
func appSubjects(loop: DeterministicLoop, outside: [PatternEntry] = []) -> [Subject] {
  let builtIn = BuiltInPatterns.entries.map { ($0, false) }
  return (builtIn + outside.map { ($0, true) }).map { entry, isOutside in
    Subject(
      name: subjectName(of: entry.name), includesRender: true, isOutside: isOutside,
      meaning: "the \(entry.name) app, built by its composition root and driven through its window",
      operations: Operation.allCases,
      make: { articles, operation in
        DrivenApp(entry, articles: articles, operation: operation, loop: loop).driven
      })
  }
}

/// The benchmark's name for a pattern: the names the reports and the thresholds have always
/// read (a store pattern is named by its store, `UDF inout store`).
private func subjectName(of pattern: String) -> String {
  BenchmarkExecutable.benchmarkName(of: pattern)
}

/// One app in its own scripted world, launched with a first page of articles, that the
/// benchmark acts on as a user (taps, scrolls, pulls) and as the server (answers a request).
///
/// The world is logged in. For a star tap it is offline, as the benchmark always measured a tap:
/// the app changes its state and queues the change instead of starting a request. For the
/// operations that answer a request it is online, so that the user's act makes the request
/// the answer belongs to; for a stale answer the server ignores cancellation (`Given the
/// server ignores cancellation`), so the superseded request's answer does reach the app.
///
/// The world's trace, analytics and debug log are the ones an app ships with when nobody
/// listens (disabled, discarding): what a scenario records for its report is not the app's cost.
/// Its device cache keeps nothing (``BenchmarkCache``): the scripted cache keeps the saved
/// array itself, sharing the app's storage, so the app's next append would copy the whole
/// list — a copy a device's cache, which writes the articles out, never causes.
///
/// An app that cannot do what an operation asks (its star not wired, no request made for a next
/// page, its work never quiet) is not stopped: the first such failure is kept (``failure``),
/// every act after it does nothing, and the probe's check reports it, naming the cell — as for
/// a wrong result. A team's pattern being written reads so in its report, and the others go on.
@MainActor
final class DrivenApp {
  private let world = ScriptedWorld(trace: TraceLog(), releasedAtEndOfRun: false)
  private let app: any HeadlessApp
  private let loop: DeterministicLoop
  private let window: Window
  /// The list page's table, on which the user acts and whose render work is counted: the
  /// list the launch showed.
  private var list: ListView?
  /// How many articles the list loaded with: the refresh a stale answer follows is answered
  /// with as many, made afresh each time so that the benchmark never shares the app's storage.
  private let firstPageCount: Int
  /// The list request the next answer answers, made by the user's last act.
  private var pending: Int?
  /// The page request a refresh superseded, whose answer comes late.
  private var superseded: Int?
  /// The pages answered so far: each answer names a next page, so the end is never reached.
  private var pagesAnswered = 0
  /// What the app could not do, the first time: then nothing more is done to it.
  private(set) var failure: String?

  init(_ entry: PatternEntry, articles: [Article], operation: Operation, loop: DeterministicLoop) {
    self.loop = loop
    firstPageCount = articles.count
    world.isLoggedIn = true
    if operation == .rejectStale { world.ledger.cancellationBehaviour = .answersLateAnyway }
    var environment = world.environment
    environment.trace = .disabled
    environment.analytics = DiscardingAnalytics()
    environment.debugLog = DiscardingDebugLog()
    environment.cache = BenchmarkCache()
    app = entry.makeApp(environment)
    window = app.window
    app.launch()
    settle("launching")
    answer(newest(nextPage: false, "launching"), with: articles)
    list = try? window.visible(ListView.self, "list")
    if list?.numberOfRows != articles.count {
      fail(
        "the first page of \(articles.count) articles is not on screen (the list shows "
          + "\(list.map { "\($0.numberOfRows) rows" } ?? "no list"))")
    }
    if operation == .toggleUntouched || operation == .toggleAgain {
      world.isOnline = false
      settle("going offline")
    }
  }

  /// The app as the probes drive it.
  var driven: Driven {
    Driven(
      tapStar: { [self] id in
        act("tapping the star of \(id)") { window throws(InteractionError) in
          try window.tapStar(ofRow: id)
        }
      },
      isFavorite: { [self] id in rows().first { $0.id == id }?.isFavorite ?? false },
      starsShown: { [self] ids in
        let rows = rows()
        return ids.map { id in rows.first { $0.id == id }?.isFavorite ?? false }
      },
      articles: { [self] in
        rows().map { Article(id: $0.id, title: $0.title, isFavorite: $0.isFavorite) }
      },
      screen: { [self] in window.screen },
      prepareAppend: { [self] in
        act("scrolling to the end") { window throws(InteractionError) in try window.scrollToEnd() }
        pending = newest(nextPage: true, "scrolling to the end")
      },
      appendPage: { [self] page in answer(pending.take(), with: page) },
      prepareReplace: { [self] in
        act("pulling to refresh") { window throws(InteractionError) in try window.pullToRefresh() }
        pending = newest(nextPage: false, "pulling to refresh")
      },
      replaceList: { [self] articles in answer(pending.take(), with: articles) },
      prepareStale: { [self] in
        act("scrolling to the end") { window throws(InteractionError) in try window.scrollToEnd() }
        superseded = newest(nextPage: true, "scrolling to the end")
        act("pulling to refresh") { window throws(InteractionError) in try window.pullToRefresh() }
        answer(newest(nextPage: false, "pulling to refresh"), with: makeArticles(firstPageCount))
      },
      answerStale: { [self] page in answer(superseded.take(), with: page) },
      listView: list, settle: { [self] in settle("scrolling the list") },
      close: { [self] in close() }, failure: { [self] in failure })
  }

  /// The rows the list shows, as a user scrolling through would see them (read untimed).
  private func rows() -> [ListView.Row] { window.screen.list?.rows ?? [] }

  /// The user's act on the window, then the loop run until the app is quiet.
  private func act(_ what: String, _ body: (Window) throws(InteractionError) -> Void) {
    guard failure == nil else { return }
    do throws(InteractionError) {
      try body(window)
    } catch {
      return fail("\(what): \(error)")
    }
    settle(what)
  }

  /// The server's answer to request `number`: `articles`, and a next page; then the loop run
  /// until the app is quiet.
  private func answer(_ number: Int?, with articles: [Article]) {
    guard failure == nil, let number else { return }
    pagesAnswered += 1
    let page = Page(articles: articles, next: PageCursor(rawValue: "\(pagesAnswered)"))
    do throws(StepFailure) {
      try world.answer(number, withPage: page)
    } catch {
      return fail("answering request #\(number): \(error)")
    }
    settle("answering request #\(number)")
  }

  /// The newest list request still waiting for an answer: for a next page when `nextPage`,
  /// else for the first page (a launch's, a refresh's); `nil` when there is none, the failure
  /// kept.
  private func newest(nextPage: Bool, _ what: String) -> Int? {
    guard failure == nil else { return nil }
    let request = world.ledger.pending.last { request in
      guard case .page(let cursor) = request.kind else { return false }
      return (cursor != nil) == nextPage
    }
    guard let request else {
      let made = world.ledger.requests.map(\.description).joined(separator: ", ")
      let page = nextPage ? "next page" : "first page"
      fail("\(what) asked the server for no \(page) (requests: \(made.isEmpty ? "none" : made))")
      return nil
    }
    return request.number
  }

  /// Runs the loop until the app is quiet.
  private func settle(_ what: String) {
    if case .didNotSettle = loop.runUntilIdle() {
      fail("the work of \(what) never finished")
    }
  }

  /// Keeps the first thing the app could not do (the probe's check names the cell).
  private func fail(_ message: String) {
    if failure == nil { failure = message }
  }

  /// Tears the app down and ends what is still waiting on its world, as the scenario runner
  /// does after a scenario, so that nothing of it outlives the probe.
  private func close() {
    app.tearDown()
    world.release()
    settle("tearing down")
  }
}
