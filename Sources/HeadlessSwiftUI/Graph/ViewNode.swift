/// One view's place in the tree: its identity, and what lives as long as the identity does.
///
/// A view struct is made again on every evaluation of its parent; its node is not. A node is
/// made when a view first takes a place in the tree and removed when the place goes or holds
/// a view of another type or id. It keeps the view's ``State`` storage, the tasks its
/// modifiers started, and the last value the parent handed it, to tell whether the next value
/// differs.
@MainActor
final class ViewNode {
  /// The node's place among its parent's children: a position, a branch, an id.
  let key: AnyHashable
  /// The node that holds this one; cleared when it goes. (Neither this nor ``observer`` is a
  /// weak reference: a node referred to weakly takes the runtime's slow path for every retain
  /// and release, and an update pass retains every node it passes.)
  unowned(unsafe) var parent: ViewNode?
  /// The value the parent last handed this node.
  var view: any View
  /// What the toolkit knows of the view's type, which never changes: a place that holds a view
  /// of another type is another node.
  let type: ViewType
  /// ``view`` as a built-in view, or `nil` for a view with a body: cast once per value.
  var primitive: (any PrimitiveView)?
  /// The environment the parent last handed this node.
  var environment: EnvironmentValues
  /// The nodes of the views this one holds, in order.
  var children: [ViewNode] = []
  /// What this node and its children show, in order: read by the host to build the screen.
  var shows: [Shown] = [] {
    didSet { showsRevision &+= 1 }
  }
  /// Counts the times ``shows`` was made again, so that a page whose shows were not is shown
  /// as it is.
  private(set) var showsRevision = 0

  /// The storage of the view's ``State`` properties, in declaration order, made the first time
  /// the view's body is evaluated.
  var stateStorage: [AnyObject] = []
  /// Whether something the last body evaluation read has changed since.
  var isInvalid = false
  /// Whether a node below this one was marked since the last pass, so the pass must come
  /// down here; the others are left as they are.
  var needsRefresh = false
  /// Counts body evaluations, so that a change reported for an older one is ignored.
  var evaluation = 0
  /// Whether the node was just made and has not been brought up to date yet.
  var isNew = true
  /// Whether the node is on screen, in the sense of `onAppear`/`onDisappear`.
  var isAppeared = false
  /// What a built-in view or modifier keeps across updates: a task, a list's rows, a stack's
  /// pages.
  var storage: AnyObject?
  /// Whether this node starts a page of its own (a pushed destination, a sheet's content):
  /// its appearance follows that page, not its parent's.
  var isPage = false
  /// The graph, while the node is in it.
  unowned let graph: ViewGraph

  init(key: AnyHashable, view: any View, environment: EnvironmentValues, graph: ViewGraph) {
    self.key = key
    self.view = view
    type = ViewType.of(view)
    self.environment = environment
    self.graph = graph
    graph.nodeMade(self)
  }

  isolated deinit {
    observer?.node = nil
    for child in children where child.parent === self { child.parent = nil }
  }

  /// What the observations of the node's reads hold to reach it: it does not keep the node,
  /// and it reaches nothing once the node is gone.
  private(set) var observer: NodeObserver?

  /// The node's ``observer``, made the first time it is asked for.
  var observed: NodeObserver {
    if let observer { return observer }
    let observer = NodeObserver(node: self)
    self.observer = observer
    return observer
  }

  /// Marks the node for evaluation in the next update, when `evaluation` is still the latest:
  /// the change came from what that evaluation read.
  func invalidate(evaluation: Int) {
    guard evaluation == self.evaluation, !isInvalid else { return }
    isInvalid = true
    var ancestor = parent
    while let node = ancestor, !node.needsRefresh {
      node.needsRefresh = true
      ancestor = node.parent
    }
    graph.setNeedsUpdate()
  }

  /// The node's identity, from the root: for warnings and tests.
  var path: String {
    let own = "\(key.base)"
    guard let parent else { return own }
    return parent.path + "/" + own
  }
}

/// How an observation's change handler reaches a node without keeping it alive: the node
/// clears it as it goes.
@MainActor
final class NodeObserver {
  unowned(unsafe) var node: ViewNode?

  init(node: ViewNode) {
    self.node = node
  }
}
