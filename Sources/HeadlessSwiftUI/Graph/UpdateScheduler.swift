/// When the view graphs of one app run their update passes: together, on a later turn of the
/// main actor, in the order the graphs were made.
///
/// SwiftUI updates an app's views in one transaction after a turn's changes. Were each window
/// to schedule its own pass, two windows showing one changed model would update in the order
/// the Observation registrar calls its observers — a dictionary's order, which differs from
/// one run to the next — and actions that run after the passes (an `onChange` that sends a
/// request, say) would reach the server in that order. One scheduler per app makes it the
/// order the windows opened.
@MainActor
public final class UpdateScheduler {
  private var pending: [ViewGraph] = []
  private var isScheduled = false
  private var graphCount = 0

  public init() {}

  /// The position of a new graph among this scheduler's.
  func register() -> Int {
    graphCount += 1
    return graphCount
  }

  /// Runs `graph`'s update pass on the next turn, once however often it is asked before.
  func schedule(_ graph: ViewGraph) {
    if !pending.contains(where: { $0 === graph }) { pending.append(graph) }
    guard !isScheduled else { return }
    isScheduled = true
    Task { @MainActor [weak self] in self?.runPasses() }
  }

  private func runPasses() {
    isScheduled = false
    let graphs = pending.sorted { $0.position < $1.position }
    pending = []
    for graph in graphs { graph.update() }
  }
}
