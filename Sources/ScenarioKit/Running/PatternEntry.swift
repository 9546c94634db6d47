public import ArticleDomain
public import HeadlessUI

/// A pattern (or a teaching variant) the runner can build: its name and its composition root.
public struct PatternEntry: Sendable, Identifiable {
  /// The name used on the command line and in reports, such as `UDF`.
  public let name: String
  /// One line on how the pattern is built.
  public let summary: String
  /// The module of the app type, when the entry was made from one (`init(name:summary:app:)`) —
  /// for a host generic over the app (`HostedApp<ArticlesApp>`), the module of the app it
  /// hosts: what the variants' catalog is checked against, so an entry builds the variant it
  /// names.
  public let appModule: String?
  /// Builds the app on an environment: the composition root the runner launches, and the one
  /// the state-copy benchmark drives (`Benchmarks/StateCopyKit`).
  package let makeApp: @MainActor @Sendable (ArticleEnvironment) -> any HeadlessApp

  public var id: String { name }

  public init<App: HeadlessApp>(name: String, summary: String, app: App.Type) {
    self.init(
      name: name, summary: summary,
      appModule: Self.module(ofAppNamed: String(reflecting: App.self))
    ) { App(environment: $0) }
  }

  /// The module of the innermost type `name` spells: `M` for `M.App`, and for
  /// `Host.HostedApp<M.ArticlesApp>`.
  static func module(ofAppNamed name: String) -> String? {
    let innermost = name.split(separator: "<").last ?? Substring(name)
    return innermost.split(separator: ".").first.map(String.init)
  }

  /// A pattern whose app `makeApp` builds, for an app that needs more than the environment to
  /// be built: an app with options, or a probe a test sets up.
  public init(
    name: String, summary: String,
    makeApp: @escaping @MainActor @Sendable (ArticleEnvironment) -> any HeadlessApp
  ) {
    self.init(name: name, summary: summary, appModule: nil, makeApp: makeApp)
  }

  private init(
    name: String, summary: String, appModule: String?,
    makeApp: @escaping @MainActor @Sendable (ArticleEnvironment) -> any HeadlessApp
  ) {
    self.name = name
    self.summary = summary
    self.appModule = appModule
    self.makeApp = makeApp
  }
}
