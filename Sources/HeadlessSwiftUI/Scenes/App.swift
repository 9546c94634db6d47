public import ArticleDomain
public import HeadlessUI

/// A part of an app's interface the system shows: SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
  /// The view a new window of the scene shows. The toolkit's, as SwiftUI's underscored
  /// requirements are: a chapter never calls it.
  func _windowContent() -> AnyView
}

/// The windows of an app, each showing `content` with state of its own: SwiftUI's
/// `WindowGroup`. The system makes one window at launch and another each time the user opens
/// one (iPad); each window's views keep their own `@State`, while what the app holds (its
/// models, handed down with `.environment`) is one for all of them.
public struct WindowGroup<Content: View>: Scene {
  let content: @MainActor () -> Content

  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }

  public func _windowContent() -> AnyView { AnyView(content()) }
}

/// An app: what it holds for all its windows, and its scenes (SwiftUI's `App`).
///
/// The workbench hands an app its services, so the toolkit's `App` is made with them where
/// SwiftUI's is made with `init()`:
///
/// ```swift
/// struct ArticlesApp: App {
///   @State private var account: AccountModel
///   init(environment: ArticleEnvironment) { _account = State(initialValue: AccountModel(environment)) }
///   var body: some Scene {
///     WindowGroup { ArticlesRoot().environment(account) }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  init(environment: ArticleEnvironment)
  var body: Body { get }
}

extension View {
  /// Runs `action` with each link the system hands this view's window, as SwiftUI's
  /// `onOpenURL(perform:)` does: a link tapped elsewhere, or the one the app was launched with.
  public func onOpenURL(perform action: @escaping @MainActor (String) -> Void)
    -> ModifiedContent<Self, OpenURLAction>
  {
    modifier(OpenURLAction(action: action))
  }
}

public struct OpenURLAction: BuiltInModifier {
  let action: @MainActor (String) -> Void

  func shows(_ node: ViewNode) -> [Shown] { [.openURL(action)] + node.children.flatMap(\.shows) }
}

/// Runs an ``App`` in the workbench: each scene a `HeadlessUI` window hosting the window
/// group's content, links handed to the window's `onOpenURL`, as the system runs a SwiftUI app
/// on iOS.
///
/// ```swift
/// public typealias SwiftUIMVVMArticlesApp = HostedApp<ArticlesApp>
/// ```
@MainActor
public final class HostedApp<Root: App>: HeadlessSceneApp {
  private let app: Root
  /// The scenes, first connected first; the first is the launch window.
  private var scenes: [WindowHost]
  /// The link the app is launched with, handed over once the first window shows.
  private var launchLink: String?
  /// The windows' update passes, run together in the order the windows opened.
  private let scheduler = UpdateScheduler()

  public init(environment: ArticleEnvironment) {
    app = Root(environment: environment)
    scenes = [
      WindowHost(
        rootView: app.body._windowContent(),
        sceneValues: Self.launchSceneValues(restoration: environment.restoration),
        scheduler: scheduler)
    ]
  }

  /// The `@SceneStorage` key whose value the device keeps between runs: the pages the launch
  /// scene shows, in the workbench's saved-pages text.
  ///
  /// The system saves every scene's values; the workbench's device keeps one text, the
  /// launch scene's pages (`PageStore`), so that is what the launch scene's value under this
  /// key is. A scene connected later keeps its values in memory.
  public static var savedPagesKey: String { "savedPages" }

  private static func launchSceneValues(restoration: any PageStore) -> SceneValues {
    SceneValues(restored: restoration.loadPages().map { [savedPagesKey: $0] } ?? [:]) {
      key, value in
      guard key == savedPagesKey, let value else { return }
      restoration.savePages(value)
    }
  }

  public var window: Window { scenes[0].window }

  /// Shows the launch scene. A link the app was launched with reaches the window's
  /// `onOpenURL` once its views exist and before they are on screen, as the system hands a
  /// scene the URL it connects with: the first frame shows the link's pages.
  public func launch() {
    if let launchLink {
      self.launchLink = nil
      scenes[0].graph.update()
      deliver(launchLink, to: scenes[0])
    }
    scenes[0].show()
  }

  public func open(_ link: String) {
    open(link, in: window)
  }

  public func tearDown() {
    for scene in scenes { scene.tearDown() }
  }

  public func connectScene() -> Window {
    let scene = WindowHost(rootView: app.body._windowContent(), scheduler: scheduler)
    scenes.append(scene)
    scene.show()
    return scene.window
  }

  public func open(_ link: String, in window: Window) {
    guard let scene = host(of: window) else { return }
    guard scene.window.isVisible else {
      launchLink = link
      return
    }
    deliver(link, to: scene)
  }

  public func disconnectScene(of window: Window) {
    guard let index = scenes.firstIndex(where: { $0.window === window }) else { return }
    scenes.remove(at: index).tearDown()
  }

  /// The host of the scene showing `window`.
  func host(of window: Window) -> WindowHost? {
    scenes.first { $0.window === window }
  }

  private func deliver(_ link: String, to scene: WindowHost) {
    for case .openURL(let action) in scene.graph.root?.shows ?? [] { action(link) }
  }
}

/// A view of any type: SwiftUI's `AnyView`. Its identity includes the wrapped view's type.
public struct AnyView: View {
  let view: any View

  public init(_ view: some View) { self.view = view }

  public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
  var children: [Child] { [Child(key: 0, view: view)] }
}
