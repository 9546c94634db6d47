import ArticleDomain

/// What a step does when the scenario runs: act on the app, answer a request, or check.
public typealias StepBody = @MainActor @Sendable (ScenarioSession) throws(StepFailure) -> Void

/// One sentence of the fixed step vocabulary.
///
/// A definition matches a step's text against its pattern and compiles it into a ``StepBody``
/// before anything runs, so a misspelt step or an unknown article is reported with its file,
/// line and column — never discovered halfway through a run.
public struct StepDefinition: Sendable {
  /// Where the step belongs in a scenario, for `workbench steps`.
  public enum Group: String, Sendable, CaseIterable {
    case setup = "Setting up the world (Given)"
    case action = "Acting as the user (When)"
    case answer = "Answering requests (When)"
    case check = "Checking what the user sees (Then)"
  }

  public let group: Group
  /// The pattern as written in the vocabulary, such as `request #{int} fails with {string}`.
  public let pattern: String
  /// A full step that matches, shown by `workbench steps` and used for suggestions.
  public let example: String
  public let summary: String
  let matcher: StepPattern
  let compile: @Sendable (StepMatch, inout CompileContext) throws(Diagnostic) -> StepBody

  init(
    _ group: Group, _ pattern: String, example: String, _ summary: String,
    compile: @escaping @Sendable (StepMatch, inout CompileContext) throws(Diagnostic) -> StepBody
  ) {
    self.group = group
    self.pattern = pattern
    self.example = example
    self.summary = summary
    self.matcher = StepPattern(pattern)
    self.compile = compile
  }

  /// A definition that needs nothing from its match.
  init(_ group: Group, _ pattern: String, _ summary: String, perform body: @escaping StepBody) {
    self.init(group, pattern, example: pattern, summary) { _, _ in body }
  }
}

/// Facts gathered while compiling one scenario, in step order.
struct CompileContext {
  /// The articles the scenario has declared on the server so far.
  var articles: [Article.ID: Article] = [:]
  var declarationOrder: [Article.ID] = []
  /// Articles that links opened so far name, declared or not: a request may ask for them.
  var linkedArticles: Set<Article.ID> = []
  /// How many scenes the user has opened so far, the app's own window included.
  var openedScenes = 1
  /// The scenes the user has closed so far.
  var closedScenes: Set<Int> = []

  mutating func declare(_ newArticles: [Article]) {
    for article in newArticles {
      if articles[article.id] == nil { declarationOrder.append(article.id) }
      articles[article.id] = article
    }
  }
}

/// A step's text matched against a definition: typed arguments that know their columns.
struct StepMatch {
  let step: Step
  let arguments: [MatchedArgument]

  func int(_ index: Int) -> Int {
    guard case .int(let value) = arguments[index].value else { preconditionFailure("not an int") }
    return value
  }

  func string(_ index: Int) -> String {
    guard case .string(let value) = arguments[index].value else {
      preconditionFailure("not a string")
    }
    return value
  }

  func requests(_ index: Int) -> [Int] {
    guard case .requests(let value) = arguments[index].value else {
      preconditionFailure("not requests")
    }
    return value
  }

  /// The location of argument `index` in the file, for diagnostics.
  func location(of index: Int) -> SourceLocation {
    step.location(atTextOffset: arguments[index].offset)
  }

  /// The article ids of argument `index`, each checked against the declared articles.
  func articles(_ index: Int, in context: CompileContext) throws(Diagnostic) -> [Article.ID] {
    let ids: [String]
    switch arguments[index].value {
    case .id(let id): ids = [id]
    case .ids(let list): ids = list
    default: preconditionFailure("not article ids")
    }
    for (position, id) in ids.enumerated() where context.articles[Article.ID(id)] == nil {
      let offsets = arguments[index].elementOffsets
      let offset = offsets.indices.contains(position) ? offsets[position] : arguments[index].offset
      let declared = context.declarationOrder.map(\.rawValue).joined(separator: ", ")
      throw Diagnostic(
        "unknown article '\(id)': "
          + (declared.isEmpty ? "the server has no articles" : "the server has \(declared)"),
        at: step.location(atTextOffset: offset),
        note: "declare it first, for example 'Given the server has articles \(id)'")
    }
    return ids.map { Article.ID($0) }
  }
}
