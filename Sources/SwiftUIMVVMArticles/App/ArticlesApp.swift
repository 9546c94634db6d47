public import ArticleDomain
public import HeadlessSwiftUI

/// The MVVM Articles feature as SwiftUI code writes it, run by the workbench as the system
/// runs a SwiftUI app: each window a scene of its own.
public typealias SwiftUIMVVMArticlesApp = HostedApp<ArticlesApp>

/// The app: its model, and one window group whose every window shows the articles.
///
/// ```text
/// views ──intents──> view models (@State of the views) ──> services, in tasks they own
///   ^                      │
///   └── observation ───────┘   (SwiftUI evaluates again the bodies that read what changed)
/// ```
///
/// ``AppModel`` holds the account (the stars and network status every window shares); each
/// window's ``ArticlesWindow`` shows it, with a ``SceneModel`` of its own for its navigation
/// and the view models its pages own.
public struct ArticlesApp: App {
  @State private var model: AppModel

  public init(environment: ArticleEnvironment) {
    _model = State(initialValue: AppModel(environment: environment))
  }

  public var body: some Scene {
    WindowGroup {
      ArticlesWindow(app: model)
    }
  }
}

/// One window: the account's pages, made again for a new account, and what the window saves.
///
/// The scene's identity is its account: after a logout the window shows a new
/// ``ArticlesScene``, whose state — its navigation, its view models and their work — starts
/// afresh, as SwiftUI does for a view whose `.id` changed.
struct ArticlesWindow: View {
  let app: AppModel
  @SceneStorage(SwiftUIMVVMArticlesApp.savedPagesKey) private var savedPages: String?

  var body: some View {
    ArticlesScene(account: app.account, savedPages: $savedPages)
      .id(ObjectIdentifier(app.account))
  }
}

/// A window's pages: the stack of the list and its details, the login sheet, the links the
/// window is handed and the pages it saves.
struct ArticlesScene: View {
  @State private var scene: SceneModel
  @Binding var savedPages: String?

  init(account: AccountModel, savedPages: Binding<String?>) {
    _scene = State(initialValue: SceneModel(account: account, restoring: savedPages.wrappedValue))
    _savedPages = savedPages
  }

  var body: some View {
    @Bindable var scene = scene
    NavigationStack(path: $scene.path) {
      ArticleListView(scene: scene)
        .navigationDestination(for: Article.ID.self) { id in
          ArticleDetailView(id: id, scene: scene)
        }
    }
    .sheet(item: Binding(get: { scene.login }, set: { _ in scene.loginDismissed() })) { login in
      LoginView(model: login)
    }
    .onAppear { scene.connect() }
    .onOpenURL { link in scene.open(link) }
    .onChange(of: scene.savedPages, initial: true) { _, pages in savedPages = pages }
  }
}
