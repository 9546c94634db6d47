import ArticleDomain

/// The login gate's rules: present the login page for an intent, log in, and carry the intent
/// out — or nothing, when the user cancels.
extension ArticlesFeature {
  /// Carries out `continuation` at once when the user is logged in; otherwise presents the
  /// login page with it waiting, as data. Read from state, in the action that asked.
  static func requireLogin(
    for continuation: LoginState.Continuation, in state: inout ArticlesState
  ) -> [ArticlesEffect] {
    if state.isLoggedIn { return carryOut(continuation, in: &state) }
    // Rule: navigation is route state. Presenting the login page is setting `login`; the
    // intent waits in it as data. A newer intent replaces an older one still waiting.
    if state.login == nil {
      state.login = LoginState(continuation: continuation)
    } else {
      state.login?.continuation = continuation
    }
    return []
  }

  /// Applies one login action. The revision guard has already dropped the answer of a login
  /// whose page was dismissed.
  static func reduce(_ state: inout ArticlesState, _ action: LoginAction) -> [ArticlesEffect] {
    switch action {
    case .logInTapped:
      guard var login = state.login, !login.isLoggingIn else { return [] }
      login.isLoggingIn = true
      login.message = nil
      login.revision = state.nextRevision()
      state.login = login
      return [.logIn(revision: login.revision)]

    case .cancelTapped:
      // Dismissing is setting the route too. The intent goes with the page: nothing is
      // carried out, and a login still in flight is cancelled.
      guard let login = state.login else { return [] }
      state.login = nil
      return login.isLoggingIn ? [.cancel(.login)] : []

    case .loggedIn:
      guard let login = state.login else { return [] }
      state.isLoggedIn = true
      state.login = nil
      // Teaching variant: the login page closes but what the user asked for is forgotten. The
      // correct file carries it out: `return carryOut(login.continuation, in: &state)`.
      _ = login
      return []

    case .failed(let error, _):
      // The form stays, with the reason; the intent stays for the next attempt.
      state.login?.isLoggingIn = false
      state.login?.message = error.message
      return []
    }
  }

  /// Carries out an intent that needed a logged-in user, against the state of now.
  static func carryOut(
    _ continuation: LoginState.Continuation, in state: inout ArticlesState
  ) -> [ArticlesEffect] {
    switch continuation {
    case .favorite(let id, let isFavorite): setFavorite(isFavorite, of: id, in: &state)
    case .openArticle(let id): openArticle(id, in: &state)
    }
  }
}
