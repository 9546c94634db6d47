/// The search field above the list.
@MainActor
public final class SearchField: View {
  /// What the field shows. The harness types into it; a pattern may also set it.
  public var text = "" {
    didSet { if oldValue != text { setNeedsDisplay() } }
  }
  /// Called after each keystroke with the whole text.
  public var onTextChange: ((String) -> Void)?

  override public var element: Screen.Element? { .searchField(text: text) }
}

/// The login form, with "Log in" and "Cancel" buttons.
@MainActor
public final class LoginFormView: View {
  /// A message under the form, such as a failed login's reason.
  public var message: String? {
    didSet { if oldValue != message { setNeedsDisplay() } }
  }
  /// Whether a login is in flight (the button shows a spinner).
  public var isLoggingIn = false {
    didSet { if oldValue != isLoggingIn { setNeedsDisplay() } }
  }
  public var onLogIn: (() -> Void)?
  public var onCancel: (() -> Void)?

  override public var element: Screen.Element? {
    .loginForm(isLoggingIn: isLoggingIn, message: message)
  }
}
