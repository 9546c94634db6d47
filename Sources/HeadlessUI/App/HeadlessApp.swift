public import ArticleDomain

/// The one protocol a pattern implements to be run by the workbench: its composition root.
///
/// The harness builds the app on an environment of scripted services, launches it, then acts
/// only through ``window`` — as a UI test would — and finally tears it down and checks that
/// nothing of the app is still alive or still working.
///
/// ```swift
/// @MainActor
/// public final class MVVMArticlesApp: HeadlessApp {
///   public let window = Window()
///   public init(environment: ArticleEnvironment) { … }
///   public func launch() { window.rootViewController = …; window.makeKeyAndVisible() }
///   public func open(_ link: String) { … }
///   public func tearDown() { window.tearDown() }
/// }
/// ```
@MainActor
public protocol HeadlessApp: AnyObject {
  /// Wires the pattern's objects together on `environment`. Shows nothing yet.
  init(environment: ArticleEnvironment)
  /// The window the harness reads and acts on.
  var window: Window { get }
  /// Shows the article list, as launching the app does.
  func launch()
  /// Opens a link such as `app://articles/a2`; a bad link must be rejected visibly.
  ///
  /// On a cold start by link, `open` is called **before** ``launch()``, as iOS hands a scene its
  /// launch URL before the first frame: the app then launches straight into the link's pages.
  func open(_ link: String)
  /// Leaves the feature: every page goes away, and its work must stop.
  func tearDown()
}

/// An app that shows the feature in several windows at once, as an iPad app does with scenes.
///
/// The app's ``HeadlessApp/window`` is its first scene. Each scene connected later has a window
/// of its own and its own pages, while what the account knows (the stars above all) has one
/// owner for every scene: a star tapped in one window shows in every window at once.
///
/// ```swift
/// let second = app.connectScene()        // a new window, showing the list
/// app.open("app://articles/a3", in: second)
/// app.disconnectScene(of: second)        // its pages go, and only its work stops
/// ```
@MainActor
public protocol HeadlessSceneApp: HeadlessApp {
  /// Connects a new scene, as iOS does when the user opens another window of the app, and
  /// shows it: its window, its own pages — the list, loading as at launch.
  func connectScene() -> Window
  /// Opens `link` in the scene of `window`, and only there; a bad link is rejected in that
  /// scene.
  func open(_ link: String, in window: Window)
  /// The user closed the scene of `window`: its pages go and their work stops, while the
  /// other scenes keep theirs, and what the account is doing — a star being saved — goes on.
  func disconnectScene(of window: Window)
}
