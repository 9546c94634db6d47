import ArticleDomain
import ScenarioKit
import Testing

@Suite("Restoration, as the scenario sets it up, relaunches and reads it")
struct RestorationStepTests {
  @Test func theSavedPagesCheckFailsOnNothingOnOtherPagesAndOnPagesALaunchRejects() throws {
    let step = "the saved pages are \"list > a2\""
    #expect(
      try Situation.list("nothing saved").failure(of: step)
        == "the app saved no pages; expected list > a2")
    #expect(
      try Situation.list("the list saved", given: ["the app saved the pages \"list\""])
        .failure(of: step) == "the saved pages are list; expected list > a2")
    #expect(
      try Situation.list("an older format", given: ["the app saved its pages in an older format"])
        .failure(of: step)
        == "the app saved pages its next launch rejects: saved in format 1; this app reads format 2"
    )
    #expect(
      try Situation.list("saved", given: ["the app saved the pages \"list > a2\""])
        .failure(of: step) == nil)
  }

  @Test func savedPagesMustStartAtTheListAndNameDeclaredArticles() throws {
    #expect(throws: (any Error).self) {
      try Situation.list("no list", given: ["the app saved the pages \"a2\""])
        .failure(of: "the app saved no pages")
    }
    #expect(throws: (any Error).self) {
      try Situation.list("an unknown article", given: ["the app saved the pages \"list > a9\""])
        .failure(of: "the app saved no pages")
    }
  }

  @Test func aRelaunchNeedsARunningApp() throws {
    #expect(
      try Situation.notLaunched.failure(of: "the app is relaunched")
        == "the app has not been launched")
    #expect(
      try Situation.list("left", then: ["the user leaves the articles"])
        .failure(of: "the app is relaunched") == "the user has left the articles")
  }
}
