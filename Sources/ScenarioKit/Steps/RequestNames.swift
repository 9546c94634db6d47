import ArticleDomain

extension StepMatch {
  /// The request argument `index` names: `#{int}` by number, `{string}` by what it asked.
  ///
  /// A name is checked when the scenario is compiled, so a misspelt one is an error in the file
  /// rather than a step that can never pass — or, for `no request "favourite a2" was made`, a
  /// step that can never fail.
  func request(_ index: Int, in context: CompileContext) throws(Diagnostic) -> RequestReference {
    switch arguments[index].value {
    case .int(let number):
      return .number(number)
    case .string(let description):
      try RequestNames.check(description, at: location(of: index), in: context)
      return .asking(description)
    default:
      preconditionFailure("not a request")
    }
  }
}

/// What a request can ask for, written as ``Request/Kind`` describes it.
enum RequestNames {
  /// One name of each kind, as `workbench steps` and diagnostics show them.
  static let examples = [
    "load first page", "load page 2", "search \"swift\"", "load detail of a2", "favorite a2",
    "unfavorite a2", "log in",
  ]

  /// Checks that `name` is something a request asks, and that the article it names is declared
  /// or was named by a link opened earlier in the scenario.
  ///
  /// - Parameter location: The opening quote of the name in the feature file.
  static func check(
    _ name: String, at location: SourceLocation, in context: CompileContext
  ) throws(Diagnostic) {
    let words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    if name == "load first page" || name == "log in" { return }
    if words.count == 3, name.hasPrefix("load page ") {
      guard let page = Int(words[2]), page >= 2, String(page) == words[2] else {
        throw Diagnostic(
          "'\(name)' is not a page request: the first page is 'load first page', the next "
            + "ones 'load page 2', 'load page 3' and so on",
          at: location)
      }
      return
    }
    if name.count > #"search """#.count, name.hasPrefix("search \""), name.hasSuffix("\"") {
      return
    }
    let asksForArticle =
      (words.count == 4 && name.hasPrefix("load detail of "))
      || (words.count == 2 && (words[0] == "favorite" || words[0] == "unfavorite"))
    guard asksForArticle, let id = words.last, !id.isEmpty else {
      let known = examples.map { "'\($0)'" }
      throw Diagnostic(
        "'\(name)' is not something a request asks: requests ask "
          + known.dropLast().joined(separator: ", ") + " or " + known[known.count - 1],
        at: location, note: suggestion(for: words).map { "did you mean '\($0)'?" })
    }
    let article = Article.ID(id)
    guard context.articles[article] != nil || context.linkedArticles.contains(article) else {
      let declared = context.declarationOrder.map(\.rawValue).joined(separator: ", ")
      throw Diagnostic(
        "unknown article '\(id)' in '\(name)': "
          + (declared.isEmpty ? "the server has no articles" : "the server has \(declared)")
          + " and no link so far opens it",
        at: location.advanced(by: 1 + name.count - id.count),
        note: "declare it first, for example 'Given the server has articles \(id)'")
    }
  }

  /// The known form nearest to what was written, keeping the writer's article id.
  private static func suggestion(for words: [String]) -> String? {
    let last = words.last ?? ""
    let candidates = [
      "load first page", "log in", "load page \(last)", "load detail of \(last)",
      "favorite \(last)", "unfavorite \(last)",
      "search \"\(words.dropFirst().joined(separator: " "))\"",
    ]
    return EditDistance.suggestion(for: words.joined(separator: " "), among: candidates)
  }
}
