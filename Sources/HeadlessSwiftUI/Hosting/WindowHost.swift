public import HeadlessUI

/// Shows a view tree in a `HeadlessUI` window, as `UIHostingController` shows SwiftUI views in
/// a `UIWindow` on iOS: a `NavigationStack` becomes a navigation controller with one page per
/// path element, a sheet a presented page, a `List` a list view whose cells ask for their
/// rows. The harness reads and acts on the window exactly as for the UIKit-style chapters.
///
/// After every update pass the host brings the pages up to date, tells the views on the pages
/// on screen that they appear, and adds the pass's body evaluations to the window's render
/// work (`RenderWork.bodiesEvaluated`, and `RenderWork.rowsEvaluated` for its lists' rows).
@MainActor
public final class WindowHost {
  public let window: Window
  public let graph: ViewGraph
  private var navigation: NavigationController?
  /// The page controller of each page node, by the node's identity.
  private var controllers: [ObjectIdentifier: PageController] = [:]
  /// The sheet shown, if any, and the page it is presented on.
  private var sheet: (node: ViewNode, controller: PageController)?
  private var countedEvaluations = 0
  private var countedRowEvaluations = 0
  /// What decided the views' appearance the last time it was synced.
  private var syncedAppearance: AppearanceInputs?

  private struct AppearanceInputs {
    var isWindowVisible: Bool
    var hasNavigation: Bool
    var pages: [ObjectIdentifier: ViewController.Appearance]
  }

  /// Whether the window, the navigation and every page's appearance are as `synced` saw
  /// them; asked after every pass, so it makes nothing to compare.
  private func appearanceIsUnchanged(since synced: AppearanceInputs?) -> Bool {
    guard let synced, synced.isWindowVisible == window.isVisible,
      synced.hasNavigation == (navigation != nil), synced.pages.count == controllers.count
    else { return false }
    return controllers.allSatisfy { synced.pages[$0.key] == $0.value.appearance }
  }

  /// A host of `rootView` in `window`, whose `@SceneStorage` values are `sceneValues` and
  /// whose update passes `scheduler` runs, with those of the app's other windows.
  public init(
    window: Window = Window(), rootView: some View, sceneValues: SceneValues = SceneValues(),
    scheduler: UpdateScheduler = UpdateScheduler()
  ) {
    self.window = window
    var environment = EnvironmentValues()
    environment.sceneValues = sceneValues
    graph = ViewGraph(rootView: rootView, environment: environment, scheduler: scheduler)
    graph.didUpdate = { [weak self] in self?.showUpdate() }
  }

  /// The host showing `window`, found through the window's root view controller as a
  /// `UIHostingController` is on iOS; `nil` before the host first shows it.
  public static func host(of window: Window) -> WindowHost? {
    var root = window.rootViewController
    if let navigation = root as? NavigationController { root = navigation.viewControllers.first }
    return (root as? PageController)?.host
  }

  /// Evaluates the tree and shows it in the window, as a scene's first frame does.
  public func show() {
    graph.update()
    window.makeKeyAndVisible()
    syncAppearance()
  }

  /// Takes every view out of the tree — each is told it disappears, each task is cancelled —
  /// and empties the window, as the system does when the scene goes.
  public func tearDown() {
    graph.tearDown()
    window.tearDown()
    controllers = [:]
    sheet = nil
    navigation = nil
  }

  // MARK: Showing an update

  private func showUpdate() {
    guard let root = graph.root else { return }
    let stack = root.shows.lazy.compactMap { shown -> NavigationPages? in
      if case .stack(let stack) = shown { return stack }
      return nil
    }.first
    let pages = stack?.pages ?? [root]
    let pageControllers = pages.map(controller(for:))
    // Each page's views are set before it is placed, so that it comes with its title.
    for (page, controller) in zip(pages, pageControllers) {
      controller.show()
      if page.shows.contains(where: { if case .stack = $0 { true } else { false } }) {
        graph.warn(
          "A NavigationStack is inside the page of another NavigationStack; only the outer "
            + "stack's pages are shown")
      }
    }
    var kept = Set(pages.map(ObjectIdentifier.init))
    if stack != nil {
      let navigation = self.navigation ?? makeNavigation()
      if window.rootViewController !== navigation { window.rootViewController = navigation }
      if !navigation.viewControllers.elementsEqual(pageControllers, by: ===) {
        navigation.show(pageControllers)
      }
    } else if window.rootViewController !== pageControllers[0] {
      window.rootViewController = pageControllers[0]
    }
    // A sheet is presented from the stack (`.sheet` on the `NavigationStack`, as is usual) or
    // from one of its pages.
    showSheet(
      from: stack == nil ? pages : [root] + pages, controllers: pageControllers, kept: &kept)
    // The pages kept are among the controllers: as many means the same ones.
    if controllers.count != kept.count {
      controllers = controllers.filter { kept.contains($0.key) }
    }
    recordBodyEvaluations()
    for warning in graph.takeWarnings() { window.renderLog.warn(warning) }
    syncAppearance()
  }

  private func makeNavigation() -> NavigationController {
    let navigation = NavigationController()
    navigation.delegate = self
    self.navigation = navigation
    return navigation
  }

  private func controller(for page: ViewNode) -> PageController {
    if let controller = controllers[ObjectIdentifier(page)] { return controller }
    let controller = PageController(page: page, host: self)
    controllers[ObjectIdentifier(page)] = controller
    return controller
  }

  /// Presents the sheet `nodes` ask for, over the top page, or dismisses the one shown.
  private func showSheet(
    from nodes: [ViewNode], controllers: [PageController], kept: inout Set<ObjectIdentifier>
  ) {
    let sheets = nodes.flatMap(\.shows).compactMap { shown -> ViewNode? in
      if case .sheet(let node) = shown { return node }
      return nil
    }
    if sheets.count > 1 {
      graph.warn(
        "Currently, only presenting a single sheet is supported: \(sheets.count) sheets are "
          + "presented at once, and only the last is shown")
    }
    let wanted = sheets.last
    if let sheet, sheet.node !== wanted {
      sheet.controller.dismiss()
      self.sheet = nil
    }
    guard let wanted, let presenter = controllers.last else { return }
    kept.insert(ObjectIdentifier(wanted))
    let controller = controller(for: wanted)
    // Its views are set before it is presented, so that it comes with its title.
    controller.show()
    if sheet == nil {
      presenter.present(controller)
      sheet = (wanted, controller)
    }
  }

  /// Tells each page's views whether they are on screen, from the page controller's own
  /// appearance.
  ///
  /// What decides it is the window's visibility and each page's appearance, and for a node
  /// made since the last time, where it is (a node removed is told it disappears as it goes).
  /// When neither the window nor a page changed, only the new nodes are told, each as its page
  /// is; the tree is not walked.
  func syncAppearance() {
    let made = graph.takeNodesMade()
    guard !appearanceIsUnchanged(since: syncedAppearance) else {
      let madeIDs = Set(made.map(ObjectIdentifier.init))
      for node in made where node.parent != nil || node === graph.root {
        // A new node under a new node is told with its parent, unless it is a page of its own.
        if !node.isPage, let parent = node.parent, madeIDs.contains(ObjectIdentifier(parent)) {
          continue
        }
        graph.setAppeared(isOnScreen(node), below: node)
      }
      return
    }
    syncedAppearance = AppearanceInputs(
      isWindowVisible: window.isVisible, hasNavigation: navigation != nil,
      pages: controllers.mapValues(\.appearance))
    // The views around a stack (the stack itself, its modifiers, the views above it) are on
    // screen while the window is: the pages decide only for what is on them.
    if navigation != nil, let root = graph.root {
      graph.setAppeared(window.isVisible, below: root)
    }
    // A page a back swipe is taking away is still on screen until the swipe completes, and
    // the page it uncovers is not on screen until then: a cancelled swipe changes nothing.
    for controller in controllers.values {
      graph.setAppeared(Self.isOnScreen(controller), below: controller.page)
    }
  }

  /// Whether the new node `node` is on screen: as its parent is, which was told already; a
  /// page as its controller is; the root around a stack as the window is.
  private func isOnScreen(_ node: ViewNode) -> Bool {
    if !node.isPage, let parent = node.parent { return parent.isAppeared }
    if let controller = controllers[ObjectIdentifier(node)] { return Self.isOnScreen(controller) }
    return !node.isPage && navigation != nil && window.isVisible
  }

  /// Whether the views of `controller`'s page are on screen: a page a back swipe is taking away
  /// still is; the page it uncovers is not yet.
  private static func isOnScreen(_ controller: PageController) -> Bool {
    [.appeared, .disappearing].contains(controller.appearance)
  }

  private func recordBodyEvaluations() {
    let total = graph.totalEvaluations
    let rows = graph.totalRowEvaluations
    window.renderLog.recordBodyEvaluations(
      total - countedEvaluations, inRows: rows - countedRowEvaluations)
    countedEvaluations = total
    countedRowEvaluations = rows
  }
}

extension WindowHost: NavigationControllerDelegate {
  /// The user went back (the back button, a completed swipe): the path loses as many elements
  /// as pages went, through its binding.
  public func navigationController(
    _ navigationController: NavigationController, didShow: ViewController
  ) {
    guard let root = graph.root else { return }
    for case .stack(let stack) in root.shows {
      let popped = stack.pages.count - navigationController.viewControllers.count
      if popped > 0 { stack.pop?(popped) }
    }
  }
}
