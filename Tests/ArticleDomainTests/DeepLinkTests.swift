import ArticleDomain
import Testing

@Suite struct DeepLinkTests {
  @Test func parsesAnArticleLink() throws {
    #expect(try DeepLink(parsing: "app://articles/a2") == .article("a2"))
  }

  @Test(arguments: [
    ("articles/a2", DeepLink.Rejection.notALink("articles/a2")),
    ("https://articles/a2", .unsupportedScheme("https")),
    ("app://profile/a2", .unknownDestination("profile")),
    ("app://articles", .missingArticleID),
    ("app://articles/", .missingArticleID),
    ("app://articles/a2/comments", .missingArticleID),
    ("app://articles/a 2", .invalidArticleID("a 2")),
    ("", .notALink("")),
  ])
  func rejectsEveryOtherString(link: String, rejection: DeepLink.Rejection) {
    #expect(throws: rejection) { try DeepLink(parsing: link) }
  }

  @Test func rejectionSaysWhatWasExpected() {
    #expect(
      DeepLink.Rejection.unsupportedScheme("https").description
        == "unsupported scheme 'https'; expected 'app'")
  }
}
