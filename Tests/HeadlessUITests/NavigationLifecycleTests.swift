import HeadlessUI
import Testing

/// A page that writes down every lifecycle call it gets.
@MainActor
final class RecordingController: ViewController {
  private let journal: Journal

  init(_ title: String, journal: Journal) {
    self.journal = journal
    super.init(title: title)
  }

  override func viewDidLoad() { journal.add("\(title) didLoad") }
  override func viewWillAppear() { journal.add("\(title) willAppear") }
  override func viewDidAppear() { journal.add("\(title) didAppear") }
  override func viewWillDisappear() { journal.add("\(title) willDisappear") }
  override func viewDidDisappear() {
    journal.add("\(title) didDisappear" + (isMovingFromParent ? " (moving)" : ""))
  }
}

@MainActor
final class Journal {
  private(set) var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

@MainActor
@Suite struct NavigationLifecycleTests {
  let journal = Journal()
  let window = Window()
  let navigation: NavigationController
  let list: RecordingController
  let detail: RecordingController

  init() {
    list = RecordingController("list", journal: journal)
    detail = RecordingController("detail", journal: journal)
    navigation = NavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
  }

  @Test func showingTheWindowLoadsAndShowsTheRootPage() {
    #expect(journal.take() == ["list didLoad", "list willAppear", "list didAppear"])
  }

  @Test func pushAndPopMoveTheAppearanceAsUIKitDoes() {
    _ = journal.take()
    navigation.push(detail)
    #expect(
      journal.take() == [
        "list willDisappear", "list didDisappear",
        "detail didLoad", "detail willAppear", "detail didAppear",
      ])
    navigation.popViewController()
    #expect(
      journal.take() == [
        "detail willDisappear", "detail didDisappear (moving)", "list willAppear", "list didAppear",
      ])
    #expect(detail.navigationController == nil)
  }

  @Test func aCancelledBackSwipeLeavesTheTopPageWhereItWas() {
    navigation.push(detail)
    _ = journal.take()
    navigation.beginInteractivePop()
    #expect(journal.take() == ["detail willDisappear", "list willAppear"])
    #expect(window.screen.isSwipingBack)
    navigation.cancelInteractivePop()
    #expect(
      journal.take() == [
        "list willDisappear", "list didDisappear", "detail willAppear", "detail didAppear",
      ])
    #expect(navigation.viewControllers.count == 2)
    #expect(!detail.isMovingFromParent)
  }

  @Test func aFinishedBackSwipePopsTheTopPage() {
    navigation.push(detail)
    navigation.beginInteractivePop()
    _ = journal.take()
    navigation.finishInteractivePop()
    #expect(journal.take() == ["detail didDisappear (moving)", "list didAppear"])
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func tearingTheWindowDownMakesTheVisiblePageDisappearForGood() {
    _ = journal.take()
    window.tearDown()
    #expect(journal.take() == ["list willDisappear", "list didDisappear (moving)"])
    #expect(window.screen.stack.isEmpty)
  }

  @Test func aModalPageAppearsOverTheStackAndGoesWhenDismissed() {
    let login = RecordingController("login", journal: journal)
    _ = journal.take()
    list.present(login)
    #expect(journal.take() == ["login didLoad", "login willAppear", "login didAppear"])
    #expect(window.visibleViewController === login)
    #expect(window.screen.modal?.title == "login")
    login.dismiss()
    #expect(journal.take() == ["login willDisappear", "login didDisappear"])
    #expect(login.isBeingDismissed)
    #expect(window.screen.modal == nil)
  }

  /// As in UIKit, a page inside a navigation controller presents from the navigation
  /// controller (its presentation context): both find the presented page, and the page that
  /// asked can dismiss it.
  @Test func aPageInANavigationControllerPresentsFromIt() {
    let login = RecordingController("login", journal: journal)
    list.present(login)
    #expect(navigation.presentedViewController === login)
    #expect(list.presentedViewController === login)
    #expect(login.presentingViewController === navigation)
    list.dismiss()
    #expect(navigation.presentedViewController == nil)
    #expect(window.screen.modal == nil)
  }

  /// UIKit ignores a presentation over a page that already presents one, with a runtime
  /// warning ("Attempt to present … which is already presenting …"): the first page stays, and
  /// the window's render log keeps the warning for the harness, which fails the step.
  @Test func aSecondPresentationIsIgnoredWithUIKitsWarning() {
    let first = RecordingController("login", journal: journal)
    let second = RecordingController("another login", journal: journal)
    list.present(first)
    _ = journal.take()
    navigation.present(second)
    #expect(journal.take().isEmpty)
    #expect(navigation.presentedViewController === first)
    #expect(window.screen.modal?.title == "login")
    #expect(
      window.renderLog.takeWarnings() == [
        "Attempt to present 'another login' on 'Navigation' which is already presenting 'login'"
      ])
    #expect(window.renderLog.takeWarnings().isEmpty)
  }
}
