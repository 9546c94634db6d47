import Observation

/// Keeps one view in step with the observable state it reads: the mechanism behind SwiftUI's
/// `body`, for a view controller.
///
/// Rule: views bind by observation. A view never asks to be told about a change and a view
/// model never calls its view; the view's `render` reads what it needs from the view model
/// inside `withObservationTracking`, and the first change to anything it read marks the view
/// for the app's next render pass (``RenderQueue``), which renders it — reading, and so
/// re-registering, again. Tracking is one-shot by design, so a burst of changes in one turn
/// costs one render, as in SwiftUI.
///
/// ```swift
/// binding = ObservationBinding(queue: renderQueue) { [weak self] in self?.render() }
/// binding.start()  // renders now, and again after every change to what render() read
/// binding.stop()   // the page has gone: a change that comes later renders nothing
/// ```
///
/// Observation calls `onChange` *before* the change is stored (`willSet`), on the actor that
/// changes it — the main actor, as every view model and model here is isolated to it. So the
/// handler only marks the binding, and the render waits for the queue's pass, a task that runs
/// after the mutation completes: one hop from a change to its render. The handler holds the
/// binding weakly: a page that has gone is not kept alive by the view models it once observed.
@MainActor
final class ObservationBinding {
  /// Where this binding renders in each pass of its queue.
  let position: Int
  private weak var queue: RenderQueue?
  private var render: (@MainActor () -> Void)?

  /// A binding that calls `render` now and, through `queue`, after every change of what it
  /// read.
  init(queue: RenderQueue, _ render: @escaping @MainActor () -> Void) {
    self.queue = queue
    self.render = render
    position = queue.nextPosition()
  }

  /// Renders once and starts observing what the render read.
  func start() {
    renderNow()
  }

  /// Stops observing: a change already scheduled, or any later one, renders nothing.
  func stop() {
    render = nil
  }

  /// Renders, tracking what the render reads; the next change of it marks this binding again.
  func renderNow() {
    guard let render else { return }
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.setNeedsRender() }
    }
  }

  private func setNeedsRender() {
    guard render != nil else { return }
    queue?.setNeedsRender(self)
  }
}
