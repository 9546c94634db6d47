import ArticleDomain
import Foundation
import HeadlessUI
import ScenarioKit
import Testing

/// `the login page was released` sees a leak by itself: a dismissed page that something still
/// holds, or an object built with it that outlives it. In the runner's suite, which is
/// serialised because the loop is process-wide.
extension ScenarioRunnerTests {
  private static let cancelledLogin = """
    Feature: Probe
      Scenario: The login page goes with its flow
        Given the server has articles a1
        When the list appears
        And the user taps the star of a1
        And the user cancels the login
        Then the login page was released
    """

  private func run(_ source: String, flaw: LoginProbeApp.Flaw) throws -> ScenarioResult {
    LoginProbeApp.flaw = flaw
    defer { LoginProbeApp.flaw = .none }
    return try #require(ScenarioRunner.run(try compiled(source), on: [.loginProbe]).results.first)
  }

  @Test func aReleasedLoginPagePasses() throws {
    let result = try run(Self.cancelledLogin, flaw: .none)
    #expect(result.outcome == .passed, "\(result.message ?? "")")
  }

  @Test func aDismissedLoginPageThatIsStillHeldFails() throws {
    let result = try run(Self.cancelledLogin, flaw: .keepsPage)
    #expect(result.outcome == .failed)
    #expect(
      result.message?.hasPrefix(
        "step 5 (line 7) 'Then the login page was released': "
          + "the login page is gone from the screen but still alive") == true)
  }

  @Test func anObjectBuiltWithTheLoginPageThatOutlivesItFails() throws {
    let result = try run(Self.cancelledLogin, flaw: .keepsFlow)
    #expect(result.outcome == .failed)
    #expect(
      result.message?.hasPrefix(
        "step 5 (line 7) 'Then the login page was released': "
          + "the login page was released, but what was built with it is still alive: "
          + "LoginProbeFlow") == true)
  }

  @Test func aLoginPageStillShownIsNotReleased() throws {
    let source = Self.cancelledLogin.replacingOccurrences(
      of: "    And the user cancels the login\n", with: "")
    let result = try run(source, flaw: .none)
    #expect(result.outcome == .failed)
    #expect(result.message?.contains("': the login page is still shown") == true)
  }

  @Test func aLoginPageNeverShownCannotHaveBeenReleased() throws {
    let source = Self.cancelledLogin.replacingOccurrences(
      of: "    And the user taps the star of a1\n    And the user cancels the login\n", with: "")
    let result = try run(source, flaw: .none)
    #expect(result.outcome == .failed)
    #expect(result.message?.contains("': the login page was never shown") == true)
  }
}

/// A list whose star presents a login page, run by a login flow object, both registered for
/// the leak check. Its flaws keep one of them after the login was cancelled.
@MainActor
final class LoginProbeApp: HeadlessApp {
  enum Flaw { case none, keepsPage, keepsFlow }

  nonisolated(unsafe) static var flaw = Flaw.none

  let window = Window()
  private let environment: ArticleEnvironment
  private let listPage = ProbeListController()
  private var flow: LoginProbeFlow?
  private var keptPage: ViewController?

  init(environment: ArticleEnvironment) {
    self.environment = environment
    environment.lifetimes.track(self)
    environment.lifetimes.track(listPage)
  }

  func launch() {
    let navigation = NavigationController(rootViewController: listPage)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    listPage.list.rows = [ListView.Row(id: "a1", title: "Article a1", isFavorite: false)]
    listPage.list.onTapStar = { [weak self, weak navigation] _ in
      guard let self, let navigation else { return }
      self.startLogin(over: navigation)
    }
  }

  private func startLogin(over presenter: ViewController) {
    let flow = LoginProbeFlow(presenter: presenter, environment: environment)
    flow.onFinish = { [weak self] page in self?.loginDidFinish(page) }
    self.flow = flow
  }

  private func loginDidFinish(_ page: ViewController) {
    switch Self.flaw {
    case .none: flow = nil
    case .keepsPage: (flow, keptPage) = (nil, page)
    case .keepsFlow: break
    }
  }

  func open(_ link: String) {}

  func tearDown() {
    window.tearDown()
  }
}

/// Presents the login page and dismisses it when the user cancels.
@MainActor
final class LoginProbeFlow {
  var onFinish: ((ViewController) -> Void)?
  private weak var page: ViewController?

  init(presenter: ViewController, environment: ArticleEnvironment) {
    let page = ViewController(title: "Log in")
    let form = LoginFormView()
    page.view.addSubview(form)
    form.onCancel = { [weak self, weak presenter] in
      guard let self, let page = self.page else { return }
      presenter?.dismiss()
      self.onFinish?(page)
    }
    self.page = page
    environment.lifetimes.track(self)
    environment.lifetimes.track(page)
    presenter.present(page)
  }
}

extension PatternEntry {
  static let loginProbe = PatternEntry(
    name: "LoginProbe", summary: "harness probe with a login page", app: LoginProbeApp.self)
}

/// A bare list page for the lifetime probes: the root the login is presented over.
final class ProbeListController: ViewController {
  let list = ListView()

  init() { super.init(title: "Articles") }

  override func viewDidLoad() {
    view.addSubview(list)
  }
}
