import ArticleDomain

/// Setting up restoration: the pages an earlier run of the app saved on the device, written
/// as the app writes them (the domain's ``SavedPages``) or in an older format.
extension StepVocabulary {
  /// The text an earlier version of the app saved: its controllers, archived.
  static let olderFormatPages = """
    format 1
    ArticleListViewController
    ArticleDetailViewController articleID=a2

    """

  static let restorationSetup: [StepDefinition] = [
    StepDefinition(
      .setup, "the app saved the pages {string}",
      example: "the app saved the pages \"list > a2\"",
      "An earlier run saved these pages, bottom to top: 'list', then article ids for details. "
        + "Written as the app writes them, also a stack the feature cannot show."
    ) { match, context throws(Diagnostic) in
      let names = match.string(0).split(separator: " > ").map(String.init)
      guard names.first == "list" else {
        throw Diagnostic(
          "saved pages start with 'list', the root of the feature; found '\(names.first ?? "")'",
          at: match.location(of: 0), note: "for example 'the app saved the pages \"list > a2\"'")
      }
      var lines = ["format \(SavedPages.format)", "list"]
      for name in names.dropFirst() {
        guard context.articles[Article.ID(name)] != nil else {
          throw Diagnostic(
            "unknown article '\(name)' in the saved pages", at: match.location(of: 0),
            note: "declare it first, for example 'Given the server has articles \(name)'")
        }
        lines.append("detail \(name)")
      }
      let text = lines.joined(separator: "\n") + "\n"
      return { session in session.world.savePages(text) }
    },
    StepDefinition(
      .setup, "the app saved its pages in an older format",
      "An earlier version of the app saved its pages in format 1: its controllers, archived."
    ) { session in session.world.savePages(olderFormatPages) },
  ]
}
