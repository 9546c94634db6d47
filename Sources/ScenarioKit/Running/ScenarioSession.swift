import ArticleDomain
public import HeadlessUI

/// One run of one scenario on one pattern: the scripted world, the app, and the acts and
/// checks the steps perform.
///
/// Steps act only through the app's window, as a UI test would, and read only the ``Screen``.
@MainActor
public final class ScenarioSession {
  public let world: ScriptedWorld
  let loop: DeterministicLoop
  private let makeApp: @MainActor (ArticleEnvironment) -> any HeadlessApp
  private var choices: ChoiceCursor

  /// The running app; `nil` before launch and after the user left.
  public private(set) var app: (any HeadlessApp)?
  /// The render count when the user left, to tell whether anything rendered afterwards.
  private(set) var rendersWhenLeft: Int?
  private var renderLog: RenderLog?
  /// What the views did to render in the last step that acted, read by the render checks;
  /// `nil` before any step acted with the app built.
  private(set) var renderWorkOfLastAction: RenderWork?
  /// What the app made in the step that first showed each of its pages.
  private var pageBirths = PageBirths()
  /// How many objects the app had registered when it was last relaunched: those before are the
  /// earlier run's.
  private(set) var registeredBeforeRelaunch: Int?
  /// Every text the search field held after the user typed, for the analytics checks: none
  /// of it may reach analytics.
  private(set) var queriesTyped: [String] = []

  /// Whether the app was built (it may have been left since).
  var wasBuilt: Bool { renderLog != nil }

  /// Notes the search field's text after the user typed.
  func noteTypedQuery() {
    for page in screen.stack {
      for case .searchField(let text) in page.elements where !text.isEmpty {
        if !queriesTyped.contains(text) { queriesTyped.append(text) }
      }
    }
  }

  init(
    world: ScriptedWorld, loop: DeterministicLoop, choices: ChoiceCursor,
    makeApp: @escaping @MainActor (ArticleEnvironment) -> any HeadlessApp
  ) {
    self.world = world
    self.loop = loop
    self.choices = choices
    self.makeApp = makeApp
  }

  // MARK: The app

  /// The running app, launching it first when the scenario has not yet.
  public func launchedApp() throws(StepFailure) -> any HeadlessApp {
    if let app { return app }
    guard rendersWhenLeft == nil else { throw StepFailure("the user has left the articles") }
    let app = makeApp(world.environment)
    self.app = app
    world.lifetimes.track(app)
    renderLog = app.window.renderLog
    app.launch()
    return app
  }

  /// Tears the app down and builds it again on the same world, as a relaunch does: what the
  /// last run saved, on the server and on the device, is what the new app finds.
  public func relaunch() throws(StepFailure) {
    guard let app else {
      throw StepFailure(
        rendersWhenLeft == nil ? "the app has not been launched" : "the user has left the articles")
    }
    app.tearDown()
    self.app = nil
    try settle()
    registeredBeforeRelaunch = world.lifetimes.trackedCount
    pageBirths = PageBirths(registered: world.lifetimes.trackedCount)
    _ = try launchedApp()
  }

  /// The objects of the runs before the last relaunch that are still alive.
  var aliveObjectsOfEarlierRuns: [String] {
    registeredBeforeRelaunch.map { world.lifetimes.alive(registeredIn: 0..<$0) } ?? []
  }

  /// Opens `link`. When the app is not running yet this is a cold start: the app is built, is
  /// given the link, and only then launched — as iOS hands a scene its launch URL before the
  /// first frame — so it can show the link's pages without showing the list first.
  public func open(_ link: String) throws(StepFailure) {
    if let app {
      app.open(link)
      return
    }
    guard rendersWhenLeft == nil else { throw StepFailure("the user has left the articles") }
    let app = makeApp(world.environment)
    self.app = app
    world.lifetimes.track(app)
    renderLog = app.window.renderLog
    app.open(link)
    app.launch()
  }

  /// The window the user acts on.
  public func window() throws(StepFailure) -> Window {
    guard let app else {
      throw StepFailure(
        rendersWhenLeft == nil ? "the app has not been launched" : "the user has left the articles")
    }
    return app.window
  }

  /// What the user sees now.
  public var screen: Screen { app?.window.screen ?? Screen(stack: []) }

  /// Tears the app down and lets go of it.
  public func leave() throws(StepFailure) {
    guard let app else { throw StepFailure("the app is not running") }
    app.tearDown()
    rendersWhenLeft = app.window.renderLog.renderCount
    self.app = nil
  }

  /// View changes made since the user left; `nil` while the user has not left.
  public var rendersSinceLeaving: Int? {
    guard let rendersWhenLeft, let renderLog else { return nil }
    return renderLog.renderCount - rendersWhenLeft
  }

  /// The names of the app's objects that are still alive.
  public var aliveObjects: [String] { world.lifetimes.alive }

  // MARK: Time and choices

  /// Advances the virtual clock, running the work each timer releases before the next fires.
  public func advanceClock(by duration: Duration) throws(StepFailure) {
    if case .didNotSettle(let jobs) = loop.advance(world.clock, by: duration) {
      throw StepFailure(Self.unsettled(jobs))
    }
  }

  /// Chooses one of `count` alternatives; the runner tries every combination of choices.
  public func choose(among count: Int) -> Int {
    choices.next(among: count)
  }

  var choicePicks: [Int] { choices.picks }
  var choiceCounts: [Int] { choices.counts }

  /// Why a drain gave up: how many jobs ran, and what keeps work coming.
  static func unsettled(_ jobs: Int) -> String {
    "did not settle: \(jobs) jobs ran and work was still queued — a task that never ends "
      + "(a loop that yields or schedules itself again), or work that keeps scheduling more"
  }

  /// Runs queued work until the app is quiet.
  public func settle() throws(StepFailure) {
    if case .didNotSettle(let jobs) = loop.runUntilIdle() {
      throw StepFailure(Self.unsettled(jobs))
    }
    pageBirths.note(
      shownPages: renderLog?.shownPages.count ?? 0, registered: world.lifetimes.trackedCount)
  }

  /// The names of the objects the app registered in the step that first showed the page at
  /// `index` of ``RenderLog/shownPages`` and that are still alive.
  func aliveObjects(madeWithPageAt index: Int) -> [String] {
    pageBirths.registrations(ofPageAt: index).map(world.lifetimes.alive(registeredIn:)) ?? []
  }
}

extension ScenarioSession {
  /// Answers request `number` and lets the app react.
  ///
  /// An answer to a superseded request is watched: the harness counts the view changes the app
  /// made in reaction (the loop was quiet before the answer, so everything it runs until it is
  /// quiet again is the reaction) and compares the screen before and after. It records what it
  /// saw as `  observed: the answer to #N changed …`, a line no pattern can write (a pattern's
  /// lines start with the kind of its event), so the stale-result figures never depend on what
  /// a pattern chooses to trace. A reaction that does not settle is not observed.
  func answer(_ number: Int, with answer: ScriptedAnswer) throws(StepFailure) {
    let rendersBefore = renderLog?.renderCount ?? 0
    // Only an answer to a superseded request is watched, so only then is the screen read first.
    let watched = world.ledger.hasLaterRequest(ofTheFamilyOf: number)
    let screenBefore = watched ? screen : nil
    try world.answer(number, with: answer)
    try settle()
    guard watched, world.ledger.request(number)?.wasSuperseded == true else { return }
    let changes = (renderLog?.renderCount ?? 0) - rendersBefore
    world.trace.record(
      Self.observation(of: number, viewChanges: changes, screenChanged: screen != screenBefore))
  }

  /// Records what the app's views did to render since the last call, as
  /// `  observed render: 1 cell configured, 20 ids diffed, 1 view changed`, and counts afresh.
  ///
  /// The views count it themselves (``RenderWork``), so no pattern reports its own render
  /// cost; like every observation the line starts `  observed`, which no pattern event does.
  /// Nothing is recorded when no view did anything. After a step that acts (anything but a
  /// check), its work is kept as ``renderWorkOfLastAction`` for the checks that follow.
  func recordRenderWork(afterCheck: Bool = false) {
    guard let renderLog else { return }
    let work = renderLog.work
    renderLog.resetWork()
    if !afterCheck { renderWorkOfLastAction = work }
    if !work.isEmpty { world.trace.record("  observed render: \(work)") }
  }

  /// The trace line that says what an answer to request `number` changed.
  static func observation(of number: Int, viewChanges: Int, screenChanged: Bool) -> String {
    let prefix = "  observed: the answer to #\(number) changed "
    let views = viewChanges == 1 ? "1 view" : "\(viewChanges) views"
    switch (viewChanges > 0, screenChanged) {
    case (true, true): return prefix + views + " and the screen"
    case (true, false): return prefix + views + ", not the screen"
    case (false, true): return prefix + "the screen"
    case (false, false): return prefix + "no view"
    }
  }
}

/// Which alternative each choice point takes in one run, and how many each offered.
struct ChoiceCursor {
  private(set) var picks: [Int]
  private(set) var counts: [Int] = []

  init(picks: [Int]) { self.picks = picks }

  mutating func next(among count: Int) -> Int {
    let index = counts.count
    counts.append(count)
    if index >= picks.count { picks.append(0) }
    return min(picks[index], count - 1)
  }

  /// The next combination after `picks`, odometer style, or `nil` after the last one.
  static func successor(of picks: [Int], counts: [Int]) -> [Int]? {
    var next = Array(picks.prefix(counts.count))
    for index in next.indices.reversed() {
      if next[index] + 1 < counts[index] {
        next[index] += 1
        return Array(next.prefix(index + 1))
      }
      next[index] = 0
    }
    return nil
  }
}
