import ArticleDomain
import HeadlessUI

/// What a page shows, read from its views as a UI test reads a screen: by kind of control and
/// by label, never from a chapter's state.
///
/// | The page shows | read as |
/// |---|---|
/// | `.navigationTitle(t)` | the page's title |
/// | `.safeAreaInset(edge: .top) { Text(t) }` | banner `t` |
/// | `.searchable(text:)` | the search field, showing the binding's text |
/// | a `ContentUnavailableView` whose label is `Label(t, systemImage: "exclamationmark.triangle")` | error `t`, with Retry when its actions hold a `Button("Retry")` |
/// | another `ContentUnavailableView(t, systemImage: …)` (its label's title `t`) | message `t` |
/// | a `ProgressView()` outside a list | the spinner |
/// | a `List` | the list; a `ProgressView()` after its rows shows that the next page loads |
/// | a `Button("Log in")` | the login form: its `Button("Cancel")`, its first text as the message, a `ProgressView()` as logging in |
/// | a star button outside a list | the detail: its first text the title, the second the body, the page's title its article's id |
///
/// A page shows at most one of each; a second is a runtime warning. Rows are read as
/// ``RowReading`` says.
@MainActor
struct PageReading {
  var title: String?
  var banner: String?
  var search: Binding<String>?
  var error: (message: String, retry: (() -> Void)?)?
  var showsSpinner = false
  var message: String?
  var list: ListContent?
  var detail: (content: DetailView.Content, tapStar: () -> Void)?
  var login: (isLoggingIn: Bool, message: String?, logIn: () -> Void, cancel: (() -> Void)?)?
  var warnings: [String] = []
  /// The texts and buttons of the page itself, outside lists, insets and other controls.
  private var texts: [String] = []
  private var buttons: [(label: [Shown], action: () -> Void)] = []

  /// The symbol of a `ContentUnavailableView` that reports an error.
  static let errorSymbol = "exclamationmark.triangle"

  init(_ shows: [Shown]) {
    for shown in shows { read(shown) }
    readForms()
  }

  /// The login form or the detail, from the page's own texts and buttons.
  private mutating func readForms() {
    func button(_ title: String) -> (() -> Void)? {
      buttons.first { Shown.texts(in: $0.label) == [title] }?.action
    }
    if let logIn = button("Log in") {
      login = (showsSpinner, texts.first, logIn, button("Cancel"))
      showsSpinner = false
    } else if let star = buttons.first(where: { RowReading.isStar($0.label) }) {
      guard let title else {
        warnings.append("A detail page has no navigationTitle to tell its article")
        return
      }
      let symbols = Shown.symbols(in: star.label)
      let pending = (pageSymbols + symbols).contains(RowReading.pendingSymbol)
      detail = (
        DetailView.Content(
          id: Article.ID(rawValue: title), title: texts.first ?? "",
          body: texts.dropFirst().first ?? "",
          isFavorite: symbols.contains(RowReading.favoriteSymbol),
          isPendingSync: pending),
        star.action
      )
    }
  }

  /// The symbols of the page itself, outside its buttons.
  private var pageSymbols: [String] = []

  private mutating func read(_ shown: Shown) {
    switch shown {
    case .title(let title):
      if self.title == nil { self.title = title }
    case .topInset(let inset):
      // An inset that shows no text (its content empty while there is no banner) is none.
      let text = Shown.texts(in: inset).joined(separator: " ")
      if !text.isEmpty { banner = once(banner, text, "banner") }
    case .search(let text):
      search = once(search, text, "search field")
    case .unavailable(let title, let symbol, _, let actions) where symbol == Self.errorSymbol:
      let retry = actions.lazy.compactMap { shown -> (() -> Void)? in
        guard case .button(let label, let action) = shown, Shown.texts(in: label) == ["Retry"]
        else { return nil }
        return action
      }.first
      if error != nil { warnings.append("The page shows two errors; only the first is read") }
      if error == nil { error = (title, retry) }
    case .unavailable(let title, _, _, _):
      message = once(message, title, "message")
    case .progress:
      showsSpinner = true
    case .list(let list):
      self.list = once(self.list, list, "list")
    case .text(let text):
      texts.append(text)
    case .image(let name):
      pageSymbols.append(name)
    case .button(let label, let action):
      buttons.append((label, action))
    default:
      break
    }
  }

  /// `value` when `slot` is empty; otherwise `slot`, with a warning that the page shows two.
  private mutating func once<Value>(_ slot: Value?, _ value: Value, _ name: String) -> Value {
    guard let slot else { return value }
    warnings.append("The page shows two of \(name); only the first is read")
    return slot
  }
}

/// How a list row is read: its first text is the title; a button showing the star symbol is
/// its star, filled when the article is a favorite; the pending symbol marks a change not yet
/// on the server.
@MainActor
enum RowReading {
  static let starSymbol = "star"
  static let favoriteSymbol = "star.fill"
  static let pendingSymbol = "icloud.and.arrow.up"

  static func isStar(_ label: [Shown]) -> Bool {
    Shown.symbols(in: label).contains { $0 == starSymbol || $0 == favoriteSymbol }
  }

  static func row(id: AnyHashable, shows: [Shown], warn: (String) -> Void) -> ListView.Row {
    guard let articleID = id.base as? Article.ID else {
      warn("A list row's id \(id.base) is not an article id; the row cannot be read")
      return ListView.Row(id: Article.ID(rawValue: "\(id.base)"), title: "", isFavorite: false)
    }
    let symbols = Shown.symbols(in: shows)
    return ListView.Row(
      id: articleID, title: Shown.texts(in: shows).first ?? "",
      isFavorite: symbols.contains(favoriteSymbol), isPendingSync: symbols.contains(pendingSymbol))
  }
}
