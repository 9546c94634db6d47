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
  /// The app's scenes, in the order the user opened them: the first is the app's own window.
  private(set) var scenes: [ScenarioScene] = []
  /// The scene the current step acts in and reads: 1 unless the step says `in scene N, …`.
  private(set) var actingScene = 1
  /// What the views did to render in the last step that acted, read by the render checks;
  /// `nil` before any step acted with the app built.
  private(set) var renderWorkOfLastAction: RenderWork?
  /// How many objects the app had registered when it was last relaunched: those before are the
  /// earlier run's.
  private(set) var registeredBeforeRelaunch: Int?
  /// How many objects the app had registered when the loop was last quiet.
  private var registeredAtLastSettle = 0
  /// Every text the search field held after the user typed, for the analytics checks: none
  /// of it may reach analytics.
  private(set) var queriesTyped: [String] = []

  /// Whether the app was built (it may have been left since).
  var wasBuilt: Bool { !scenes.isEmpty }

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
    let app = build()
    app.launch()
    return app
  }

  /// Builds the app, which shows nothing yet, and watches its window as scene 1.
  private func build() -> any HeadlessApp {
    let registered = world.lifetimes.trackedCount
    let app = makeApp(world.environment)
    self.app = app
    world.lifetimes.track(app)
    scenes = [ScenarioScene(number: 1, window: app.window, registered: registered)]
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
      let window = try window()
      // An app with scenes is told which window the link was sent to, the first one too.
      if let sceneApp = app as? any HeadlessSceneApp {
        sceneApp.open(link, in: window)
      } else {
        app.open(link)
      }
      return
    }
    guard rendersWhenLeft == nil else { throw StepFailure("the user has left the articles") }
    let app = build()
    app.open(link)
    app.launch()
  }

  /// The window of the scene the step acts in.
  public func window() throws(StepFailure) -> Window {
    guard app != nil else {
      throw StepFailure(
        rendersWhenLeft == nil ? "the app has not been launched" : "the user has left the articles")
    }
    // A relaunch starts the app with one scene again: a step in a later one finds none.
    guard scenes.indices.contains(actingScene - 1) else {
      throw StepFailure("scene \(actingScene) is not open: the app has \(scenes.count) scenes")
    }
    let scene = scenes[actingScene - 1]
    guard !scene.isClosed else { throw StepFailure("scene \(scene.number) was closed") }
    return scene.window
  }

  /// What the user sees now in the scene the step acts in.
  public var screen: Screen {
    guard app != nil, scenes.indices.contains(actingScene - 1) else { return Screen(stack: []) }
    let scene = scenes[actingScene - 1]
    return scene.isClosed ? Screen(stack: []) : scene.window.screen
  }

  /// Every open scene's number and what it shows, scene 1 first.
  var openScenes: [(number: Int, screen: Screen)] {
    guard app != nil else { return [] }
    return scenes.filter { !$0.isClosed }.map { ($0.number, $0.window.screen) }
  }

  /// What every open scene shows, scene 1 first.
  var screens: [Screen] {
    guard app != nil else { return [] }
    return scenes.filter { !$0.isClosed }.map(\.window.screen)
  }

  /// The screens as the trace shows them after a step: one scene's as it is, several each
  /// under its number.
  var screensDescription: [String] {
    let open = app == nil ? [] : scenes.filter { !$0.isClosed }
    guard open.count > 1 else {
      return screen.description.split(separator: "\n").map { "    \($0)" }
    }
    return open.flatMap { scene in
      ["    scene \(scene.number):"]
        + scene.window.screen.description.split(separator: "\n").map { "      \($0)" }
    }
  }

  /// Tears the app down and lets go of it.
  public func leave() throws(StepFailure) {
    guard let app else { throw StepFailure("the app is not running") }
    app.tearDown()
    rendersWhenLeft = renderCount
    self.app = nil
  }

  /// View changes made since the user left; `nil` while the user has not left.
  public var rendersSinceLeaving: Int? {
    guard let rendersWhenLeft, wasBuilt else { return nil }
    return renderCount - rendersWhenLeft
  }

  /// Every view change of every window the app has had since its last launch.
  private var renderCount: Int { scenes.reduce(0) { $0 + $1.window.renderLog.renderCount } }

  /// The names of the app's objects that are still alive.
  public var aliveObjects: [String] { world.lifetimes.alive }

  // MARK: Scenes

  /// Makes scene `number` the one the next acts and checks use; scene 1 needs nothing, a
  /// later scene must be open. The requests a user's action makes are that scene's
  /// (``Request/scene``); those made while the scenario answers, waits or sets up are of no
  /// known scene.
  func act(inScene number: Int, asTheUser: Bool) throws(StepFailure) {
    if number != 1 {
      guard scenes.indices.contains(number - 1) else {
        throw StepFailure("scene \(number) was never opened")
      }
    }
    actingScene = number
    world.ledger.sceneOfNewRequests = asTheUser ? number : nil
  }

  /// The app as one that shows several windows, or why it cannot.
  private func sceneApp(_ app: any HeadlessApp) throws(StepFailure) -> any HeadlessSceneApp {
    guard let sceneApp = app as? any HeadlessSceneApp else {
      throw StepFailure(
        "the app shows one window only: \(type(of: app)) does not conform to HeadlessSceneApp")
    }
    return sceneApp
  }

  /// The user opens another window of the app: scene `number`, which must be the next one.
  /// The new scene is the acting one for the rest of the step, so what the app makes for it
  /// is its own.
  func openScene(_ number: Int) throws(StepFailure) {
    let app = try sceneApp(launchedApp())
    guard number == scenes.count + 1 else {
      throw StepFailure("scene \(number) cannot open next: the app has \(scenes.count) scenes")
    }
    try settle()
    world.ledger.sceneOfNewRequests = number
    let window = app.connectScene()
    scenes.append(
      ScenarioScene(number: number, window: window, registered: registeredAtLastSettle))
    actingScene = number
  }

  /// The user closes scene `number`, a scene opened after the first.
  func closeScene(_ number: Int) throws(StepFailure) {
    guard let app else { throw StepFailure("the app is not running") }
    guard number > 1, scenes.indices.contains(number - 1) else {
      throw StepFailure("scene \(number) was never opened")
    }
    let scene = scenes[number - 1]
    guard !scene.isClosed else { throw StepFailure("scene \(number) was closed already") }
    try sceneApp(app).disconnectScene(of: scene.window)
    scene.isClosed = true
  }

  /// The objects the app made while the user acted in scene `number` that are still alive.
  func aliveObjects(ofScene number: Int) throws(StepFailure) -> [String] {
    guard scenes.indices.contains(number - 1) else {
      throw StepFailure("scene \(number) was never opened")
    }
    return scenes[number - 1].made.flatMap(world.lifetimes.alive(registeredIn:))
  }

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
  ///
  /// - Throws: a failure when the work did not end, or when the app asked its views for
  ///   something UIKit would not do (a runtime warning, such as a page presented over a page
  ///   that already presents one), named as UIKit names it.
  public func settle() throws(StepFailure) {
    if case .didNotSettle(let jobs) = loop.runUntilIdle() {
      throw StepFailure(Self.unsettled(jobs))
    }
    let warnings = scenes.flatMap { $0.window.renderLog.takeWarnings() }
    if !warnings.isEmpty {
      for warning in warnings { world.trace.record("  observed warning: \(warning)") }
      throw StepFailure(
        "the app asked for what UIKit would not do: \(warnings.joined(separator: "; "))")
    }
    let registered = world.lifetimes.trackedCount
    if scenes.indices.contains(actingScene - 1) {
      scenes[actingScene - 1].noteMade(
        registeredAtLastSettle..<max(registered, registeredAtLastSettle))
    }
    registeredAtLastSettle = registered
    for scene in scenes {
      scene.pageBirths.note(
        shownPages: scene.window.renderLog.shownPages.count, registered: registered)
    }
  }

  /// The names of the objects the app registered in the step that first showed the page at
  /// `index` of the acting scene's ``RenderLog/shownPages`` and that are still alive.
  func aliveObjects(madeWithPageAt index: Int) -> [String] {
    guard scenes.indices.contains(actingScene - 1) else { return [] }
    let births = scenes[actingScene - 1].pageBirths
    return births.registrations(ofPageAt: index).map(world.lifetimes.alive(registeredIn:)) ?? []
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
    let rendersBefore = renderCount
    // Only an answer to a superseded request is watched, so only then is the screen read first.
    let watched = world.ledger.hasRequestReplacing(number)
    let screenBefore = watched ? screen : nil
    try world.answer(number, with: answer)
    try settle()
    guard watched, world.ledger.request(number)?.wasSuperseded == true else { return }
    let changes = renderCount - rendersBefore
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
    for scene in scenes {
      let work = scene.window.renderLog.work
      scene.window.renderLog.resetWork()
      if !afterCheck, scene.number == actingScene { renderWorkOfLastAction = work }
      guard !work.isEmpty else { continue }
      let place = scene.number == 1 ? "" : " in scene \(scene.number)"
      world.trace.record("  observed render\(place): \(work)")
    }
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
