public import ArticleDomain
public import HeadlessUI

/// A pattern (or a teaching variant) the runner can build: its name and its composition root.
public struct PatternEntry: Sendable, Identifiable {
  /// The name used on the command line and in reports, such as `UDF`.
  public let name: String
  /// One line on how the pattern is built.
  public let summary: String
  /// The module of the app type, when the entry was made from one (`init(name:summary:app:)`):
  /// what the variants' catalog is checked against, so an entry builds the variant it names.
  public let appModule: String?
  /// Builds the app on an environment: the composition root the runner launches, and the one
  /// the state-copy benchmark drives (`Benchmarks/StateCopyKit`).
  package let makeApp: @MainActor @Sendable (ArticleEnvironment) -> any HeadlessApp

  public var id: String { name }

  public init<App: HeadlessApp>(name: String, summary: String, app: App.Type) {
    self.init(
      name: name, summary: summary,
      appModule: String(reflecting: App.self).split(separator: ".").first.map(String.init)
    ) { App(environment: $0) }
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
