public import HeadlessUI

/// Shows a view tree in a `HeadlessUI` window, as `UIHostingController` shows SwiftUI views in
/// a `UIWindow` on iOS: a `NavigationStack` becomes a navigation controller with one page per
/// path element, a sheet a presented page, a `List` a list view whose cells ask for their
/// rows. The harness reads and acts on the window exactly as for the UIKit-style chapters.
///
/// After every update pass the host brings the pages up to date, tells the views on the pages
/// on screen that they appear, and adds the pass's body evaluations to the window's render
/// work (`RenderWork.bodiesEvaluated`).
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

  public init(window: Window = Window(), rootView: some View) {
    self.window = window
    graph = ViewGraph(rootView: rootView)
    graph.didUpdate = { [weak self] in self?.showUpdate() }
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
    // A page is placed with what it shows, its title first, as a hosting controller's
    // navigation item is set before it is pushed: the window records each page as placed.
    for (page, controller) in zip(pages, pageControllers) {
      controller.show(page.shows)
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
    showSheet(from: pages, controllers: pageControllers, kept: &kept)
    controllers = controllers.filter { kept.contains($0.key) }
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

  /// Presents the sheet the pages ask for, over the top page, or dismisses the one shown.
  private func showSheet(
    from pages: [ViewNode], controllers: [PageController], kept: inout Set<ObjectIdentifier>
  ) {
    let sheets = pages.flatMap(\.shows).compactMap { shown -> ViewNode? in
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
    controller.show(wanted.shows)
    if sheet == nil {
      presenter.present(controller)
      sheet = (wanted, controller)
    }
  }

  /// Tells each page's views whether they are on screen, from the page controller's own
  /// appearance.
  func syncAppearance() {
    for controller in controllers.values {
      graph.setAppeared(controller.appearance == .appeared, below: controller.page)
    }
  }

  private func recordBodyEvaluations() {
    let total = graph.totalEvaluations
    window.renderLog.recordBodyEvaluations(total - countedEvaluations)
    countedEvaluations = total
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
