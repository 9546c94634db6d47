import ArticleDomain
import TestSupport
import Testing

@testable import TCAArticles

/// How the app writes an action into the trace: its cases, without module or type names.
///
/// `String(describing:)` qualifies a nested case (`TCAArticles.ListFeature.Action.starTapped`)
/// and a generic payload's type (`Swift.Result<ArticleDomain.Page, ArticleDomain.ArticleError>`).
@Suite struct TraceTextTests {
  private func traced(_ action: ArticlesFeature.Action) -> String {
    TCAArticlesApp.traceText(of: String(describing: action))
  }

  @Test func nestedCasesLoseTheirModulesAndTypes() {
    #expect(traced(.list(.starTapped("a2"))) == "list(starTapped(a2))")
    #expect(traced(.list(.delegate(.starTapped("a2")))) == "list(delegate(starTapped(a2)))")
  }

  @Test func aResultInsideAnActionLosesItsGenericTypeToo() {
    let action = ArticlesFeature.Action.list(
      .pageAnswered(after: nil, .failure(.server(message: "Down"))))
    #expect(traced(action) == "list(pageAnswered(after: nil, failure(Down)))")
  }
}
