import HeadlessSwiftUI

/// The login sheet: the form, its progress and a failed login's reason.
///
/// Its view model belongs to the window's ``SceneModel``, which presents the sheet and
/// remembers what the login is for.
struct LoginView: View {
  let model: LoginViewModel

  var body: some View {
    VStack {
      if let message = model.message { Text(message) }
      if model.isLoggingIn { ProgressView() }
      Button("Log in") { model.logIn() }
      Button("Cancel") { model.cancel() }
    }
    .navigationTitle("Log in")
    .onAppear { model.onAppear() }
  }
}

extension LoginViewModel: Identifiable {}
