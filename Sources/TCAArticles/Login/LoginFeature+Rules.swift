import ArticleDomain
public import ComposableRuntime

/// The login's rules: one attempt at a time, its failure shown on the form, its success and a
/// cancel told to the parent. Shared, as written, by the SwiftUI chapter, whose state differs
/// only in being observed.
extension LoginFeature {
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .logInTapped:
        guard !state.isLoggingIn else { return .none }
        state.isLoggingIn = true
        state.message = nil
        return .run { [session, clock] send in
          let result = try await answer {
            try await withTimeout(RequestPolicy.timeout, on: clock) { try await session.logIn() }
          }
          switch result {
          case .success: await send(.delegate(.loggedIn))
          case .failure(let error): await send(.failed(error))
          }
        }
        .cancellable(id: CancelID.logIn)

      case .failed(let error):
        // The form stays, with the reason; the intent stays for the next attempt.
        state.isLoggingIn = false
        state.message = error.message
        return .none

      case .cancelTapped:
        return .send(.delegate(.cancelled))

      case .delegate:
        return .none
      }
    }
  }
}
