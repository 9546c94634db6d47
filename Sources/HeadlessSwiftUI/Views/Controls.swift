/// A line of text.
public struct Text: View, Equatable {
  let content: String

  public init(_ content: String) { self.content = content }

  public var body: Never { primitiveBody(Self.self) }
}

extension Text: PrimitiveView {
  func shows(_ node: ViewNode) -> [Shown] { [.text(content)] }
}

/// A symbol, named as SF Symbols names it: `Image(systemName: "star.fill")`.
public struct Image: View, Equatable {
  let systemName: String

  public init(systemName: String) { self.systemName = systemName }

  public var body: Never { primitiveBody(Self.self) }
}

extension Image: PrimitiveView {
  func shows(_ node: ViewNode) -> [Shown] { [.image(systemName: systemName)] }
}

/// A button: a label, and an action run when the user taps it.
public struct Button<Label: View>: View {
  let label: Label
  let action: @MainActor () -> Void

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  var children: [Child] { [Child(key: 0, view: label)] }

  func shows(_ node: ViewNode) -> [Shown] {
    [.button(label: node.children.flatMap(\.shows), action: action)]
  }
}

/// A spinning progress indicator, for work of unknown length.
public struct ProgressView: View, Equatable {
  public init() {}

  public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView: PrimitiveView {
  func shows(_ node: ViewNode) -> [Shown] { [.progress] }
}

/// An editable line of text bound to a string.
public struct TextField: View {
  let title: String
  let text: Binding<String>

  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension TextField: PrimitiveView {
  /// Reads the text as the field shows it, so that a change made elsewhere shows.
  func update(_ node: ViewNode, in graph: ViewGraph) {
    _ = graph.tracking(node) { text.wrappedValue }
  }

  func shows(_ node: ViewNode) -> [Shown] { [.textField(title: title, text: text)] }
}

/// A title with a symbol: `Label("Offline", systemImage: "wifi.slash")`, or a title view and
/// an icon view of one's own (SwiftUI's `Label`).
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
  public init(_ title: String, systemImage: String) {
    self.init {
      Text(title)
    } icon: {
      Image(systemName: systemImage)
    }
  }
}

extension Label: PrimitiveView {
  var children: [Child] { [Child(key: 0, view: title), Child(key: 1, view: icon)] }

  func shows(_ node: ViewNode) -> [Shown] { node.children.flatMap(\.shows) }
}

/// What a page shows when it has no content to show: a label (a title with a symbol), a
/// description, and actions such as a Retry button (SwiftUI's `ContentUnavailableView`,
/// iOS 17), with SwiftUI's two initializers:
///
/// ```swift
/// ContentUnavailableView("No articles", systemImage: "tray")
/// ContentUnavailableView {
///   Label(message, systemImage: "exclamationmark.triangle")
/// } actions: {
///   Button("Retry") { retry() }
/// }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ContentUnavailableView
where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A title with its symbol, and a line that says more.
  public init(_ title: String, systemImage: String, description: Text? = nil) {
    self.init {
      HeadlessSwiftUI.Label(title, systemImage: systemImage)
    } description: {
      description
    }
  }
}

extension ContentUnavailableView: PrimitiveView {
  var children: [Child] {
    [Child(key: 0, view: label), Child(key: 1, view: description), Child(key: 2, view: actions)]
  }

  func shows(_ node: ViewNode) -> [Shown] {
    let (label, description) = (node.children[0].shows, node.children[1].shows)
    let text = Shown.texts(in: description).joined(separator: " ")
    return [
      .unavailable(
        title: Shown.texts(in: label).joined(separator: " "),
        systemImage: Shown.symbols(in: label).first, description: text.isEmpty ? nil : text,
        actions: node.children[2].shows)
    ]
  }
}
