import Observation

/// The tree of a window's views: it evaluates bodies, keeps state by identity, and brings the
/// tree up to date after a change.
///
/// Follows SwiftUI's documented update model (the workbench's article "The SwiftUI stand-in" names
/// the sources, and `Tests/HeadlessSwiftUITests` pins each behaviour):
///
/// - Each body is evaluated in its own observation scope (`withObservationTracking`); a child's
///   body is evaluated after its parent's has returned, so reads count for the view that made
///   them.
/// - A change to something a body read marks that view only, and asks for an update pass; the
///   pass runs later on the main actor, so several changes in one turn make one evaluation
///   with the final values.
/// - A view whose parent is evaluated again is evaluated again only when its new value differs
///   from the last (``ViewComparison``) or it was marked.
/// - `onAppear`, `onDisappear`, `onChange` and the start of a `.task` run after the pass,
///   never inside a body.
@MainActor
public final class ViewGraph {
  /// The root view's node.
  private(set) var root: ViewNode?
  private var rootView: any View
  private let rootEnvironment: EnvironmentValues

  /// Body evaluations since ``resetCounts()``, by the evaluated view's type name.
  public private(set) var bodyEvaluations: [String: Int] = [:]
  /// Runtime warnings since the last ``takeWarnings()``: what SwiftUI would log.
  private(set) var warnings: [String] = []

  /// Called after each pass, before the actions it queued run: the host shows the result.
  var didUpdate: (() -> Void)?

  /// Runs this graph's passes, with those of the app's other windows.
  private let scheduler: UpdateScheduler
  /// This graph's place in its scheduler's order.
  let position: Int
  private(set) var isUpdating = false
  /// What the pass queued to run once it is over: appearance actions, `onChange`, tasks.
  private var actionsAfterUpdate: [() -> Void] = []

  /// A graph showing `rootView` in `environment`. Nothing is evaluated until ``update()``.
  public init(
    rootView: some View, environment: EnvironmentValues = EnvironmentValues(),
    scheduler: UpdateScheduler = UpdateScheduler()
  ) {
    self.rootView = rootView
    self.rootEnvironment = environment
    self.scheduler = scheduler
    position = scheduler.register()
  }

  /// The sum of ``bodyEvaluations``.
  public var totalBodyEvaluations: Int { bodyEvaluations.values.reduce(0, +) }

  /// Every body evaluation since the graph was made, never reset.
  private(set) var totalEvaluations = 0

  /// The nodes made since the host last took them (views made only to be read aside): a new
  /// node must be told whether it is on screen; the others already were.
  private var nodesMade: [ViewNode] = []

  func nodeMade(_ node: ViewNode) {
    guard !isReading else { return }
    nodesMade.append(node)
  }

  /// The nodes made since the last call, in the order they were made.
  func takeNodesMade() -> [ViewNode] {
    defer { nodesMade = [] }
    return nodesMade
  }

  /// Every time a row of a lazy list had a body evaluated in it, never reset (``LazyRows``).
  private(set) var totalRowEvaluations = 0

  /// Runs `work` on a row of a lazy list, and counts the row as evaluated when a body in it
  /// was: the row's own, or a view's inside it.
  func evaluatingRow(_ work: () -> Void) {
    let before = totalEvaluations
    work()
    if totalEvaluations != before { totalRowEvaluations += 1 }
  }

  /// Starts counting body evaluations afresh.
  public func resetCounts() { bodyEvaluations = [:] }

  /// The warnings so far, each handed out once.
  public func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }

  func warn(_ warning: String) { warnings.append(warning) }

  // MARK: The update pass

  /// Brings the tree up to date now: the first time, evaluates it whole; later, evaluates
  /// the views marked since the last pass and those their new bodies handed new values.
  public func update() {
    guard !isUpdating, !isTornDown else { return }
    isUpdating = true
    if let root {
      refresh(root)
    } else {
      let node = ViewNode(key: "root", view: rootView, environment: rootEnvironment, graph: self)
      root = node
      update(node, with: rootView, environment: rootEnvironment)
    }
    didUpdate?()
    // Without a host, nobody asks which nodes are new.
    if didUpdate == nil { nodesMade = [] }
    isUpdating = false
    runActionsAfterUpdate()
  }

  /// Takes every view out of the tree: each on screen is told it disappears, each task is
  /// cancelled, all state is dropped.
  public func tearDown() {
    isTornDown = true
    nodesMade = []
    guard let root else { return }
    isUpdating = true
    remove(root)
    self.root = nil
    isUpdating = false
    runActionsAfterUpdate()
  }

  /// Whether the graph was torn down: it is never evaluated again. (A pass asked for by work
  /// that ends after the window closed — a pull's action returning — would otherwise make the
  /// whole tree again, in no window, with everything its views start.)
  private(set) var isTornDown = false

  /// Asks for an update pass on a later turn of the main actor, once however often it is
  /// asked before it runs; asked during a pass, for another pass after it.
  func setNeedsUpdate() {
    guard !isTornDown else { return }
    scheduler.schedule(self)
  }

  /// Queues `action` to run after the current pass, or on the next one when none is running.
  func afterUpdate(_ action: @escaping () -> Void) {
    guard !isReading else { return }
    actionsAfterUpdate.append(action)
    if !isUpdating { setNeedsUpdate() }
  }

  private func runActionsAfterUpdate() {
    while !actionsAfterUpdate.isEmpty {
      let actions = actionsAfterUpdate
      actionsAfterUpdate = []
      for action in actions { action() }
    }
  }

  // MARK: Bringing nodes up to date

  /// Hands `node` a new value from its parent; returns whether what it shows was made again
  /// (a view with a body that compares the same, with nothing marked below it, was not).
  @discardableResult
  func update(_ node: ViewNode, with view: any View, environment: EnvironmentValues) -> Bool {
    assert(
      ObjectIdentifier(Swift.type(of: view)) == node.type.identifier, "a node's view changed type")
    let isNew = node.isNew
    let oldView = node.view
    let oldEnvironment = node.environment
    node.view = view
    node.primitive = node.type.builtIn?(view)
    node.environment = environment
    node.isNew = false
    node.needsRefresh = false
    if let primitive = node.primitive {
      // A built-in view is cheap to bring up to date, and its children compare their own
      // values: it always is.
      node.isInvalid = false
      primitive.update(node, in: self)
      node.shows = primitive.shows(node)
      return true
    } else {
      // A view with a body depends on the environment only through its `@Environment`
      // properties.
      let changed =
        isNew || node.isInvalid
        || (node.type.readsEnvironment && environment != oldEnvironment)
        || !node.type.isSame(oldView, view)
      return bringUpToDate(composite: node, changed: changed)
    }
  }

  /// Brings `node` up to date when its parent handed it nothing new: only what was marked
  /// below it is evaluated. Returns whether what the node shows was made again; when nothing
  /// below it changed what it shows, its ``ViewNode/shows`` are left as they are.
  @discardableResult
  func refresh(_ node: ViewNode) -> Bool {
    guard node.isInvalid || node.needsRefresh else { return false }
    node.needsRefresh = false
    if let primitive = node.primitive {
      if node.isInvalid {
        node.isInvalid = false
        primitive.update(node, in: self)
      } else if !primitive.refresh(node, in: self) {
        return false
      }
      node.shows = primitive.shows(node)
      return true
    } else {
      return bringUpToDate(composite: node, changed: node.isInvalid)
    }
  }

  /// Evaluates the body of `node` when `changed`, else refreshes its child; returns whether
  /// what it shows was made again.
  @discardableResult
  private func bringUpToDate(composite node: ViewNode, changed: Bool) -> Bool {
    if changed {
      let body = evaluateBody(of: node)
      setChildren(of: node, to: [Child(key: 0, view: body)], environment: node.environment)
    } else if !refreshChildren(of: node) {
      return false
    }
    let shows = node.children.first?.shows ?? []
    // A body evaluated again that shows the very same things (the rows' container after a
    // star: the same lazy rows) leaves everything above it as it is.
    if Shown.identical(node.shows, shows) { return false }
    node.shows = shows
    return true
  }

  /// Refreshes every child of `node`; returns whether what any of them shows was made again.
  func refreshChildren(of node: ViewNode) -> Bool {
    var changed = false
    for child in node.children {
      if refresh(child) { changed = true }
    }
    return changed
  }

  /// Evaluates the body of the view of `node`, with its state in place, tracking what it reads.
  private func evaluateBody(of node: ViewNode) -> any View {
    if node.type.hasDynamicProperties { DynamicProperties.install(in: node.view, node: node) }
    node.isInvalid = false
    node.evaluation += 1
    let evaluation = node.evaluation
    // A view made only to be read is thrown away at once: nothing needs to hear of a change
    // to what it read, and a registration left with each model it read would pile up with
    // every reading (100 000 off-screen rows per screen read).
    guard !isReading else { return Self.body(of: node.view) }
    bodyEvaluations[node.type.name, default: 0] += 1
    totalEvaluations += 1
    let observer = node.observed
    return withObservationTracking {
      Self.body(of: node.view)
    } onChange: {
      Self.invalidate(observer, evaluation: evaluation)
    }
  }

  /// Marks `node` after a change of something its evaluation number `evaluation` read.
  ///
  /// Observation calls this in `willSet`, on the actor of the change: only marking happens
  /// here, never an evaluation. The mark is made at once, before anything else can run an
  /// update pass with the old tree: a pass the navigation asked for while the path it had just
  /// written was still unmarked would push the popped page again. So the toolkit requires what
  /// Swift 6 code observed by SwiftUI does anyway: the models its views read are the main
  /// actor's (a change from another actor stops the program, as a data race would).
  private nonisolated static func invalidate(_ observer: NodeObserver, evaluation: Int) {
    MainActor.assumeIsolated { observer.node?.invalidate(evaluation: evaluation) }
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  /// Matches `children` to the node's current children by key and type, updates those kept,
  /// makes the new ones and removes the others.
  func setChildren(of node: ViewNode, to children: [Child], environment: EnvironmentValues) {
    // Taken, not copied: the children kept are taken out of `old` without copying it.
    var old = node.children
    node.children = []
    var new: [ViewNode] = []
    new.reserveCapacity(children.count)
    for child in children {
      new.append(
        self.child(
          of: node, key: child.key, view: child.view, environment: environment, from: &old))
    }
    node.children = new
    for gone in old { remove(gone) }
  }

  /// The child of `node` at `key` brought up to date with `view`: the one in `old` with that
  /// key and type, taken out of `old`, or a new one.
  func child(
    of node: ViewNode, key: AnyHashable, view: any View, environment: EnvironmentValues,
    from old: inout [ViewNode]
  ) -> ViewNode {
    let type = ObjectIdentifier(Swift.type(of: view))
    let kept = old.firstIndex { $0.type.identifier == type && $0.key == key }
    let child: ViewNode
    if let kept {
      child = old.remove(at: kept)
    } else {
      child = ViewNode(key: key, view: view, environment: environment, graph: self)
      child.parent = node
    }
    update(child, with: view, environment: environment)
    return child
  }

  /// Reads `read` for the built-in view of `node` (a stack's path, a sheet's item), so that a
  /// change to what it read brings the node up to date in the next pass.
  func tracking<Value>(_ node: ViewNode, _ read: () -> Value) -> Value {
    guard !isReading else { return read() }
    node.evaluation += 1
    let evaluation = node.evaluation
    let observer = node.observed
    return withObservationTracking(read) {
      Self.invalidate(observer, evaluation: evaluation)
    }
  }

  /// Whether the graph is evaluating views only to read them (a row off screen the harness
  /// reads): nothing is counted and no action is queued.
  private(set) var isReading = false

  /// Runs `read`, in which views evaluated only for reading are neither counted nor told
  /// they appear.
  func reading<Result>(_ read: (ViewGraph) -> Result) -> Result {
    let wasReading = isReading
    isReading = true
    defer { isReading = wasReading }
    return read(self)
  }

  /// Takes `node` out of the tree: what it shows goes (`onDisappear`), what it started stops,
  /// its state is dropped.
  func remove(_ node: ViewNode) {
    setAppeared(false, below: node)
    for child in node.children { remove(child) }
    node.children = []
    node.primitive?.removed(node)
    node.stateStorage = []
    node.evaluation += 1
    node.parent = nil
  }

  // MARK: Appearance

  /// Sets whether the views of `node` and below are on screen, stopping at the nodes that
  /// start pages of their own; each view that changes is told after the pass.
  func setAppeared(_ isAppeared: Bool, below node: ViewNode) {
    if node.isAppeared != isAppeared {
      node.isAppeared = isAppeared
      node.primitive?.appearanceChanged(node, isAppeared: isAppeared, in: self)
    }
    for child in node.children where !child.isPage {
      setAppeared(isAppeared, below: child)
    }
  }
}
