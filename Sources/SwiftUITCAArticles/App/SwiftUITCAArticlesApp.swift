public import ArticleDomain
import ComposableRuntime
import HeadlessSwiftUI
public import HeadlessUI

/// The composition root of the TCA-style Articles feature in SwiftUI: one store for the app,
/// and each window a SwiftUI view on the store scoped to that window's pages.
///
/// ```text
/// views ──action──> scoped stores ──> Store(AppFeature) ──reduce(into: &state)──> Effect
///   ^                                      │                                     │
///   └──── store.x, read through observation ┘ <─ send(action), unless cancelled ─┘
/// ```
///
/// A TCA app keeps its store outside the view tree, in the app (or its delegate), and hands
/// each scene's root view a scoped store, as this class does: it is the scene delegate of each
/// window, not a SwiftUI `App` run by `HostedApp`. Why, now that `HostedApp` hands a launch
/// link to `onOpenURL` before the first frame:
///
/// - The store keeps each window's pages under the window's ``SceneID``, and a window's views
///   need their pages — with the saved pages read, before the launch link opens — from their
///   first update. The scene delegate names each window as it connects
///   (``connectScene()``) and tells the store before the window shows, as a UIKit scene
///   delegate's `scene(_:willConnectTo:options:)` would; a SwiftUI `WindowGroup` hands its
///   content no identity and no connect event before that update, so an `App` would have to
///   make one up in the window's views (and `AppFeature` start with no window) — a
///   restructuring not done yet.
/// - Closing a window and leaving the app are actions on the store here (`.sceneClosed`, and
///   ``tearDown()`` stopping the store before the windows go); under `HostedApp` the first
///   would hang on a view's disappearance and the second on the store being released.
///
/// The store gets the environment's ports as dependencies (``DependencyValues/use(_:)``), the
/// runtime's warnings go to the trace, and every action goes to the debug log by its cases and
/// to the trace whole (the app's logging reducers, ``Reducer/loggingActionNames(to:)`` and
/// ``Reducer/tracingActions(to:)``), as the UIKit chapter does. The views trace nothing: the
/// harness reads the screen itself.
@MainActor
public final class SwiftUITCAArticlesApp: HeadlessSceneApp {
  /// The app's store: every window's views hold stores scoped from it.
  let store: Store<AppFeature.State, AppFeature.Action>

  /// The windows, in the order they opened: each its scene's id and the host of its views.
  private var scenes: [(id: SceneID, host: WindowHost)] = []
  private var lastScene = SceneID.first
  /// The windows' update passes, run together in the order the windows opened, as SwiftUI
  /// updates an app's views in one transaction.
  private let scheduler = UpdateScheduler()

  public var window: Window { scenes[0].host.window }

  public init(environment: ArticleEnvironment) {
    let trace = environment.trace
    store = Store(initialState: AppFeature.State()) {
      AppFeature()
        .loggingActionNames(to: environment.debugLog)
        .tracingActions(to: trace)
    } withDependencies: { values in
      values.use(environment)
      values.reportIssue = { message, _ in trace.record(.runtimeWarning, message) }
    }
    scenes = [(.first, host(for: .first))]
    // The scene connects with what the last run left on the device, as UIKit hands a scene its
    // restoration: restored before any link opens.
    store.send(
      .sceneWillConnect(
        savedOutbox: environment.outbox.loadOutbox(),
        savedPages: environment.restoration.loadPages()))
    for object: AnyObject in [self, store] {
      environment.lifetimes.track(object)
    }
  }

  /// The views of window `id`, on the store scoped to its pages.
  private func host(for id: SceneID) -> WindowHost {
    let pages = store.scope(state: \.[scene: id], action: .scene(id))
    return WindowHost(rootView: ArticlesView(store: pages), scheduler: scheduler)
  }

  /// Starts listening to the connection and shows the first window: the list, or on a cold
  /// start the pages of the link opened before.
  public func launch() {
    store.send(.launched)
    scenes[0].host.show()
  }

  public func open(_ link: String) {
    store.send(.scene(id: .first, action: .linkOpened(link)))
  }

  /// Another window: pages of its own in the store, which launch as the first window's did,
  /// and views of its own.
  public func connectScene() -> Window {
    lastScene = lastScene.next
    let id = lastScene
    let host = host(for: id)
    scenes.append((id, host))
    store.send(.sceneConnected(id))
    host.show()
    return host.window
  }

  public func open(_ link: String, in window: Window) {
    guard let scene = scenes.first(where: { $0.host.window === window }) else { return }
    store.send(.scene(id: scene.id, action: .linkOpened(link)))
  }

  /// The window closed: its views go, then its pages leave the store, which cancels their
  /// work. The stars' saves are the app's, and go on.
  public func disconnectScene(of window: Window) {
    guard let index = scenes.firstIndex(where: { $0.host.window === window }) else { return }
    let scene = scenes.remove(at: index)
    scene.host.tearDown()
    store.send(.sceneClosed(scene.id))
  }

  /// Leaves the feature: the store stops first — every effect cancelled, nothing reduced
  /// afterwards — then the windows go.
  public func tearDown() {
    store.tearDown()
    for scene in scenes { scene.host.tearDown() }
  }
}
