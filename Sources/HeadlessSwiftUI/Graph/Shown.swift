/// What a view shows, as a UI test would find it: the toolkit's accessibility tree.
///
/// Built-in views say what they show; a view with a body shows what its body shows. The host
/// reads a page's list of these to build the `HeadlessUI` views the harness reads, the way a
/// UI test reads text, buttons, images and tables rather than a pattern's state.
@MainActor
enum Shown {
  case text(String)
  case image(systemName: String)
  /// A button: what its label shows, and what a tap does.
  case button(label: [Shown], action: () -> Void)
  /// A navigation link: what its label shows, and the value it pushes.
  case link(label: [Shown], value: AnyHashable, push: () -> Void)
  /// An indeterminate progress indicator.
  case progress
  case textField(title: String, text: Binding<String>)
  /// A lazy list; its rows are read from the list when the host asks for them.
  case list(ListContent)
  /// `ContentUnavailableView`: a title, its symbol, a description, and its actions.
  case unavailable(title: String, systemImage: String?, description: String?, actions: [Shown])
  // Values a modifier hands to the page that shows it.
  case title(String)
  case search(Binding<String>)
  case topInset([Shown])
  case stack(NavigationPages)
  case sheet(ViewNode)
  /// An `onOpenURL` handler, for the window showing it.
  case openURL(@MainActor (String) -> Void)
  /// A ``ForEach``'s lazy rows, which the enclosing list takes.
  case rows(LazyRows)
  /// A `navigationDestination(for:)`: the page for a path element of a type.
  case destination(type: ObjectIdentifier, make: @MainActor (Any) -> (any View)?)

  /// The text of every ``text`` in `shows`, in order, labels included.
  static func texts(in shows: [Shown]) -> [String] {
    shows.flatMap { shown -> [String] in
      switch shown {
      case .text(let text): [text]
      case .button(let label, _), .link(let label, _, _), .topInset(let label): texts(in: label)
      default: []
      }
    }
  }

  /// The symbol names of every ``image(systemName:)`` in `shows`, labels included.
  static func symbols(in shows: [Shown]) -> [String] {
    shows.flatMap { shown -> [String] in
      switch shown {
      case .image(let name): [name]
      case .button(let label, _), .link(let label, _, _): symbols(in: label)
      default: []
      }
    }
  }
}

extension Shown {
  /// Whether two readings show the same to a user: the same texts, symbols, controls and
  /// containers in the same order (what an action does is not compared; a list or a page is
  /// the same when it is the same object).
  static func same(_ lhs: [Shown], _ rhs: [Shown]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isSame(as: $1) }
  }

  /// Whether two readings are the very same: the same lists (the same objects) and the same
  /// texts, symbols and indicators, with no control among them, whose action could differ.
  static func identical(_ lhs: [Shown], _ rhs: [Shown]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isIdentical(to: $1) }
  }

  private func isIdentical(to other: Shown) -> Bool {
    switch (self, other) {
    case (.text(let a), .text(let b)), (.title(let a), .title(let b)): a == b
    case (.image(let a), .image(let b)): a == b
    case (.progress, .progress): true
    // A page reads a list and its rows from the object itself, whenever it shows.
    case (.list(let a), .list(let b)): a === b
    case (.rows(let a), .rows(let b)): a === b
    default: false
    }
  }

  private func isSame(as other: Shown) -> Bool {
    switch (self, other) {
    case (.text(let a), .text(let b)), (.title(let a), .title(let b)): a == b
    case (.image(let a), .image(let b)): a == b
    case (.button(let a, _), .button(let b, _)), (.topInset(let a), .topInset(let b)):
      Shown.same(a, b)
    case (.link(let a, let aValue, _), .link(let b, let bValue, _)):
      aValue == bValue && Shown.same(a, b)
    case (.progress, .progress): true
    case (.textField(let aTitle, let a), .textField(let bTitle, let b)):
      aTitle == bTitle && a.wrappedValue == b.wrappedValue
    case (.search(let a), .search(let b)): a.wrappedValue == b.wrappedValue
    case (.list(let a), .list(let b)): a === b
    case (
      .unavailable(let a, let aImage, let aText, let aActions),
      .unavailable(let b, let bImage, let bText, let bActions)
    ):
      a == b && aImage == bImage && aText == bText && Shown.same(aActions, bActions)
    case (.stack(let a), .stack(let b)): a === b
    case (.sheet(let a), .sheet(let b)): a === b
    case (.rows(let a), .rows(let b)): a === b
    case (.destination(let a, _), .destination(let b, _)): a == b
    default: false
    }
  }
}
