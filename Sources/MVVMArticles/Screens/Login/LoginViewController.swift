import ArticleDomain
import HeadlessUI

/// The login page, presented modally: the login form.
///
/// Rule: the page forwards "Log in" and "Cancel" to its view model and renders the form by
/// observation. It does not dismiss itself: whoever navigates does — in MVVM the app view model
/// drops its login route and the navigation stack, which observes it, dismisses the page; with
/// coordinators the login coordinator dismisses it.
@MainActor
final class LoginViewController: ViewController {
  let viewModel: LoginViewModel

  private let form = LoginFormView()
  private let trace: Trace
  private let renderQueue: RenderQueue
  private var binding: ObservationBinding?

  /// The login page bound to `viewModel`.
  init(viewModel: LoginViewModel, trace: Trace, renderQueue: RenderQueue) {
    self.viewModel = viewModel
    self.renderQueue = renderQueue
    self.trace = trace
    super.init(title: "Log in")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(form)
    form.onLogIn = { [weak self] in self?.viewModel.logIn() }
    form.onCancel = { [weak self] in self?.viewModel.cancel() }

    let binding = ObservationBinding(queue: renderQueue) { [weak self] in self?.render() }
    self.binding = binding
    binding.start()
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    viewModel.onAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    if isBeingDismissed || isMovingFromParent { stopObserving() }
  }

  /// Stops re-rendering: the page is gone, and a late change must not draw it.
  func stopObserving() {
    binding?.stop()
  }

  private func render() {
    trace.record(.render, "login")
    form.isLoggingIn = viewModel.isLoggingIn
    form.message = viewModel.message
  }
}
