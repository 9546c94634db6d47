import ArticleDomain
import Testing

@Suite("Action names as a debug log carries them")
struct ActionNameTests {
  private enum Search {
    case textChanged(String)
    case cleared
    case answered(page: Int, Outcome)
  }
  private enum Outcome {
    case success([String])
    case failure(Failure)
  }
  private enum Failure {
    case server(message: String)
    case offline
  }
  private enum Action {
    case appeared
    case search(Search)
    case row(id: String, Row)
    case page(after: Int?, Outcome)
  }
  private enum Row { case starTapped }
  private enum Wrapped { case list(Described) }
  private enum Described: CustomStringConvertible {
    case secret
    var description: String { "a title the user should not see in a log" }
  }

  @Test func aCaseWithoutAPayloadIsItsName() {
    #expect(ActionName.of(Action.appeared) == "appeared")
    #expect(ActionName.of(Action.search(.cleared)) == "search.cleared")
  }

  @Test func aPayloadsStringEndsTheName() {
    #expect(ActionName.of(Action.search(.textChanged("swift"))) == "search.textChanged")
  }

  @Test func theFirstEnumerationAmongTheFieldsGoesOn() {
    #expect(ActionName.of(Action.row(id: "a2", .starTapped)) == "row.starTapped")
    #expect(
      ActionName.of(Action.search(.answered(page: 2, .failure(.server(message: "Down")))))
        == "search.answered.failure.server")
    #expect(
      ActionName.of(Action.search(.answered(page: 1, .success(["Mars"]))))
        == "search.answered.success")
  }

  @Test func aTypeThatDescribesItselfIsNamedByItsCasesNotItsDescription() {
    #expect(ActionName.of(Described.secret) == "secret")
    #expect(ActionName.of(Wrapped.list(.secret)) == "list.secret")
  }

  @Test func anOptionalFieldIsNotACase() {
    #expect(ActionName.of(Action.page(after: nil, .success(["a1"]))) == "page.success")
    #expect(ActionName.of(Action.page(after: 2, .failure(.offline))) == "page.failure.offline")
  }

  @Test func aValueThatIsNotAnEnumerationHasNoName() {
    #expect(ActionName.of("swift") == "")
    #expect(ActionName.of(42) == "")
  }

  @Test func noNameCarriesWhatTheActionHeld() {
    let actions: [Any] = [
      Action.search(.textChanged("Mars")),
      Action.search(.answered(page: 1, .failure(.server(message: "Mars is down")))),
      Action.row(id: "Mars", .starTapped),
    ]
    #expect(actions.allSatisfy { !ActionName.of($0).contains("Mars") })
  }
}
