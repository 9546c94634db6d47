/// The app's render pass: the views whose observed state changed are rendered once per turn,
/// in the order they were bound.
///
/// SwiftUI batches every change made in one turn into a transaction and re-renders the views
/// that depend on it when the turn ends. The bindings of this app do the same through one
/// shared queue: a change marks the bindings that read it, and a single pass renders them in
/// the order they were bound — the navigation before the pages, the list before the detail.
///
/// Why not let each binding render on its own: the Observation registrar calls the observers of
/// one property in no particular order (it keeps them in a dictionary). A star shown by both
/// the list and the detail would render the two pages in a different order from one run to the
/// next — the same screen in the end, but a different timeline, and a timeline that is not
/// reproducible is worthless in a race report.
@MainActor
final class RenderQueue {
  private var pending: [Int: ObservationBinding] = [:]
  private var isPassScheduled = false
  private var bindingCount = 0

  init() {}

  /// The position of a new binding in every render pass.
  func nextPosition() -> Int {
    bindingCount += 1
    return bindingCount
  }

  /// Marks `binding` for the next pass, scheduling the pass if none is.
  func setNeedsRender(_ binding: ObservationBinding) {
    pending[binding.position] = binding
    guard !isPassScheduled else { return }
    isPassScheduled = true
    // Scheduled from the first mark of a turn, so it runs after every mark of that turn.
    Task { @MainActor [weak self] in self?.renderPending() }
  }

  private func renderPending() {
    isPassScheduled = false
    let due = pending.sorted { $0.key < $1.key }.map(\.value)
    pending = [:]
    for binding in due { binding.renderNow() }
  }
}
