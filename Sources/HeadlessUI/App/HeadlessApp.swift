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
