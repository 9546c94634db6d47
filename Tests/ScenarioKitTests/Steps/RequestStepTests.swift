import ArticleDomain
import ScenarioKit
import Testing

private typealias P = Probe

/// A probe list page whose requests, made at launch, each show their outcome as a message.
private func asking(_ requests: Request.Kind..., then steps: [String] = []) -> Situation {
  .showing("asking", ProbeScreen(P.list(.list()), requests: requests), then: steps)
}

@Suite("Naming requests by what they asked")
struct RequestNamingTests {
  @Test(arguments: [
    ("the request \"load first page\" succeeds", "the list shows a1, a2, a3"),
    ("the request \"load first page\" succeeds with articles a2", "the list shows a2"),
    (
      "the request \"load first page\" succeeds late with no articles", "the list shows no articles"
    ),
  ])
  func aNamedAnswerAnswersTheRequestThatAskedIt(answer: String, check: String) throws {
    #expect(try Situation.list("the first load", then: [answer]).failure(of: check) == nil)
  }

  @Test func aNameNoRequestAskedFailsNamingWhatWasMade() throws {
    let failure = try Situation.list("the first load", then: ["the user pulls to refresh"])
      .failure(of: "the request \"load page 3\" is pending")
    #expect(
      failure
        == "no request asked \"load page 3\"; 2 requests were made (#1 load first page, #2 load page 2)"
    )
  }

  @Test func aNameSeveralRequestsAskedFailsWithTheirNumbers() throws {
    let failure = try asking(.setFavorite(true, "a2"), .page(nil), .setFavorite(true, "a2"))
      .failure(of: "the request \"favorite a2\" succeeds")
    #expect(
      failure
        == "requests #1 and #3 all asked \"favorite a2\": name the one meant by its number, such as 'request #3'"
    )
  }

  @Test func aNameIsResolvedAmongTheRequestsMadeSoFar() throws {
    // Named before the refresh, "load first page" is the first load; afterwards it is two.
    let situation = Situation.list(
      "named, then refreshed",
      then: [
        "the request \"load first page\" succeeds with articles a1", "the user pulls to refresh",
      ])
    #expect(try situation.failure(of: "request #1 was not cancelled") == nil)
  }

  @Test(arguments: [
    ("load detail of a2", Request.Kind.detail("a2")), ("favorite a2", .setFavorite(true, "a2")),
    ("unfavorite a2", .setFavorite(false, "a2")),
  ])
  func aDetailOrFavoriteRequestFailsAsNotFound(name: String, kind: Request.Kind) throws {
    let numbered = asking(kind, then: ["request #1 fails because the article does not exist"])
    #expect(
      try numbered.failure(of: "the screen shows the message \"\(name): not found a2\"") == nil)
    let named = asking(
      kind, then: ["the request \"\(name)\" fails because the article does not exist"])
    #expect(try named.failure(of: "the screen shows the message \"\(name): not found a2\"") == nil)
  }

  @Test func notFoundIsRefusedForARequestThatNamesNoArticle() throws {
    let failure = try Situation.list("the first load")
      .failure(of: "the request \"load first page\" fails because the article does not exist")
    #expect(
      failure
        == "request #1 is \"load first page\"; 'fails because the article does not exist' answers only a detail, favorite or unfavorite request"
    )
  }

  @Test func countsTheRequestsThePatternCancelled() throws {
    let left = Situation.list("after leaving", then: ["the user leaves the articles"])
    #expect(try left.failure(of: "1 request was cancelled") == nil)
    #expect(
      try left.failure(of: "2 requests were cancelled") == "1 was cancelled (#1 load first page)")
    let running = Situation.list("the first load running")
    #expect(
      try running.failure(of: "1 request was cancelled")
        == "none was cancelled; 1 request was made (#1 load first page)")
  }

  @Test func noRequestIsPendingWhenThePatternCancelledWhatTheServerKeptOpen() throws {
    let situation = Situation.list(
      "left, the server ignoring it", given: ["the server ignores cancellation"],
      then: ["the user leaves the articles"])
    #expect(try situation.failure(of: "request #1 is pending") == nil)
    #expect(try situation.failure(of: "no request is pending") == nil)
  }

  @Test func anArticleALinkNamesMayBeNamedInARequestWithoutBeingDeclared() throws {
    let source = """
      Feature: Probe
        Scenario: S
          Given the server has articles a1
          When the app opens the link "app://articles/a9"
          Then the request "load detail of a9" is pending
      """
    #expect(try compiled(source).count == 1)
  }

  @Test(arguments: [
    (
      "the request \"favourite a2\" succeeds",
      """
      probe.feature:4:22: error: 'favourite a2' is not something a request asks: requests ask \
      'load first page', 'load page 2', 'search "swift"', 'load detail of a2', 'favorite a2', \
      'unfavorite a2' or 'log in'
      probe.feature:4:22: note: did you mean 'favorite a2'?
      """
    ),
    (
      "no request \"load page 1\" was made",
      """
      probe.feature:4:21: error: 'load page 1' is not a page request: the first page is 'load \
      first page', the next ones 'load page 2', 'load page 3' and so on
      """
    ),
    (
      "the request \"favorite a9\" was cancelled",
      """
      probe.feature:4:32: error: unknown article 'a9' in 'favorite a9': the server has a1, a2 \
      and no link so far opens it
      probe.feature:4:32: note: declare it first, for example 'Given the server has articles a9'
      """
    ),
  ])
  func aNameThatNoRequestCouldAskIsADiagnostic(step: String, diagnostic: String) {
    let source = """
      Feature: Probe
        Scenario: S
          Given the server has articles a1, a2
          Then \(step)
      """
    do {
      _ = try compiled(source)
      Issue.record("expected a diagnostic")
    } catch {
      #expect("\(error)" == diagnostic)
    }
  }
}

@Suite("What the server has")
struct ServerStepTests {
  @Test func aServerWithNoArticlesDeclaresNone() throws {
    let empty = Situation.list(
      "no articles", given: ["the server has 0 articles"], then: ["request #1 succeeds"])
    #expect(try empty.failure(of: "the list shows no articles") == nil)
    #expect(throws: FeatureParseError.self) {
      try compiled(
        "Feature: F\n  Scenario: S\n    Given the server has 0 articles\n    Then the list shows a1\n"
      )
    }
  }

  @Test func pagesAndSearchesLeaveItOutWhenAnsweredWithTheServersData() throws {
    let situation = asking(
      .page(nil), .search("Article"),
      then: ["the server no longer has a2", "request #1 succeeds", "request #2 succeeds"])
    #expect(
      try situation.failure(
        of: "the screen shows the message \"load first page: succeeded with a1, a3\"")
        == nil)
    #expect(
      try situation.failure(
        of: "the screen shows the message \"search \\\"Article\\\": succeeded with a1, a3\"") == nil
    )
  }

  @Test func itsDetailAndFavoriteAnsweredSucceedsAreNotFound() throws {
    let situation = asking(
      .detail("a2"), .setFavorite(true, "a2"), .setFavorite(false, "a2"),
      then: [
        "the server no longer has a2", "the request \"load detail of a2\" succeeds",
        "the request \"favorite a2\" succeeds", "the request \"unfavorite a2\" succeeds late",
      ])
    for name in ["load detail of a2", "favorite a2", "unfavorite a2"] {
      #expect(
        try situation.failure(of: "the screen shows the message \"\(name): not found a2\"") == nil)
    }
  }

  @Test func itCanBeLostBeforeTheAppStarts() throws {
    let situation = Situation.list(
      "lost first", given: ["the server no longer has a1, a3"], then: ["request #1 succeeds"])
    #expect(try situation.failure(of: "the list shows a2") == nil)
  }

  @Test func listedAgainItIsBack() throws {
    let situation = asking(
      .detail("a2"),
      then: [
        "the server no longer has a2", "the server has articles a2", "request #1 succeeds",
      ])
    #expect(
      try situation.failure(
        of: "the screen shows the message \"load detail of a2: succeeded with a2\"") == nil)
  }

  @Test func anArticleTheServerNeverHadIsAMistakeInTheScenario() throws {
    let failure = try asking(.detail("a9")).failure(of: "request #1 succeeds")
    #expect(
      failure
        == "the server never had the article a9: answer request #1 with 'fails because the article does not exist'"
    )
  }

  @Test(arguments: [
    (
      Request.Kind.search("a"), "request #1 succeeds with articles a1 and a next page",
      "request #1 is 'search \"a\"'; only list requests have a next page"
    ),
    (
      .detail("a2"), "request #1 succeeds with no articles",
      "request #1 is 'load detail of a2'; only list and search requests are answered with a page of articles"
    ),
  ])
  func anAnswerThatDoesNotFitTheRequestIsRefused(
    kind: Request.Kind, answer: String, message: String
  )
    throws
  {
    #expect(try asking(kind).failure(of: answer) == message)
  }
}
