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
}
