import ArticleDomain

/// The login page's sub-reducer: present it for an intent, log in, fail, cancel.
///
/// Carrying the remembered intent out after a login changes other sub-states (a star, the
/// detail), so that part is a cross-module rule of ``ArticlesReducer``.
enum LoginReducer {
  static func reduce(state: LoginState?, message: ArticlesMessage, context: ReducerContext)
    -> LoginState?
  {
    var newState = state
    switch message {
    case .result(.login(.checked(let isLoggedIn, let continuation))):
      // Logged in: nothing to present; the root reducer carries the intent out at once.
      guard !isLoggedIn else { break }
      // Presenting the login page is setting the sub-state; the intent waits in it as data.
      // A newer intent replaces an older one still waiting.
      if var login = state {
        login.continuation = continuation
        newState = login
      } else {
        newState = LoginState(continuation: continuation)
      }

    case .intent(.login(.logInTapped)):
      guard var login = state, !login.isLoggingIn else { break }
      login.request = context.revision
      login.message = nil
      newState = login

    case .intent(.login(.cancelTapped)):
      // Dismissing is setting the route too: the intent goes with the page, and the store
      // cancels a login still in flight.
      newState = nil

    case .result(.login(.loggedIn(let revision))):
      // The page goes; a login answered after the page was cancelled matches nothing.
      guard state?.request == revision else { break }
      newState = nil

    case .result(.login(.failed(let error, let revision))):
      // The form stays, with the reason; the intent stays for the next attempt.
      guard var login = state, login.request == revision else { break }
      login.request = nil
      login.message = error.message
      newState = login

    default:
      break
    }
    return newState
  }
}

extension LoginReducer {
  /// What `message` carries out of the login gate, decided once for the root reducer, which
  /// applies it, and the executor, which starts its work and records its star: a session found
  /// logged in carries out what the check was for; a login answer the login reducer took (the
  /// page went, `after` is `nil`) carries out what the page remembered, `before`.
  static func carriedOut(
    by message: ArticlesMessage, before: LoginState?, after: LoginState?
  ) -> LoginState.Continuation? {
    switch message {
    case .result(.login(.checked(true, let continuation))): continuation
    case .result(.login(.loggedIn)) where after == nil: before?.continuation
    default: nil
    }
  }
}
