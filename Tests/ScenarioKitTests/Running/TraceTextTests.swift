import ArticleDomain
import Testing

@testable import ScenarioKit

/// How a pattern's trace detail reads in the timelines: Swift's qualified names without their
/// qualifications, whatever module the pattern was compiled in.
@Suite struct TraceTextTests {
  @Test func nestedCasesLoseTheirModulesAndTypes() {
    #expect(
      TraceText.unqualified("list(TCAArticles.ListFeature.Action.starTapped(a2))")
        == "list(starTapped(a2))")
    // A teaching variant is the same module under another name, and reads the same.
    #expect(
      TraceText.unqualified("list(TCANoCancelInFlight.ListFeature.Action.starTapped(a2))")
        == "list(starTapped(a2))")
  }

  @Test func aGenericTypeLosesItsArgumentsWithIt() {
    let detail =
      "pageAnswered(after: nil, Swift.Result<ArticleDomain.Page, ArticleDomain.ArticleError>"
      + ".failure(ArticleDomain.ArticleError.server(message: \"Down\")))"
    #expect(
      TraceText.unqualified(detail)
        == "pageAnswered(after: nil, failure(server(message: \"Down\")))")
    #expect(
      TraceText.unqualified("Swift.Result<(), ArticleDomain.ArticleError>.success(())")
        == "success(())")
  }

  @Test func sentencesNumbersAndTypedTextAreLeftAlone() {
    for detail in [
      "favorites: a2 queued until online", "Down. Retry", "took 1.5 s", "open link app://a.b",
      "textChanged(\"Swift.org\")", "search text \"Foo.bar", "e.g. this",
    ] {
      #expect(TraceText.unqualified(detail) == detail)
    }
  }

  @Test func thePatternsActionsAreRecordedUnqualifiedAndItsWarningsAsTheyCame() {
    let log = TraceLog()
    log.patternTrace.record(.action, "TCAArticles.AppFeature.Action.sceneClosed(scene 2)")
    let warning = "An ifLet at TCAArticles/ArticlesFeature.swift:118 received a child action"
    log.patternTrace.record(.runtimeWarning, warning)
    #expect(log.lines == ["  action sceneClosed(scene 2)", "  warning \(warning)"])
  }
}
