import Foundation
public import HeadlessUI
import Observation

extension ViewController {
  /// Runs `apply` now and again after every change to what it read: how a UIKit page keeps its
  /// views in step with a store since TCA's observation era (`observe { }` of UIKitNavigation).
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   observe { [weak self] in
  ///     guard let self else { return }
  ///     spinner.isHidden = !store.isLoading      // runs again when `isLoading` changes,
  ///     errorView.message = store.failure?.message ?? ""   // or `failure`; not for `rows`
  ///   }
  /// }
  /// ```
  ///
  /// Each run is tracked (`withObservationTracking`), so only the properties it read wake it,
  /// and the next change of any of them runs it again — reading, and so tracking, anew. Like
  /// UIKitNavigation, the first run is now and a run after a change is on a later turn of the
  /// main actor, once for all the changes of a turn, with the turn's last values.
  ///
  /// The observation lives as long as this controller: a change after the controller is gone
  /// runs nothing, and the closure should hold the controller weakly, as above. The token ends
  /// it sooner (``ObserveToken/cancel()``); it need not be kept.
  ///
  /// Where UIKitNavigation hands every run to `DispatchQueue.main` in the order Observation
  /// reports the changes — a dictionary's order, which differs from one run of the app to the
  /// next — the runs of one turn here go in the order the observations started: a list page
  /// before the detail pushed over it, the first window before the second. The same changes
  /// give the same renders in the same order, every run.
  @discardableResult
  public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
    observe(tracking: apply, then: {})
  }

  /// Runs `read` tracked and then `apply` untracked, now and again after every change to what
  /// `read` read: for the package's helpers, whose `apply` builds and shows pages that must
  /// not add what they read on their first render to the helper's own dependencies.
  func observe(
    tracking read: @escaping @MainActor () -> Void, then apply: @escaping @MainActor () -> Void
  ) -> ObserveToken {
    let observation = UIObservation(owner: self, read: read, apply: apply)
    retainedObservations.append(observation)
    observation.run()
    return ObserveToken(observation)
  }
}

/// Ends an observation started by ``HeadlessUI/ViewController/observe(_:)``.
@MainActor
public final class ObserveToken {
  private weak var observation: UIObservation?

  init(_ observation: UIObservation) { self.observation = observation }

  /// Whether the observation was cancelled, or ended with its controller.
  public var isCancelled: Bool { observation?.isActive != true }

  /// Ends the observation: a change scheduled already, or any later one, runs nothing.
  public func cancel() { observation?.cancel() }
}

/// One `observe { }`: the closure, tracked on each run, and the controller it lives with.
@MainActor
final class UIObservation {
  /// Its place in every pass: observations run in the order they started.
  let position: Int
  private weak var owner: ViewController?
  /// The part of a run that is tracked, and the part after it, which is not.
  private var closures: (read: @MainActor () -> Void, apply: @MainActor () -> Void)?

  init(
    owner: ViewController, read: @escaping @MainActor () -> Void,
    apply: @escaping @MainActor () -> Void
  ) {
    self.owner = owner
    closures = (read, apply)
    position = ObservationPass.current.nextPosition()
  }

  var isActive: Bool { closures != nil && owner != nil }

  func cancel() {
    closures = nil
    owner?.retainedObservations.removeAll { $0 === self }
  }

  /// Runs the closure, tracking what it reads; the first change of it schedules the next run.
  /// The controller holds the observation, the tracking only weakly: the closure and what it
  /// holds (a store, a binding) go with the controller.
  func run() {
    guard let closures, owner != nil else {
      self.closures = nil
      return
    }
    withObservationTracking {
      closures.read()
    } onChange: { [weak self] in
      // Called as the change begins (`willSet`), on the thread that makes it: the run waits
      // for the pass, after the change is made.
      MainActor.assumeIsolated {
        if let self { ObservationPass.current.schedule(self) }
      }
    }
    closures.apply()
  }
}

/// The runs due after the changes of one turn, made on a later turn in the order the
/// observations started.
///
/// One pass per thread, as `RunLoop.current` is one per thread: the main actor is the main
/// thread in an app, but a scenario harness may drive it from a thread of its own while other
/// tests use the real one, and each must run only its own observations.
@MainActor
final class ObservationPass {
  private var pending: [Int: UIObservation] = [:]
  private var isScheduled = false
  private var count = 0

  private static let key = "ComposableUIKit.ObservationPass"

  /// This thread's pass.
  static var current: ObservationPass {
    let dictionary = Thread.current.threadDictionary
    if let pass = dictionary[key] as? ObservationPass { return pass }
    let pass = ObservationPass()
    dictionary[key] = pass
    return pass
  }

  func nextPosition() -> Int {
    count += 1
    return count
  }

  /// Runs `observation` on a later turn, once however often it is scheduled before.
  func schedule(_ observation: UIObservation) {
    pending[observation.position] = observation
    guard !isScheduled else { return }
    isScheduled = true
    Task { @MainActor in self.runPending() }
  }

  private func runPending() {
    isScheduled = false
    let due = pending.sorted { $0.key < $1.key }.map(\.value)
    pending = [:]
    for observation in due { observation.run() }
  }
}
