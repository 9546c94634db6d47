/// A view with a modifier applied: what `.onAppear`, `.task`, `.navigationTitle` and the other
/// modifier methods return.
public struct ModifiedContent<Content: View, Modifier>: View {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// A modifier built into the toolkit: what it does to the view it modifies.
@MainActor
protocol BuiltInModifier {
  /// The views the modified view's node holds: the content, and for some modifiers more.
  func children(content: any View) -> [Child]
  /// The environment the content sees.
  func environment(_ values: EnvironmentValues, of node: ViewNode) -> EnvironmentValues
  /// Brings the node's children up to date with a new value of the modifier; by default,
  /// sets them to ``children(content:)`` and calls ``updated(_:in:)``.
  func update(_ node: ViewNode, content: any View, in graph: ViewGraph)
  /// Called once the node's children are up to date with a new value of the modifier.
  func updated(_ node: ViewNode, in graph: ViewGraph)
  /// What the modified view shows, from what its children show.
  func shows(_ node: ViewNode) -> [Shown]
  func appearanceChanged(_ node: ViewNode, isAppeared: Bool, in graph: ViewGraph)
  func removed(_ node: ViewNode)
}

extension BuiltInModifier {
  func children(content: any View) -> [Child] { [Child(key: 0, view: content)] }
  func environment(_ values: EnvironmentValues, of node: ViewNode) -> EnvironmentValues {
    values
  }
  func update(_ node: ViewNode, content: any View, in graph: ViewGraph) {
    graph.setChildren(
      of: node, to: children(content: content),
      environment: environment(node.environment, of: node))
    updated(node, in: graph)
  }
  func updated(_ node: ViewNode, in graph: ViewGraph) {}
  func shows(_ node: ViewNode) -> [Shown] { node.children.flatMap(\.shows) }
  func appearanceChanged(_ node: ViewNode, isAppeared: Bool, in graph: ViewGraph) {}
  func removed(_ node: ViewNode) {}
}

extension ModifiedContent: PrimitiveView {
  private var builtIn: any BuiltInModifier {
    guard let modifier = modifier as? any BuiltInModifier else {
      fatalError("\(Modifier.self) is not a modifier the toolkit knows")
    }
    return modifier
  }

  var children: [Child] { builtIn.children(content: content) }

  func environment(for children: EnvironmentValues, of node: ViewNode) -> EnvironmentValues {
    builtIn.environment(children, of: node)
  }

  func update(_ node: ViewNode, in graph: ViewGraph) {
    builtIn.update(node, content: content, in: graph)
  }

  func shows(_ node: ViewNode) -> [Shown] { builtIn.shows(node) }

  func appearanceChanged(_ node: ViewNode, isAppeared: Bool, in graph: ViewGraph) {
    builtIn.appearanceChanged(node, isAppeared: isAppeared, in: graph)
  }

  func removed(_ node: ViewNode) { builtIn.removed(node) }
}

extension View {
  func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
