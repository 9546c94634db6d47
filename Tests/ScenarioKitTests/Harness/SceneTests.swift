import ArticleDomain
import HeadlessUI
import ScenarioKit
import Testing

/// The smallest app with several windows: each scene shows a page titled with its number,
/// and a list that loads its first page as it appears.
@MainActor
private final class SceneProbeApp: HeadlessSceneApp {
  let window = Window()
  private let environment: ArticleEnvironment
  /// Whether a closed scene's page is kept and its load left running: the mistake the harness
  /// must see.
  private let keepsClosedScenes: Bool
  private var pages: [(window: Window, page: ProbePageController, load: Task<Void, Never>?)] = []
  private var closed: [ProbePageController] = []

  init(environment: ArticleEnvironment, keepsClosedScenes: Bool) {
    self.environment = environment
    self.keepsClosedScenes = keepsClosedScenes
    environment.lifetimes.track(self)
  }

  convenience init(environment: ArticleEnvironment) {
    self.init(environment: environment, keepsClosedScenes: false)
  }

  func launch() { show(in: window) }

  private func show(in window: Window) {
    let page = ProbePageController(ProbePage(title: "Scene \(pages.count + 1)", .list()))
    environment.lifetimes.track(page)
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
    let repository = environment.repository
    let load = Task { _ = try? await repository.page(after: nil) }
    pages.append((window, page, load))
  }

  func connectScene() -> Window {
    let sceneWindow = Window()
    show(in: sceneWindow)
    return sceneWindow
  }

  func open(_ link: String) { open(link, in: window) }

  func open(_ link: String, in window: Window) {
    let banner = BannerView()
    banner.text = link
    pages.first { $0.window === window }?.page.view.addSubview(banner)
  }

  func disconnectScene(of window: Window) {
    guard let index = pages.firstIndex(where: { $0.window === window }) else { return }
    let scene = pages.remove(at: index)
    if keepsClosedScenes {
      closed.append(scene.page)
    } else {
      scene.load?.cancel()
    }
    window.tearDown()
  }

  func tearDown() {
    for scene in pages {
      scene.load?.cancel()
      scene.window.tearDown()
    }
    closed.removeAll()
  }
}

private func sceneProbe(keepsClosedScenes: Bool = false) -> PatternEntry {
  PatternEntry(name: "Scenes", summary: "harness probe with scenes") {
    SceneProbeApp(environment: $0, keepsClosedScenes: keepsClosedScenes)
  }
}

/// Runs `steps` after the list appears; `nil` when the scenario passed, else its failure
/// message's first line.
@MainActor
private func failure(of steps: [String], on entry: PatternEntry = sceneProbe()) throws -> String? {
  let lines = ["Given the server has articles a1", "When the list appears"] + steps
  let source = "Feature: F\n  Scenario: S\n" + lines.map { "    " + $0 }.joined(separator: "\n")
  let result = ScenarioRunner.run(try compiled(source), on: [entry]).results[0]
  return result.message.map { String($0.prefix { $0 != "\n" }) }
}

/// The diagnostics of a scenario whose steps are `steps`, as `file:line:column: message`.
private func diagnostics(of steps: [String]) -> [String] {
  let source = "Feature: F\n  Scenario: S\n" + steps.map { "    " + $0 }.joined(separator: "\n")
  do {
    _ = try compiled(source, file: "s.feature")
    return []
  } catch let error as FeatureParseError {
    return error.diagnostics.map { "\($0.location): \($0.message)" }
  } catch {
    return ["\(error)"]
  }
}

@Suite("Scenes: several windows, each step in one of them", .serialized)
@MainActor
struct SceneTests {
  @Test func aStepActsInAndReadsTheSceneItNames() throws {
    #expect(
      try failure(of: [
        "And the user opens scene 2", "Then the pages are \"Scene 1\"",
        "And in scene 2, the pages are \"Scene 2\"", "And in scene 1, the pages are \"Scene 1\"",
      ]) == nil)
    #expect(
      try failure(of: ["And the user opens scene 2", "Then in scene 2, the pages are \"Scene 1\""])
        == "step 4 (line 6) 'Then in scene 2, the pages are \"Scene 1\"': "
        + "the pages are \"Scene 2\"")
    #expect(
      try failure(of: [
        "And the user opens scene 2", "And in scene 2, the app opens the link \"x\"",
        "Then in scene 2, the banner says \"x\"", "And no banner is shown",
      ]) == nil)
  }

  @Test func closingAScenePassesWhenItsObjectsGoAndFailsWhenTheyStay() throws {
    let steps = [
      "And the user opens scene 2", "And the user closes scene 2",
      "Then nothing of scene 2 is alive",
      "And request #2 was cancelled", "And request #1 was not cancelled",
    ]
    #expect(try failure(of: steps) == nil)
    #expect(
      try failure(of: steps, on: sceneProbe(keepsClosedScenes: true))
        == "step 5 (line 7) 'Then nothing of scene 2 is alive': "
        + "still alive from scene 2: ProbePageController")
  }

  @Test func anotherScenesListDoesNotMakeThisScenesAnswerStale() throws {
    // Request #1 is scene 1's first page, #2 scene 2's: neither replaces the other.
    #expect(
      try failure(of: [
        "And the user opens scene 2", "And request #1 succeeds", "And request #2 succeeds",
        "Then request #1 was not superseded", "And request #2 was not superseded",
      ]) == nil)
  }

  @Test func aLaterSceneNeitherRestoresNorSaves() {
    let world = ScriptedWorld()
    world.savePages("format 2\nlist\ndetail a1\n")
    let later = world.environment.forLaterScene
    #expect(later.restoration.loadPages() == nil)
    later.restoration.savePages("format 2\nlist\n")
    #expect(world.savedPages == "format 2\nlist\ndetail a1\n")
    #expect(world.environment.restoration.loadPages() == "format 2\nlist\ndetail a1\n")
  }

  @Test func anAppWithOneWindowCannotOpenAScene() throws {
    #expect(
      try failure(of: ["And the user opens scene 2"], on: .probe)
        == "step 3 (line 5) 'And the user opens scene 2': "
        + "the app shows one window only: ProbeApp does not conform to HeadlessSceneApp")
  }

  @Test func aSceneMustBeOpenWhereAStepNamesIt() {
    #expect(
      diagnostics(of: ["When in scene 2, the user pulls to refresh"])
        == ["s.feature:3:19: scene 2 is not open here"])
    #expect(
      diagnostics(of: ["When the user opens scene 3"])
        == ["s.feature:3:31: scene 3 cannot open here: the next scene is 2"])
    #expect(
      diagnostics(of: [
        "When the user opens scene 2", "And the user closes scene 2",
        "Then in scene 2, the list is loading",
      ]) == ["s.feature:5:19: scene 2 was closed before this step"])
    #expect(
      diagnostics(of: ["When the user closes scene 1"])
        == ["s.feature:3:32: scene 1 is the app's own window"])
  }

  @Test func onlyActsAndChecksHappenInAScene() {
    #expect(
      diagnostics(of: ["When the user opens scene 2", "And in scene 2, request #1 succeeds"])
        == ["s.feature:4:9: 'request #1 succeeds' does not happen in a scene"])
    #expect(
      diagnostics(of: ["When in scene two, the list appears"])
        == ["s.feature:3:19: expected a scene number and a comma after 'in scene'"])
    #expect(
      diagnostics(of: ["When the user opens scene 2", "Then nothing of scene 2 is alive"])
        == ["s.feature:4:27: scene 2 is still open here"])
  }
}
