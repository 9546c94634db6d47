import ArticleDomain
import ScenarioKit
import Testing

/// A negative or absence step, a situation where its claim holds, and situations where it does
/// not — with the view it reads missing, hidden, or not on the page it is about — each with the
/// message the step must fail with.
struct NegativeStep: Sendable, CustomTestStringConvertible {
  let step: String
  let holds: Situation
  let fails: [(situation: Situation, message: String)]

  var testDescription: String { step }
}

private typealias P = Probe

private let nothingOnScreen = (
  Situation.notLaunched, "nothing is on screen: the app has not been launched"
)
private let hiddenList = "the list page shows no list: its list view is hidden or missing"

private let screenSteps: [NegativeStep] = [
  NegativeStep(
    step: "the list is not loading",
    holds: .showing("the list without a spinner", ProbeScreen(P.list(.hidden(.spinner), .list()))),
    fails: [
      (
        .showing("a spinner", ProbeScreen(P.list(.spinner, .list()))),
        "a spinner still shows on the list page"
      ),
      (
        .showing("a spinner, the list hidden", ProbeScreen(P.list(.spinner, .hidden(.list())))),
        hiddenList
      ),
      (.showing("a spinner, no list view", ProbeScreen(P.list(.spinner))), hiddenList),
      (
        .showing("no list page", ProbeScreen(P.detail("a2", .spinner))),
        "no list page is open; the pages are \"a2\""
      ),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the list shows no articles",
    holds: .showing("an empty list", ProbeScreen(P.list(.list()))),
    fails: [
      (
        .showing("a row", ProbeScreen(P.list(.list([P.row("a1")])))),
        "the list shows a1; expected no articles"
      ),
      (.showing("the list hidden", ProbeScreen(P.list(.hidden(.list())))), hiddenList),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the list is not refreshing",
    holds: .showing("a still list", ProbeScreen(P.list(.list()))),
    fails: [
      (
        .showing("a refreshing list", ProbeScreen(P.list(.list(isRefreshing: true)))),
        "the list is refreshing"
      ),
      (
        .showing(
          "a refreshing list, hidden", ProbeScreen(P.list(.hidden(.list(isRefreshing: true))))),
        hiddenList
      ),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the list is not loading the next page",
    holds: .showing("a list without a footer", ProbeScreen(P.list(.list()))),
    fails: [
      (
        .showing("a loading footer", ProbeScreen(P.list(.list(isLoadingNextPage: true)))),
        "the list is loading the next page"
      ),
      (
        .showing(
          "a loading footer, hidden", ProbeScreen(P.list(.hidden(.list(isLoadingNextPage: true))))),
        hiddenList
      ),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "no error is shown",
    holds: .showing(
      "a hidden error", ProbeScreen(P.list(.hidden(.error("Server unavailable")), .list()))),
    fails: [
      (
        .showing("an error", ProbeScreen(P.list(.error("Server unavailable"), .list()))),
        "the error says \"Server unavailable\""
      ),
      (
        .showing(
          "an error on the detail on top",
          ProbeScreen(P.list(.list()), P.detail("a2", .error("Gone")))), "the error says \"Gone\""
      ),
      nothingOnScreen,
      (
        .list("after leaving", then: ["the user leaves the articles"]),
        "nothing is on screen: the user has left the articles"
      ),
    ]),
  NegativeStep(
    step: "no banner is shown",
    holds: .showing(
      "a hidden banner", ProbeScreen(P.list(.hidden(.banner("You are offline")), .list()))),
    fails: [
      (
        .showing("a banner", ProbeScreen(P.list(.banner("You are offline"), .list()))),
        "the banner says \"You are offline\""
      ),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the detail is not loading",
    holds: .showing(
      "a loaded detail",
      ProbeScreen(P.list(.list()), P.detail("a2", .hidden(.spinner), .detail(P.content("a2"))))),
    fails: [
      (
        .showing("a detail spinner", ProbeScreen(P.list(.list()), P.detail("a2", .spinner))),
        "a spinner still shows on the detail page \"a2\""
      ),
      (
        .showing("no detail page", ProbeScreen(P.list(.spinner, .list()))),
        "no detail is open; the pages are \"Articles\""
      ),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "no login form is shown",
    holds: .showing("the list alone", ProbeScreen(P.list(.list()))),
    fails: [
      (
        .showing("a login form", ProbeScreen(P.list(.list()), modal: P.login(.loginForm()))),
        "the login form is shown"
      ),
      (
        .showing(
          "the login page, its form hidden",
          ProbeScreen(P.list(.list()), modal: P.login(.hidden(.loginForm())))),
        "the login page is presented, its form hidden"
      ),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the star of a2 is empty",
    holds: .showing(
      "an empty star", ProbeScreen(P.list(.list([P.row("a1", favorite: true), P.row("a2")])))),
    fails: [
      (
        .showing("a filled star", ProbeScreen(P.list(.list([P.row("a2", favorite: true)])))),
        "the star of a2 is filled"
      ),
      (
        .showing("no row a2", ProbeScreen(P.list(.list([P.row("a1")])))),
        "no row a2 in the list; it shows a1"
      ),
      (.showing("the list hidden", ProbeScreen(P.list(.hidden(.list([P.row("a2")]))))), hiddenList),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the row of a2 is not marked pending",
    holds: .showing(
      "a synced row", ProbeScreen(P.list(.list([P.row("a1", pending: true), P.row("a2")])))),
    fails: [
      (
        .showing("a pending row", ProbeScreen(P.list(.list([P.row("a2", pending: true)])))),
        "the row of a2 is marked pending"
      ),
      (
        .showing("no row a2", ProbeScreen(P.list(.list([P.row("a1")])))),
        "no row a2 in the list; it shows a1"
      ),
      (.showing("the list hidden", ProbeScreen(P.list(.hidden(.list([P.row("a2")]))))), hiddenList),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the star in the detail is empty",
    holds: .showing(
      "an empty star", ProbeScreen(P.list(.list()), P.detail("a2", .detail(P.content("a2"))))),
    fails: [
      (
        .showing(
          "a filled star",
          ProbeScreen(P.list(.list()), P.detail("a2", .detail(P.content("a2", favorite: true))))),
        "the star in the detail is filled"
      ),
      (
        .showing(
          "the detail hidden",
          ProbeScreen(P.list(.list()), P.detail("a2", .hidden(.detail(P.content("a2")))))),
        "the detail page \"a2\" shows no loaded detail"
      ),
      (
        .showing("no detail page", ProbeScreen(P.list(.list()))),
        "no detail is open; the pages are \"Articles\""
      ),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the error offers no retry",
    holds: .showing(
      "an error without Retry", ProbeScreen(P.list(.error("Gone", canRetry: false), .list()))),
    fails: [
      (
        .showing("an error with Retry", ProbeScreen(P.list(.error("Gone"), .list()))),
        "the error has a Retry button"
      ),
      (
        .showing(
          "the error hidden", ProbeScreen(P.list(.hidden(.error("Gone", canRetry: false)), .list()))
        ), "no error is shown"
      ),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the login form is not logging in",
    holds: .showing("an idle form", ProbeScreen(P.list(.list()), modal: P.login(.loginForm()))),
    fails: [
      (
        .showing(
          "a form logging in",
          ProbeScreen(P.list(.list()), modal: P.login(.loginForm(isLoggingIn: true)))),
        "the login form is logging in"
      ),
      (
        .showing(
          "the form hidden", ProbeScreen(P.list(.list()), modal: P.login(.hidden(.loginForm())))),
        "no login form is shown; the pages are \"Articles | Log in\""
      ),
      (
        .showing("no login page", ProbeScreen(P.list(.list()))),
        "no login form is shown; the pages are \"Articles\""
      ),
      nothingOnScreen,
    ]),
  NegativeStep(
    step: "the login form shows no message",
    holds: .showing(
      "a form without a message", ProbeScreen(P.list(.list()), modal: P.login(.loginForm()))),
    fails: [
      (
        .showing(
          "a form with a message",
          ProbeScreen(P.list(.list()), modal: P.login(.loginForm(message: "Wrong password")))),
        "the login form says \"Wrong password\""
      ),
      (
        .showing(
          "the form hidden", ProbeScreen(P.list(.list()), modal: P.login(.hidden(.loginForm())))),
        "no login form is shown; the pages are \"Articles | Log in\""
      ),
      (
        .showing("no login page", ProbeScreen(P.list(.list()))),
        "no login form is shown; the pages are \"Articles\""
      ),
      nothingOnScreen,
    ]),
]

private let lifetimeSteps: [NegativeStep] = [
  NegativeStep(
    step: "nothing of the earlier run is alive",
    holds: .list("relaunched", then: ["the app is relaunched"]),
    fails: [
      (
        .list(
          "relaunched, the earlier run kept by a cycle", flaw: .retainCycle,
          then: ["the app is relaunched"]),
        "still alive from the earlier run: ProbeApp, ProbePageController"
      ),
      (.list("never relaunched"), "the app was never relaunched, so there is no earlier run"),
    ]),
  NegativeStep(
    step: "nothing of the app is alive",
    holds: .list("after leaving", then: ["the user leaves the articles"]),
    fails: [
      (.list("while running"), "still alive: ProbeApp, ProbePageController"),
      (
        .list(
          "after leaving, kept by a cycle", flaw: .retainCycle,
          then: ["the user leaves the articles"]), "still alive: ProbeApp, ProbePageController"
      ),
      (.notLaunched, "the app has not been launched, so nothing of it could be released"),
    ]),
  NegativeStep(
    step: "nothing of the app still waits",
    holds: .list("after leaving", then: ["the user leaves the articles"]),
    fails: [
      (.list("while running"), "the user has not left the articles"),
      (
        .list(
          "after leaving, a listener never cancelled", flaw: .parkedListener,
          then: ["the user leaves the articles"]),
        "a task of the app still waits, never cancelled, on: the connection's changes"
      ),
      (
        .list(
          "after leaving, a request never cancelled", flaw: .parkedRequest,
          then: ["the user leaves the articles"]),
        "a task of the app still waits, never cancelled, on: request #2 (load page 2)"
      ),
      (.notLaunched, "the user has not left the articles"),
    ]),
  NegativeStep(
    step: "nothing rendered after the user left",
    holds: .list("after leaving", then: ["the user leaves the articles"]),
    fails: [
      (.list("while running"), "the user has not left the articles"),
      (
        .list(
          "a kept list answered after leaving", flaw: .retainCycle,
          given: ["the server ignores cancellation"],
          then: ["the user leaves the articles", "request #1 succeeds late"]),
        "1 view changes after the user left"
      ),
    ]),
]

private let requestSteps: [NegativeStep] = [
  NegativeStep(
    step: "no request is pending",
    holds: .list("the first page answered", then: ["request #1 succeeds"]),
    fails: [(.list("the first page unanswered"), "still pending: #1 load first page")]),
  NegativeStep(
    step: "request #1 was not cancelled",
    holds: .list("the first load running"),
    fails: [
      (
        .list("after leaving", then: ["the user leaves the articles"]),
        "request #1 (load first page): it was cancelled"
      )
    ]),
  NegativeStep(
    step: "request #3 was not cancelled",
    holds: .list(
      "after two pulls", then: ["the user pulls to refresh", "the user pulls to refresh"]),
    fails: [
      (
        .list("only the first load"),
        "request #3 was never made: only 1 request was made (#1 load first page)"
      )
    ]),
  NegativeStep(
    step: "the request \"load first page\" was not cancelled",
    holds: .list("the first load running"),
    fails: [
      (
        .list("after leaving", then: ["the user leaves the articles"]),
        "request #1 (load first page): it was cancelled"
      ),
      (.notLaunched, "no request asked \"load first page\"; no request has been made yet"),
      (
        .showing(
          "two first loads", ProbeScreen(P.list(.list()), requests: [.page(nil), .page(nil)])),
        "requests #1 and #2 all asked \"load first page\": name the one meant by its number, such as 'request #2'"
      ),
    ]),
  NegativeStep(
    step: "request #1 was not superseded",
    holds: .list("answered alone", then: ["request #1 succeeds"]),
    fails: [
      (
        .list(
          "answered after page 2",
          then: ["the user pulls to refresh", "request #2 succeeds", "request #1 succeeds"]),
        "request #1 (load first page): it was superseded"
      ),
      (.list("unanswered"), "request #1 (load first page): it has not been answered"),
      (.notLaunched, "request #1 was never made: no request has been made yet"),
    ]),
  NegativeStep(
    step: "the request \"load first page\" was not superseded",
    holds: .list("answered alone", then: ["request #1 succeeds"]),
    fails: [
      (
        .list(
          "answered after page 2",
          then: ["the user pulls to refresh", "request #2 succeeds", "request #1 succeeds"]),
        "request #1 (load first page): it was superseded"
      ),
      (.list("unanswered"), "request #1 (load first page): it has not been answered"),
      (.notLaunched, "no request asked \"load first page\"; no request has been made yet"),
    ]),
  NegativeStep(
    step: "no request \"favorite a2\" was made",
    holds: .showing(
      "a1 favorited",
      ProbeScreen(P.list(.list()), requests: [.setFavorite(true, "a1"), .setFavorite(false, "a2")])),
    fails: [
      (
        .showing(
          "a2 favorited", ProbeScreen(P.list(.list()), requests: [.setFavorite(true, "a2")])),
        "request #1 asked \"favorite a2\""
      ),
      (
        .showing(
          "a2 favorited twice",
          ProbeScreen(
            P.list(.list()), requests: [.setFavorite(true, "a2"), .setFavorite(true, "a2")])),
        "requests #1 and #2 asked \"favorite a2\""
      ),
    ]),
  NegativeStep(
    step: "no request was cancelled",
    holds: .list(
      "the first load answered", then: ["request #1 succeeds", "the user leaves the articles"]),
    fails: [
      (
        .list("after leaving", then: ["the user leaves the articles"]),
        "1 was cancelled (#1 load first page)"
      )
    ]),
  NegativeStep(
    step: "0 requests were cancelled",
    holds: .list("the first load running"),
    fails: [
      (
        .list("after leaving", then: ["the user leaves the articles"]),
        "1 was cancelled (#1 load first page)"
      )
    ]),
  NegativeStep(
    step: "0 requests were made",
    holds: .notLaunched,
    fails: [(.list("the first load"), "1 was made (#1 load first page)")]),
]

/// `no <kind> request was made`: it holds with every other kind of request made, and fails
/// with one of its own.
private let absenceSteps: [NegativeStep] = {
  let kinds: [(name: String, request: Request.Kind)] = [
    ("list", .page(PageCursor(rawValue: "2"))), ("search", .search("a")), ("detail", .detail("a2")),
    ("favorite", .setFavorite(false, "a2")), ("login", .logIn),
  ]
  return kinds.map { kind in
    let others = kinds.filter { $0.name != kind.name }.map(\.request)
    return NegativeStep(
      step: "no \(kind.name) request was made",
      holds: .showing("every other kind", ProbeScreen(P.list(.list()), requests: others)),
      fails: [
        (
          .showing("one of its kind", ProbeScreen(P.list(.list()), requests: [kind.request])),
          "the pattern made #1 \(kind.request)"
        )
      ])
  }
}()

/// `the app saved no pages`: it holds before anything was saved, and fails on pages saved
/// earlier, readable or not.
private let restorationSteps: [NegativeStep] = [
  NegativeStep(
    step: "the app saved no pages",
    holds: .list("a probe that saves nothing"),
    fails: [
      (
        .list("pages saved earlier", given: ["the app saved the pages \"list > a2\""]),
        "the app saved list > a2"
      ),
      (
        .list("an older format", given: ["the app saved its pages in an older format"]),
        "the app saved pages it cannot read"
      ),
    ])
]

/// `the device's cache is empty`: it holds when nothing was saved, and fails on saved rows.
private let cacheSteps: [NegativeStep] = [
  NegativeStep(
    step: "the device's cache is empty",
    holds: .list("nothing saved"),
    fails: [
      (
        .list("rows saved earlier", given: ["the cache has articles a1, a2"]),
        "the cache holds a1, a2"
      )
    ])
]

/// `the device's outbox is empty`: it holds when nothing was saved, and fails on a change left
/// unanswered and on an outbox the next launch cannot read.
private let outboxSteps: [NegativeStep] = [
  NegativeStep(
    step: "the device's outbox is empty",
    holds: .list("nothing saved"),
    fails: [
      (
        .list("a change left unanswered", given: ["the outbox holds \"a2 on\""]),
        "the device's outbox holds a2 on"
      ),
      (
        .list("an older format", given: ["the app saved its outbox in an older format"]),
        "the app saved an outbox its next launch rejects: saved in outbox format 0; this app reads format 1"
      ),
    ])
]

/// `the list redrew no rows`: it holds after a step that drew nothing (the list appeared with
/// its first page still loading), fails after one that configured cells, and fails rather than
/// pass when there is no list to have drawn.
private let renderSteps: [NegativeStep] = [
  NegativeStep(
    step: "the list redrew no rows",
    holds: .list("the first page still loading"),
    fails: [
      (
        .list("the first page answered", then: ["request #1 succeeds"]),
        "the list redrew 3 rows in the step before (3 cells configured, 3 rows compared, "
          + "1 view changed); expected no rows"
      ),
      (.showing("the list hidden", ProbeScreen(P.list(.hidden(.list())))), hiddenList),
      (
        .showing("no list page", ProbeScreen(P.detail("a2", .spinner))),
        "no list page is open; the pages are \"a2\""
      ),
      nothingOnScreen,
    ])
]

private let negativeSteps =
  screenSteps + lifetimeSteps + requestSteps + absenceSteps + cacheSteps + restorationSteps
  + outboxSteps
  + renderSteps

@Suite("Negative steps can fail")
struct NegativeStepTests {
  @Test(arguments: negativeSteps)
  func failsWhereItsClaimIsFalse(_ negative: NegativeStep) throws {
    for (situation, message) in negative.fails {
      let failure = try situation.failure(of: negative.step)
      #expect(failure == message, "\(situation)")
    }
  }

  @Test(arguments: negativeSteps)
  func passesWhereItsClaimIsTrue(_ negative: NegativeStep) throws {
    let failure = try negative.holds.failure(of: negative.step)
    #expect(failure == nil, "\(negative.holds)")
  }

  /// Negative checks that need an app of their own, proven to fail in their own suites.
  private static let testedElsewhere = [
    // `SceneTests`: an app with several windows, one keeping a closed scene's page.
    "nothing of scene {int} is alive",
    // The registry: `TCA/prints-whole-actions` must fail it, and a run fails if it passes.
    "the debug log carries no query and no title",
  ]

  @Test func everyNegativeStepOfTheVocabularyIsTested() {
    let tested =
      Set(negativeSteps.map(\.step)).map { step in
        StepVocabulary.definitions.first { StepPattern($0.pattern).match(step) != nil }?.pattern
      } + Self.testedElsewhere
    let checks = StepVocabulary.definitions.filter { $0.group == .check }
    let negative = checks.map(\.pattern).filter { pattern in
      pattern.contains(" not ") || pattern.hasPrefix("no ") || pattern.contains(" no ")
        || pattern.contains("is empty") || pattern.hasPrefix("nothing ")
    }
    #expect(Set(negative).subtracting(tested.compactMap { $0 }).sorted() == [])
  }
}
