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

/// What a page shows when it has no content to show: a title with a symbol, a description,
/// and actions such as a Retry button (SwiftUI's `ContentUnavailableView`, iOS 17).
public struct ContentUnavailableView<Actions: View>: View {
  let title: String
  let systemImage: String?
  let description: String?
  let actions: Actions

  public init(
    _ title: String, systemImage: String? = nil, description: String? = nil,
    @ViewBuilder actions: () -> Actions
  ) {
    self.title = title
    self.systemImage = systemImage
    self.description = description
    self.actions = actions()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ContentUnavailableView where Actions == EmptyView {
  public init(_ title: String, systemImage: String? = nil, description: String? = nil) {
    self.init(title, systemImage: systemImage, description: description) { EmptyView() }
  }
}

extension ContentUnavailableView: PrimitiveView {
  var children: [Child] { [Child(key: 0, view: actions)] }

  func shows(_ node: ViewNode) -> [Shown] {
    [
      .unavailable(
        title: title, systemImage: systemImage, description: description,
        actions: node.children.flatMap(\.shows))
    ]
  }
}
