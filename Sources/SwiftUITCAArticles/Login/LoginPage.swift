import ComposableRuntime
import HeadlessSwiftUI

/// The login sheet: a form with "Log in" and "Cancel".
///
/// It never dismisses itself: "Cancel" tells the login feature, whose parent sets the login
/// state to `nil`, and the sheet, bound to that state, goes.
struct LoginPage: View {
  let store: StoreOf<LoginFeature>

  var body: some View {
    VStack {
      if let message = store.message { Text(message) }
      if store.isLoggingIn { ProgressView() }
      Button("Log in") { store.send(.logInTapped) }
      Button("Cancel") { store.send(.cancelTapped) }
    }
    .navigationTitle("Log in")
  }
}
