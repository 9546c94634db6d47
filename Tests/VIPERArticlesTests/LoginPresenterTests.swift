import ArticleDomain
import Testing

@testable import VIPERArticles

/// Contract tests of the login presenter, with spies at its boundaries.
@MainActor
struct LoginPresenterTests {
  let view = LoginViewSpy()
  let interactor = LoginInteractorSpy()
  let router = LoginRouterSpy()
  let presenter: LoginPresenter

  init() {
    presenter = LoginPresenter(
      interactor: interactor, router: router, analytics: DiscardingAnalytics(), trace: .disabled)
    presenter.view = view
  }

  @Test func loggingInShowsTheLoginInFlightAndSuccessAsksTheRouterToFinish() {
    presenter.didTapLogIn()
    presenter.didStartLoggingIn()
    #expect(interactor.calls == [.logIn])
    #expect(view.displayed.last == LoginViewModel(isLoggingIn: true, message: nil))
    presenter.didLogIn()
    #expect(router.finishes == [true])
  }

  @Test func aFailedLoginKeepsTheFormAndSaysWhy() {
    presenter.didStartLoggingIn()
    presenter.didFailToLogIn(message: "Wrong password")
    #expect(view.displayed.last == LoginViewModel(isLoggingIn: false, message: "Wrong password"))
    #expect(router.finishes.isEmpty)
  }

  @Test func cancellingStopsTheLoginBeforeTheRouterDropsTheIntent() {
    presenter.didTapLogIn()
    presenter.didTapCancel()
    #expect(interactor.calls == [.logIn, .stop])
    #expect(router.finishes == [false])
  }
}
