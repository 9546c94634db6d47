import ArticleDomain
import HeadlessUI

/// The login page, presented modally: a login form with "Log in" and "Cancel".
///
/// Rule (MVVM): the page binds to its view model and forwards the two taps; it never dismisses
/// itself — the login coordinator does, when the view model reports how the flow ended.
@MainActor
final class LoginViewController: ViewController {
  let viewModel: LoginViewModel

  private let form = LoginFormView()
  private let trace: Trace
  private let renderPass: RenderPass
  private var binding: ObservationBinding?

  init(viewModel: LoginViewModel, trace: Trace, renderPass: RenderPass) {
    self.viewModel = viewModel
    self.trace = trace
    self.renderPass = renderPass
    super.init(title: "Log in")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(form)
    form.onLogIn = { [weak viewModel] in viewModel?.logIn() }
    form.onCancel = { [weak viewModel] in viewModel?.cancel() }

    let binding = ObservationBinding(in: renderPass) { [weak self] in self?.render() }
    self.binding = binding
    binding.start()
  }

  /// The flow ended or the feature is being left: later changes render nothing.
  func stopRendering() {
    binding?.stop()
  }

  private func render() {
    trace.record(.render, "login")
    form.isLoggingIn = viewModel.isLoggingIn
    form.message = viewModel.message
  }
}
