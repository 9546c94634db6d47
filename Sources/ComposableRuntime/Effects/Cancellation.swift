extension Effect {
  /// The same work, cancellable under `id`.
  ///
  /// With `cancelInFlight: true`, starting it first cancels whatever still runs under `id` —
  /// the one-line debounce and "newest request wins" of TCA.
  ///
  /// Rule: the registration comes before the task. The store registers the effect under `id`
  /// before it starts its task, so a ``cancel(id:)`` returned in the same step (or sent before
  /// the task first runs) cancels it.
  @inlinable @inline(__always)
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    // Nothing to name — no work, or only actions to send: no cancel id is built (a
    // type-erased id allocates and casts).
    guard hasTaskOrCancellation else { return self }
    var effect = self
    let cancellation = EffectCancellation(id: CancelID(id), cancelInFlight: cancelInFlight)
    effect.updateComponents { component in
      guard component.isTask else { return }
      component.cancellations.append(cancellation)
    }
    return effect
  }

  /// Cancels every effect running under `id`; its later `send`s do nothing.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(Component(work: .cancel(CancelID(id))))
  }
}

/// A cancel id an effect runs under, and whether starting it cancels the one in flight.
@usableFromInline
struct EffectCancellation {
  @usableFromInline var id: CancelID
  @usableFromInline var cancelInFlight: Bool

  @usableFromInline
  init(id: CancelID, cancelInFlight: Bool) {
    self.id = id
    self.cancelInFlight = cancelInFlight
  }
}

/// A type-erased cancel id.
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
  // Unchecked: built only from `Hashable & Sendable` values, which `AnyHashable` keeps as is.
  let base: AnyHashable

  @usableFromInline
  init(_ id: some Hashable & Sendable) {
    self.base = (id as? CancelID)?.base ?? AnyHashable(id)
  }
}

/// The effects a store is running, and the cancel ids they run under.
///
/// Rule: no leaks. An effect is removed from every id it was registered under when it finishes
/// or is cancelled, so the registry holds only what is running.
@MainActor
final class EffectRegistry {
  private struct Running {
    var task: Task<Void, Never>?
    let ids: [CancelID]
  }

  private var running: [Int: Running] = [:]
  private var tokensByID: [CancelID: Set<Int>] = [:]
  private var lastToken = 0

  /// How many effects are running.
  var count: Int { running.count }

  /// How many cancel ids have a running effect; 0 when nothing runs.
  var registeredIDs: Int { tokensByID.count }

  /// Registers an effect under `ids` — cancelling first what runs under those that cancel in
  /// flight — before its task exists; returns its token.
  func register(_ cancellations: [EffectCancellation]) -> Int {
    for cancellation in cancellations where cancellation.cancelInFlight {
      cancel(id: cancellation.id)
    }
    lastToken += 1
    let ids = cancellations.map(\.id)
    running[lastToken] = Running(task: nil, ids: ids)
    for id in ids { tokensByID[id, default: []].insert(lastToken) }
    return lastToken
  }

  /// Attaches the started task to its registration. A registration cancelled meanwhile (in
  /// the same step) cancels the task at once.
  func attach(_ task: Task<Void, Never>, to token: Int) {
    guard running[token] != nil else {
      task.cancel()
      return
    }
    running[token]?.task = task
  }

  /// Whether the effect of `token` is still registered (not cancelled, not finished).
  func isRunning(_ token: Int) -> Bool { running[token] != nil }

  /// Removes a finished effect from every id it ran under.
  func finish(_ token: Int) {
    guard let entry = running.removeValue(forKey: token) else { return }
    unregister(token, from: entry.ids)
  }

  /// Cancels every effect running under `id`.
  func cancel(id: CancelID) {
    guard let tokens = tokensByID[id], !tokens.isEmpty else { return }
    for token in tokens.sorted() { cancel(token: token) }
  }

  /// Cancels every running effect, as leaving the feature does.
  func cancelAll() {
    for token in running.keys.sorted() { cancel(token: token) }
  }

  /// Cancels one effect and forgets its registration.
  func cancel(token: Int) {
    guard let entry = running.removeValue(forKey: token) else { return }
    unregister(token, from: entry.ids)
    entry.task?.cancel()
  }

  private func unregister(_ token: Int, from ids: [CancelID]) {
    for id in ids {
      tokensByID[id]?.remove(token)
      if tokensByID[id]?.isEmpty == true { tokensByID[id] = nil }
    }
  }
}

extension Effect {
  /// The effect with every cancel id it names scoped to `scope`, as TCA scopes an element's
  /// effects by the element's identity: an element's `cancellable(id: .load)` and
  /// `.cancel(id: .load)` are its own, and another element's `.load` is another id. Without it,
  /// one element's `cancellable(id:cancelInFlight: true)` would cancel every other element's
  /// work of the same id.
  @inlinable
  func scopingCancelIDs(to scope: some Hashable & Sendable) -> Self {
    guard hasTaskOrCancellation else { return self }
    let scope = CancelID(scope)
    var effect = self
    effect.updateComponents { component in
      for index in component.cancellations.indices {
        component.cancellations[index].id = CancelID(
          ScopedCancelID(scope: scope, id: component.cancellations[index].id))
      }
      switch component.work {
      case .cancel(let id):
        component.work = .cancel(CancelID(ScopedCancelID(scope: scope, id: id)))
      case .concatenate(let effects):
        component.work = .concatenate(effects.map { $0.scopingCancelIDs(to: scope) })
      case .send, .run:
        break
      }
    }
    return effect
  }
}

/// A cancel id as one element of a collection names it.
@usableFromInline
struct ScopedCancelID: Hashable, Sendable {
  let scope: CancelID
  let id: CancelID

  @usableFromInline
  init(scope: CancelID, id: CancelID) {
    self.scope = scope
    self.id = id
  }
}
