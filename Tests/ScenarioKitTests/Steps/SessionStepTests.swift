import ArticleDomain
import ScenarioKit
import Testing

@Suite("Logging out, as the scenario does it")
struct SessionStepTests {
  @Test func loggingOutTwiceFailsSayingSo() throws {
    let failure = try Situation.list("logged out once", then: ["the user logs out"])
      .failure(of: "the user logs out")
    #expect(failure == "the user is logged out already")
  }

  @Test func aRequestMadeLoggedOutIsAnsweredWithoutStars() throws {
    let starred = ["the server marks a2 as favorites"]
    let loggedIn = Situation.list("logged in", given: starred, then: ["request #1 succeeds"])
    #expect(try loggedIn.failure(of: "the star of a2 is filled") == nil)
    let loggedOut = Situation.list(
      "logged out", given: starred + ["the user is logged out"], then: ["request #1 succeeds"])
    #expect(try loggedOut.failure(of: "the star of a2 is empty") == nil)
  }

  @Test func aRequestMadeLoggedInKeepsItsStarsWhenAnsweredAfterALogout() throws {
    let situation = Situation.list(
      "answered after the logout", given: ["the server marks a2 as favorites"],
      then: ["the user logs out", "request #1 succeeds"])
    #expect(try situation.failure(of: "the star of a2 is filled") == nil)
  }
}
