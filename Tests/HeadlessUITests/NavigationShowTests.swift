import HeadlessUI
import Testing

/// `NavigationController.show(_:)`: a stack driven by route state moves the way a user would see
/// it move — one page more is a push, one fewer a pop — and is replaced only otherwise.
@MainActor
@Suite struct NavigationShowTests {
  /// Tells each page the stack settles on.
  final class Delegate: NavigationControllerDelegate {
    var shown: [String] = []
    func navigationController(_ navigationController: NavigationController, didShow: ViewController)
    {
      shown.append(didShow.title)
    }
  }

  let journal = Journal()
  let delegate = Delegate()
  let navigation: NavigationController
  let list: RecordingController
  let first: RecordingController
  let second: RecordingController

  init() {
    list = RecordingController("list", journal: journal)
    first = RecordingController("first", journal: journal)
    second = RecordingController("second", journal: journal)
    navigation = NavigationController(rootViewController: list)
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.delegate = delegate
    _ = journal.take()
  }

  @Test func onePageMoreIsAPush() {
    navigation.show([list, first])
    #expect(navigation.viewControllers.map(\.title) == ["list", "first"])
    #expect(
      journal.take() == [
        "list willDisappear", "list didDisappear",
        "first didLoad", "first willAppear", "first didAppear",
      ])
    #expect(delegate.shown == ["first"])
  }

  @Test func theTopPageLessIsAPopThatTellsThePageItIsMovingAway() {
    navigation.push(first)
    _ = journal.take()
    delegate.shown = []
    navigation.show([list])
    #expect(
      journal.take() == [
        "first willDisappear", "first didDisappear (moving)", "list willAppear", "list didAppear",
      ])
    #expect(first.navigationController == nil)
    #expect(delegate.shown == ["list"])
  }

  @Test func theSamePagesChangeNothing() {
    navigation.push(first)
    _ = journal.take()
    delegate.shown = []
    navigation.show([list, first])
    #expect(journal.take().isEmpty)
    #expect(delegate.shown.isEmpty)
  }

  @Test func anotherTopPageReplacesTheStackKeepingThePagesBeneath() {
    navigation.push(first)
    _ = journal.take()
    delegate.shown = []
    navigation.show([list, second])
    #expect(navigation.viewControllers.map(\.title) == ["list", "second"])
    #expect(list.navigationController === navigation)
    #expect(first.navigationController == nil)
    #expect(
      journal.take() == [
        "first willDisappear", "first didDisappear (moving)",
        "second didLoad", "second willAppear", "second didAppear",
      ])
    #expect(delegate.shown == ["second"])
  }

  @Test func twoPagesMoreAreOneReplacementNotTwoPushes() {
    navigation.show([list, first, second])
    #expect(navigation.viewControllers.map(\.title) == ["list", "first", "second"])
    #expect(delegate.shown == ["second"])
    #expect(!journal.take().contains("first didAppear"))
  }

  // MARK: A path of routes

  @Test func aPathOfRoutesKeepsThePagesOfItsUnchangedStartAndBuildsTheRest() {
    navigation.show([list, first])
    var built: [String] = []
    let route: (ViewController) -> String? = { $0.title }
    navigation.show(["list", "other"], routeOf: route) { name in
      built.append(name)
      return RecordingController(name, journal: journal)
    }
    #expect(built == ["other"], "the list stays with its work; only the new route is built")
    #expect(navigation.viewControllers.first === list)
    #expect(navigation.viewControllers.map(\.title) == ["list", "other"])
  }

  @Test func thePathAlreadyShownChangesNothing() {
    navigation.show([list, first])
    _ = journal.take()
    let route: (ViewController) -> String? = { $0.title }
    navigation.show(["list", "first"], routeOf: route) { name in
      Issue.record("built \(name) though it is shown")
      return RecordingController(name, journal: journal)
    }
    #expect(journal.take().isEmpty)
  }
}
