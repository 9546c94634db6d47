import ArticleDomain
import HeadlessUI
import Testing

@MainActor
final class ListPage: ViewController {
  let error = ErrorView()
  let spinner = SpinnerView()
  let list = ListView()

  init() { super.init(title: "Articles") }

  override func viewDidLoad() {
    view.addSubview(error)
    view.addSubview(spinner)
    view.addSubview(list)
    error.isHidden = true
  }
}

@MainActor
@Suite struct ScreenTests {
  let window = Window()
  let page = ListPage()

  init() {
    window.rootViewController = NavigationController(rootViewController: page)
    window.makeKeyAndVisible()
  }

  @Test func theScreenShowsOnlyVisibleViews() {
    page.list.rows = [ListView.Row(Article(id: "a1", title: "Swift 6", isFavorite: true))]
    page.spinner.isHidden = true
    #expect(
      window.screen.description == """
        ┌ Articles
        │ list: [*] a1
        └
        """)
  }

  @Test func everyVisibleChangeIsCountedEvenAfterTeardown() {
    let before = window.renderLog.renderCount
    page.list.isRefreshing = true
    page.list.isRefreshing = true
    #expect(window.renderLog.renderCount == before + 1)
    window.tearDown()
    page.spinner.isHidden = true
    #expect(window.renderLog.renderCount == before + 2)
  }

  @Test func tappingARowThatIsNotShownSaysWhatIsShown() {
    page.list.rows = [ListView.Row(id: "a1", title: "One", isFavorite: false)]
    #expect(throws: InteractionError("no row a2 in the list; it shows a1")) {
      try window.tapRow("a2")
    }
  }

  @Test func tappingRetryNeedsAVisibleError() {
    #expect(throws: InteractionError("no error on screen; the top page is 'Articles'")) {
      try window.tapRetry()
    }
    var retried = false
    page.error.message = "Server unavailable"
    page.error.onRetry = { retried = true }
    page.error.isHidden = false
    try? window.tapRetry()
    #expect(retried)
  }

  @Test func typingSendsOneChangePerKeystroke() throws {
    let field = SearchField()
    page.view.addSubview(field)
    var changes: [String] = []
    field.onTextChange = { changes.append($0) }
    try window.type("swi")
    #expect(changes == ["s", "sw", "swi"])
  }

  @Test func thereIsNoPageToGoBackToFromTheRoot() {
    #expect(throws: InteractionError("there is no page to go back to")) { try window.swipeBack() }
  }
}
