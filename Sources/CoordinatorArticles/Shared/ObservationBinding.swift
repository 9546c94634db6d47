import Observation

/// Keeps one page's views in step with the view model they read: the mechanism behind
/// SwiftUI's `body`, for a view controller.
///
/// Rule (MVVM, as the coordinator's screens use it): views bind by observation. A view model
/// never calls its view; the page's `render` reads what it needs inside
/// `withObservationTracking`, and the first change to anything it read schedules the next
/// render, which reads — and so re-registers — again.
///
/// ```swift
/// binding = ObservationBinding(in: renderPass) { [weak self] in self?.render() }
/// binding.start()  // renders now, and again after every change to what render() read
/// binding.stop()   // the page has gone: a change that comes later renders nothing
/// ```
///
/// Observation calls `onChange` *before* the change is stored (`willSet`), so the render is
/// deferred to the next ``RenderPass``, which runs after the mutation completes. The change
/// handler holds the binding weakly: a page that has gone is not kept alive by the models it
/// once observed.
@MainActor
final class ObservationBinding {
  /// Where renders are scheduled; also the order this binding renders in within a pass.
  let order: Int
  private weak var pass: RenderPass?
  private var render: (@MainActor () -> Void)?

  /// A binding that calls `render` now and, in `pass`, after every change of what it read.
  init(in pass: RenderPass, _ render: @escaping @MainActor () -> Void) {
    self.pass = pass
    self.order = pass.nextOrder()
    self.render = render
  }

  /// Renders once and starts observing what the render read.
  func start() {
    renderAndTrack()
  }

  /// Stops observing: a change already scheduled, or any later one, renders nothing.
  func stop() {
    render = nil
  }

  /// Renders now and observes what the render read; called by the render pass.
  func renderAndTrack() {
    guard let render else { return }
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.pass?.schedule(self)
      }
    }
  }
}

/// One render pass per turn of the main actor: the bindings whose models changed render once
/// each, in the order their pages were built.
///
/// Why not one task per binding: Observation tells the observers of one property in no fixed
/// order, so two pages reading the same star (the list and the detail) would render in a
/// different order from run to run. Collecting them and rendering in a fixed order — as UIKit's
/// run loop commits a whole transaction at once — keeps every run identical.
@MainActor
final class RenderPass {
  private var dirty: [ObservationBinding] = []
  private var isScheduled = false
  private var lastOrder = 0

  init() {}

  fileprivate func nextOrder() -> Int {
    lastOrder += 1
    return lastOrder
  }

  fileprivate func schedule(_ binding: ObservationBinding) {
    if !dirty.contains(where: { $0 === binding }) { dirty.append(binding) }
    guard !isScheduled else { return }
    isScheduled = true
    Task { [weak self] in self?.run() }
  }

  private func run() {
    isScheduled = false
    let bindings = dirty.sorted { $0.order < $1.order }
    dirty = []
    for binding in bindings { binding.renderAndTrack() }
  }
}
