import ComposableUIKit
import HeadlessUI
import Observation
import ScenarioKit
import TestSupport
import Testing

/// `navigationDestination(item:)` and `present(item:)`, as TCA's UIKit pages show presented
/// children: the page follows the item, and the user taking the page away writes the item back.
@Suite(.serialized) @MainActor
struct NavigationHelperTests {
  struct Article: Identifiable, Equatable {
    let id: String
  }

  @Observable @MainActor
  final class Model {
    var article: Article?
    var shelf = "Shelf"
    /// What the pages wrote through the binding, in order.
    @ObservationIgnored var writes: [String?] = []

    var binding: UIBinding<Article?> {
      UIBinding(
        get: { self.article },
        set: { newValue in
          self.writes.append(newValue?.id)
          self.article = newValue
        })
    }
  }

  final class Page: ViewController {
    init(_ title: String) { super.init(title: title) }
  }

  /// A shown navigation controller over a list page, with the helper of `show` started on it.
  private func shownNavigation(
    _ model: Model, show: (NavigationController, UIBinding<Article?>) -> ObserveToken
  ) -> (Window, NavigationController, ObserveToken) {
    shownNavigation { show($0, model.binding) }
  }

  /// A shown navigation controller over a list page, with the helper `show` starts on it.
  private func shownNavigation(
    show: (NavigationController) -> ObserveToken
  ) -> (Window, NavigationController, ObserveToken) {
    let navigation = NavigationController(rootViewController: Page("List"))
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation, show(navigation))
  }

  private func titles(_ navigation: NavigationController) -> [String] {
    navigation.viewControllers.map(\.title)
  }

  @Test func theStackFollowsTheItemPushingReplacingAndPopping() throws {
    try withLoop { loop in
      let model = Model()
      let (_, navigation, token) = shownNavigation(model) { navigation, item in
        navigation.navigationDestination(item: item) { Page("Detail \($0.id)") }
      }
      defer { token.cancel() }
      #expect(titles(navigation) == ["List"])

      model.article = Article(id: "a1")
      loop.runUntilIdle()
      #expect(titles(navigation) == ["List", "Detail a1"])
      let first = navigation.topViewController

      model.article = Article(id: "a1")
      loop.runUntilIdle()
      #expect(navigation.topViewController === first, "the same item keeps its page")

      model.article = Article(id: "a2")
      loop.runUntilIdle()
      #expect(titles(navigation) == ["List", "Detail a2"])

      model.article = nil
      loop.runUntilIdle()
      #expect(titles(navigation) == ["List"])
      #expect(model.writes == [], "a page taken away by the item writes nothing back")
    }
  }

  @Test func goingBackWritesTheItemNilOnceAndACancelledSwipeWritesNothing() throws {
    try withLoop { loop in
      let model = Model()
      let (_, navigation, token) = shownNavigation(model) { navigation, item in
        navigation.navigationDestination(item: item) { Page("Detail \($0.id)") }
      }
      defer { token.cancel() }
      model.article = Article(id: "a1")
      loop.runUntilIdle()

      navigation.beginInteractivePop()
      navigation.cancelInteractivePop()
      loop.runUntilIdle()
      #expect(model.writes == [])
      #expect(titles(navigation) == ["List", "Detail a1"])

      navigation.popViewController()
      loop.runUntilIdle()
      #expect(model.writes == [nil])
      #expect(model.article == nil)
      #expect(titles(navigation) == ["List"])

      model.article = Article(id: "a2")
      loop.runUntilIdle()
      navigation.beginInteractivePop()
      navigation.finishInteractivePop()
      loop.runUntilIdle()
      #expect(model.writes == [nil, nil], "a completed swipe is a going back too")
    }
  }

  @Test func thePageOfAnItemReplacedWritesNothingAsItGoes() throws {
    try withLoop { loop in
      let model = Model()
      let (_, navigation, token) = shownNavigation(model) { navigation, item in
        navigation.navigationDestination(item: item) { Page("Detail \($0.id)") }
      }
      defer { token.cancel() }
      model.article = Article(id: "a1")
      loop.runUntilIdle()
      let replaced = try #require(navigation.topViewController)
      model.article = Article(id: "a2")
      loop.runUntilIdle()
      #expect(replaced.isMovingFromParent)
      #expect(model.writes == [], "a1's page went because of a2, not because the user left it")
      #expect(model.article?.id == "a2")
    }
  }

  @Test func aPresentedPageFollowsTheItemAndItsDismissalWritesItBack() throws {
    try withLoop { loop in
      let model = Model()
      let (window, navigation, token) = shownNavigation(model) { navigation, item in
        navigation.present(item: item) { Page("Login \($0.id)") }
      }
      defer { token.cancel() }
      model.article = Article(id: "a1")
      loop.runUntilIdle()
      #expect(window.visibleViewController?.title == "Login a1")

      model.article = Article(id: "a2")
      loop.runUntilIdle()
      #expect(window.visibleViewController?.title == "Login a2")
      #expect(model.writes == [])

      model.article = nil
      loop.runUntilIdle()
      #expect(navigation.presentedViewController == nil)
      #expect(model.writes == [])

      model.article = Article(id: "a3")
      loop.runUntilIdle()
      navigation.presentedViewController?.dismiss()
      loop.runUntilIdle()
      #expect(model.writes == [nil], "a page dismissed otherwise than by the item writes it back")
      #expect(navigation.presentedViewController == nil)
    }
  }

  @Test func theHelperReadsTheItemAloneNotWhatTheNewPageReads() throws {
    try withLoop { loop in
      let model = Model()
      var itemReads = 0
      let item = UIBinding<Article?>(
        get: {
          itemReads += 1
          return model.article
        }, set: { model.article = $0 })
      let (_, navigation, token) = shownNavigation(model) { navigation, _ in
        navigation.navigationDestination(item: item) { article in
          // What a page reads as it is built (its first render) is the page's.
          Page("Detail \(article.id) on \(model.shelf)")
        }
      }
      defer { token.cancel() }
      model.article = Article(id: "a1")
      loop.runUntilIdle()
      #expect(titles(navigation) == ["List", "Detail a1 on Shelf"])
      let reads = itemReads
      model.shelf = "Other shelf"
      loop.runUntilIdle()
      #expect(itemReads == reads, "the helper did not run again for the page's own read")
    }
  }

  @Test func theHelperMovesItsOwnPageAndWhatIsAboveIt() throws {
    try withLoop { loop in
      let model = Model()
      let (_, navigation, token) = shownNavigation(model) { navigation, item in
        navigation.navigationDestination(item: item) { Page("Detail \($0.id)") }
      }
      defer { token.cancel() }
      model.article = Article(id: "a1")
      loop.runUntilIdle()
      navigation.push(Page("Above"))
      model.article = Article(id: "a1")
      loop.runUntilIdle()
      #expect(titles(navigation) == ["List", "Detail a1", "Above"])

      model.article = Article(id: "a2")
      loop.runUntilIdle()
      #expect(titles(navigation) == ["List", "Detail a2"])

      navigation.push(Page("Above"))
      model.article = nil
      loop.runUntilIdle()
      #expect(titles(navigation) == ["List"])
    }
  }

  /// An item that is not `Equatable`, so that writing the same one again is a change.
  struct Ticket: Identifiable {
    let id: String
  }

  @Observable @MainActor
  final class TicketModel {
    var ticket: Ticket?
  }

  @Test func aPresentationRefusedIsTriedAgainAtTheNextChange() throws {
    try withLoop { loop in
      let model = TicketModel()
      var made: [ViewController] = []
      let item = UIBinding(get: { model.ticket }, set: { model.ticket = $0 })
      let (window, navigation, token) = shownNavigation { navigation in
        navigation.present(item: item) { ticket in
          let page = Page("Login \(ticket.id)")
          made.append(page)  // kept, as an app that tracks its pages keeps them
          return page
        }
      }
      defer { token.cancel() }
      navigation.present(Page("Alert"))
      model.ticket = Ticket(id: "t1")
      loop.runUntilIdle()
      #expect(window.visibleViewController?.title == "Alert")
      navigation.dismiss()
      model.ticket = Ticket(id: "t1")
      loop.runUntilIdle()
      #expect(window.visibleViewController?.title == "Login t1", "the same item, shown now")
    }
  }

  @Test func whatTheBindingHoldsGoesWithThePage() throws {
    try withLoop { loop in
      weak var weakModel: Model?
      var navigation: NavigationController? = NavigationController(rootViewController: Page("List"))
      do {
        let model = Model()
        weakModel = model
        navigation?.navigationDestination(item: model.binding) { Page("Detail \($0.id)") }
        model.article = Article(id: "a1")
        loop.runUntilIdle()
        #expect(navigation?.viewControllers.count == 2)
      }
      #expect(weakModel != nil, "the page's observation holds its binding")
      navigation = nil
      #expect(weakModel == nil, "nothing else does: no cycle through the model's registrar")
    }
  }
}
