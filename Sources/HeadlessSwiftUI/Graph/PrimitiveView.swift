/// One view a built-in view holds, with its place among the others.
struct Child {
  /// The child's identity among its siblings: a position, an `if` branch, an explicit id.
  var key: AnyHashable
  var view: any View
}

/// A view built into the toolkit: it has no body to evaluate, and the toolkit knows what it
/// shows (text, a button, a list) and what it does to the views it holds (a modifier).
///
/// A built-in view is brought up to date with every new value its parent hands it: its
/// children are matched to the old ones by key and type, and each is updated in turn.
@MainActor
protocol PrimitiveView {
  /// The views this one holds, in order.
  var children: [Child] { get }
  /// The environment its children see.
  func environment(for children: EnvironmentValues, of node: ViewNode) -> EnvironmentValues
  /// Brings `node` up to date with this new value: its children, what it keeps.
  func update(_ node: ViewNode, in graph: ViewGraph)
  /// Brings the children of `node` up to date when its value has not changed; returns whether
  /// what `node` shows must be made again.
  func refresh(_ node: ViewNode, in graph: ViewGraph) -> Bool
  /// What `node` shows, once its children are up to date.
  func shows(_ node: ViewNode) -> [Shown]
  /// Called when `node` comes on screen (`onAppear`) and when it leaves it (`onDisappear`).
  func appearanceChanged(_ node: ViewNode, isAppeared: Bool, in graph: ViewGraph)
  /// Called when `node` leaves the tree: stops what it started.
  func removed(_ node: ViewNode)
}

extension PrimitiveView {
  var children: [Child] { [] }

  func environment(for children: EnvironmentValues, of node: ViewNode) -> EnvironmentValues {
    children
  }

  func update(_ node: ViewNode, in graph: ViewGraph) {
    graph.setChildren(
      of: node, to: children, environment: environment(for: node.environment, of: node))
  }

  func refresh(_ node: ViewNode, in graph: ViewGraph) -> Bool {
    graph.refreshChildren(of: node)
  }

  func shows(_ node: ViewNode) -> [Shown] { node.children.flatMap(\.shows) }

  func appearanceChanged(_ node: ViewNode, isAppeared: Bool, in graph: ViewGraph) {}

  func removed(_ node: ViewNode) {}
}

/// Tells built-in views from views with a body.
@MainActor
enum PrimitiveViews {
  /// How a value of the type of `view` is opened as a built-in view, or `nil` for a view with
  /// a body. A cast to a protocol looks the conformance up; the opener casts to the concrete
  /// type, which only compares types, and is made once per type (``ViewType``).
  static func opener(for view: any View) -> ((any View) -> any PrimitiveView)? {
    guard let primitive = view as? any PrimitiveView else { return nil }
    return opener(for: primitive)
  }

  private static func opener<Primitive: PrimitiveView>(
    for _: Primitive
  ) -> (any View) -> any PrimitiveView {
    // The node's view is of this type (``ViewType``): the cast cannot fail.
    { $0 as! Primitive }
  }
}
