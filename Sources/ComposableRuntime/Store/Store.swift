import Observation

/// The runtime of a feature: holds its state, reduces one action at a time, runs the effects.
///
/// Rule: one action at a time. An action sent while the store is reducing — by a `.send`
/// effect, or by a view that appears while observers render — waits in a queue and is reduced
/// after the current one. Observers are told each time the queue runs empty.
///
/// Rule: no copy of the whole state per action. The reducer mutates the stored state in place
/// (`reduce(into: &state, …)`); nothing takes a copy on the way, so an action that changes one
/// field of a state holding 100 000 articles costs one field.
///
/// ```swift
/// let store = Store(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.continuousClock = environment.clock
/// }
/// store.send(.appeared)
/// // a page reads `store.rows` in `observe { }`, a view in its `body`
/// ```
///
/// Every effect is cancelled when the store is torn down (``tearDown()``) or released.
///
/// Rule: each screen holds the store of its own feature. ``scope(state:action:)-(KeyPath<State,ChildState>,_)``
/// derives a child store from a parent's: it reads the child's state out of the parent's and
/// sends the child's actions into the parent, wrapped in their case. A child store keeps no
/// state and runs no reducer of its own — there is one store of truth, and one queue.
///
/// ``send(_:)`` is inlinable: the module that holds a store of its own feature specializes it
/// for that feature's state and actions. Unspecialized, every action paid for generic
/// metadata look-ups (the queue's element type, the effect's) that cost more than the reducer.
@MainActor @dynamicMemberLookup
public final class Store<State, Action> {
  /// The current state. Read it; change it only by sending actions.
  @inlinable
  public var state: State {
    if let parent {
      // A dismissed child shows the last state it showed.
      guard let state = parent.state() else { return currentState! }
      if parent.keepsLastState { currentState = state }
      return state
    }
    return currentState!
  }
  // The store's hot fields skip the runtime's dynamic exclusivity check (a `swift_beginAccess`
  // per read and write, several per action): the store is main-actor isolated and only its own
  // methods touch them, never while an access is open (a reducer gets `inout` the state, not
  // the store).
  /// The state: the root store's own; for a scoped store, the last state it showed when it
  /// may outlive its child (a presented page), else `nil` — a child store that kept a copy
  /// would make the root's next change of its arrays copy them.
  @usableFromInline @exclusivity(unchecked) var currentState: State?
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  @usableFromInline let dependencies: DependencyValues
  private let effects = EffectRegistry()
  /// Actions sent while the store was reducing, waiting their turn.
  @usableFromInline @exclusivity(unchecked) var queue: [(action: Action, fromEffect: Bool)] = []
  @usableFromInline @exclusivity(unchecked) var isReducing = false
  @usableFromInline @exclusivity(unchecked) var isTornDown = false
  /// The observers, in the order they started observing, each under its key.
  @usableFromInline var observers: [(key: Int, onChange: (State) -> Void)] = []
  private var lastObserver = 0
  /// Told of each action reduced and the state after it; set by ``TestStore`` only, so that
  /// production pays no copy.
  @usableFromInline var didReduce: ((Action, _ fromEffect: Bool, State) -> Void)?
  /// The store a scoped store reads its state from and sends its actions to; `nil` for the
  /// root store, which runs the reducer.
  @usableFromInline let parent: ParentStore<State, Action>?
  /// Where views that read the state through the store (`store.rows`) are told it was
  /// replaced by another state; see `Store+Observation.swift`.
  let observationRegistrar = ObservationRegistrar()
  /// The key path of `observedStateIdentity`, made once: in a generic class, a key path
  /// literal is instantiated again at every read, and views read the store at every body.
  let observedStateIdentityKeyPath: KeyPath<Store, ObservableStateID?> = \.observedStateIdentity
  /// The identity of the state views read last, once a view has read one: set by the first
  /// read of an ``ObservableState`` through the store.
  @usableFromInline var observedState: ObservedState?
  /// The stores of the children presented now, by the key path of their state, each with the
  /// identity of the child it was made for (`Store+Presentation.swift`). Held weakly: a child
  /// store holds its parent, so a parent holding it back would keep both alive once the views
  /// that show it are gone.
  var presentedStores: [AnyKeyPath: PresentedStore] = [:]
  /// The stores scoped from this one, by the key path of their state, held weakly for the
  /// same reason (``scope(state:action:)``).
  @usableFromInline var scopedStores: [AnyKeyPath: ScopedStore] = [:]

  /// A store running `reducer` on `initialState`, with the dependencies `withDependencies` sets.
  ///
  /// - Parameters:
  ///   - initialState: the feature's state at start.
  ///   - reducer: the feature's reducer.
  ///   - withDependencies: overrides of the live dependencies, such as the clock.
  public init<R: Reducer>(
    initialState: State, reducer: R,
    withDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    self.currentState = initialState
    self.reducer = { state, action in reducer.reduce(into: &state, action: action) }
    var values = DependencyValues.current
    withDependencies(&values)
    self.dependencies = values
    self.parent = nil
  }

  /// A store running the reducer `reducer` builds on `initialState`, as TCA writes it:
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public convenience init<R: Reducer>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    self.init(initialState: initialState, reducer: reducer(), withDependencies: withDependencies)
  }

  /// A scoped store on `parent`, showing `initialState` until the parent says otherwise.
  @usableFromInline
  init(initialState: State, parent: ParentStore<State, Action>) {
    self.currentState = parent.keepsLastState ? initialState : nil
    self.reducer = { _, _ in .none }
    self.dependencies = DependencyValues.current
    self.parent = parent
  }

  isolated deinit {
    effects.cancelAll()
  }

  /// Sends `action` and returns a handle on the effects it started.
  ///
  /// Reduced at once unless the store is reducing already; then it waits its turn.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    send(action, fromEffect: false)
  }

  @inlinable
  func send(_ action: Action, fromEffect: Bool) -> StoreTask {
    if let parent { return parent.send(action) }
    guard !isTornDown else { return StoreTask(tasks: []) }
    guard !isReducing else {
      queue.append((action, fromEffect))
      return StoreTask(tasks: [])
    }
    isReducing = true
    defer { isReducing = false }
    var tasks: [Task<Void, Never>] = []
    DependencyValues.$current.withValue(dependencies) {
      // The action sent is reduced straight away; the queue holds only what arrives
      // meanwhile, so a send that causes no other action never touches (or allocates) it.
      reduce(action, fromEffect: fromEffect, startingTasksIn: &tasks)
      // Read in order by index and emptied once at the end, keeping its buffer: taking each
      // action off the front shifted the rest, and emptying it freed a buffer the next send
      // allocated again.
      var next = 0
      while !isTornDown {
        while next < queue.count, !isTornDown {
          let queued = queue[next]
          next += 1
          reduce(queued.action, fromEffect: queued.fromEffect, startingTasksIn: &tasks)
        }
        // Observers render once the queue is empty; an action a render causes (a page that
        // appears) is queued too, so no observer ever sees a state older than one it was
        // already given.
        guard !isTornDown else { break }
        notifyObservers()
        if next == queue.count { break }
      }
    }
    if !queue.isEmpty { queue.removeAll(keepingCapacity: true) }
    return StoreTask(tasks: tasks)
  }

  @inlinable
  func reduce(
    _ action: Action, fromEffect: Bool, startingTasksIn tasks: inout [Task<Void, Never>]
  ) {
    let effect = reducer(&currentState!, action)
    didReduce?(action, fromEffect, currentState!)
    if !effect.isNone { start(effect, startingTasksIn: &tasks) }
  }

  @inlinable
  func notifyObservers() {
    if observedState != nil { stateMayHaveBeenReplaced() }
    guard !observers.isEmpty else { return }
    let state = currentState!
    // The observers of now, in order; one that stops observing as another renders is not
    // called after (a handful of observers: the check is a short scan).
    let current = observers
    for observer in current where observers.contains(where: { $0.key == observer.key }) {
      observer.onChange(state)
    }
  }

  /// Calls `onChange` with the state after every action (once per queue drained), starting
  /// with the state now. Keep the token: releasing it stops the observation.
  ///
  /// The package's own: what a child store and `send(_:while:)` hear their store by. A view
  /// reads `store.x` in an observation instead (`observe { }`, a SwiftUI body), which TCA's
  /// stores have offered since they became observable; whole-state callbacks are from before.
  package func observe(_ onChange: @escaping (State) -> Void) -> ObservationToken {
    if let parent {
      // Told at once, then after each action, while the parent holds the child's state: a
      // dismissed page renders no more.
      return parent.observe { [weak self] in
        guard let self, let state = parent.state() else { return }
        if parent.keepsLastState { self.currentState = state }
        onChange(state)
      }
    }
    lastObserver += 1
    let key = lastObserver
    observers.append((key, onChange))
    onChange(state)
    return ObservationToken { [weak self] in self?.observers.removeAll { $0.key == key } }
  }

  /// Calls `onChange` at once and after every action (once per queue drained), without the
  /// state: what a child store observes its parent with. A child of a child that always holds
  /// its state goes straight to the root, computing nothing of its own on the way; one that
  /// may dismiss its child stops telling it once it does.
  @usableFromInline
  func observeActions(_ onChange: @escaping () -> Void) -> ObservationToken {
    if let parent, !parent.keepsLastState { return parent.observe(onChange) }
    return observe { _ in onChange() }
  }

  /// Stops the store: every effect is cancelled, no action is reduced and no observer called
  /// afterwards.
  public func tearDown() {
    isTornDown = true
    observers.removeAll()
    effects.cancelAll()
  }

  /// How many effects are running: what a ``TestStore`` waits for and checks at its end.
  var runningEffectCount: Int { effects.count }

  /// How many cancel ids hold a running effect; 0 when nothing runs (no stale registrations).
  var registeredCancelIDCount: Int { effects.registeredIDs }

  /// Cancels every running effect, keeping the store working: what a ``TestStore`` does when
  /// a test skips the effects still in flight.
  func cancelAllEffects() {
    effects.cancelAll()
  }

  // MARK: Running effects

  /// Starts what `effect` asks for: a `.send` is queued on the spot (inlined, the common case
  /// of a child telling its parent); a cancellation and a task go through the registry.
  @inlinable
  func start(_ effect: Effect<Action>, startingTasksIn tasks: inout [Task<Void, Never>]) {
    effect.forEachComponent { component in
      switch component.work {
      case .send(let action):
        queue.append((action, true))
      case .cancel(let id):
        cancelEffects(id)
      case .run, .concatenate:
        tasks.append(run(component))
      }
    }
  }

  @usableFromInline
  func cancelEffects(_ id: CancelID) {
    effects.cancel(id: id)
  }

  @usableFromInline
  func run(_ component: Effect<Action>.Component) -> Task<Void, Never> {
    // Registered first: a cancellation from this same step finds it.
    let token = effects.register(component.cancellations)
    let task: Task<Void, Never>
    switch component.work {
    case .run(let prepare):
      let send = Send<Action> { [weak self] action in _ = self?.send(action, fromEffect: true) }
      let operation = prepare(send)
      task = Task { [weak self] in
        await operation()
        self?.effects.finish(token)
      }
    case .concatenate(let effectsInTurn):
      // The first starts in this step, as a merged effect would; each next one once every task
      // of the one before has ended. Each runs under the concatenation's cancel ids too, so
      // that cancelling the whole cancels what runs of it. The task holds the store weakly
      // between effects, as a `.run` holds its `Send`: a store released meanwhile starts
      // nothing more.
      let under = component.cancellations.map {
        EffectCancellation(id: $0.id, cancelInFlight: false)
      }
      let first = startInTurn(effectsInTurn[0], under: under)
      task = Task { [weak self] in
        var running = first
        var next = 1
        while true {
          // Cancelling this task cancels what runs, as a `finish()` awaited in a task does.
          await StoreTask(tasks: running).finish()
          guard next < effectsInTurn.count, !Task.isCancelled, let store = self else { break }
          running = store.startInTurn(effectsInTurn[next], under: under)
          next += 1
        }
        self?.effects.finish(token)
      }
    case .send, .cancel:
      preconditionFailure("only a task starts a task")
    }
    effects.attach(task, to: token)
    return task
  }

  /// Starts `effect`, one effect of a concatenation, and returns its tasks: its actions are
  /// sent (queued while the store reduces), its cancellations done, its tasks started under
  /// their own cancel ids and `cancellations`, the concatenation's.
  private func startInTurn(
    _ effect: Effect<Action>, under cancellations: [EffectCancellation]
  ) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    effect.forEachComponent { component in
      guard !isTornDown else { return }
      switch component.work {
      case .send(let action):
        _ = send(action, fromEffect: true)
      case .cancel(let id):
        cancelEffects(id)
      case .run, .concatenate:
        var component = component
        component.cancellations += cancellations
        tasks.append(run(component))
      }
    }
    return tasks
  }
}

extension Store {
  /// The store of a child feature: its state read from this store's at `toChildState`, its
  /// actions sent into this store through `toChildAction`.
  ///
  /// ```swift
  /// let listStore = store.scope(state: \.list, action: .list)
  /// listStore.send(.refreshPulled)   // the root receives .list(.refreshPulled)
  /// ```
  ///
  /// The same store while it is held: a view that scopes in its `body` hands its child the
  /// same store at every evaluation, as TCA (since 1.5) caches the stores it scopes. Kept by
  /// the state's key path alone, weakly: this runtime's action cases have no identity to key
  /// by, and a feature scopes a part of its state to one case of its action.
  ///
  /// Inlinable, as ``send(_:)`` is: the module that scopes a store of its own feature
  /// specializes the way its child's actions reach the root and its state is read back.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: ActionCase<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    if let kept = scopedStores[toChildState]?.store as? Store<ChildState, ChildAction> {
      return kept
    }
    let store = Store<ChildState, ChildAction>(
      initialState: state[keyPath: toChildState],
      parent: ParentStore(
        self, state: { $0[keyPath: toChildState] }, action: toChildAction,
        keepsLastState: false))
    scopedStores[toChildState] = ScopedStore(store: store)
    return store
  }

  /// The store of a presented child, or `nil` while nothing is presented.
  ///
  /// The child store lives on after its parent dismisses the child — a page animating away —
  /// showing the last state it had; actions it sends then reach the parent's `ifLet`, which
  /// reports them.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: ActionCase<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let initialState = state[keyPath: toChildState] else { return nil }
    return Store<ChildState, ChildAction>(
      initialState: initialState,
      parent: ParentStore(
        self, state: { $0[keyPath: toChildState] }, action: toChildAction,
        keepsLastState: true))
  }
}

/// A scoped store as the store it was scoped from keeps it: weakly.
@usableFromInline
struct ScopedStore {
  @usableFromInline weak var store: AnyObject?

  @inlinable
  init(store: AnyObject) {
    self.store = store
  }
}

/// How a scoped store reaches the store it was scoped from.
@MainActor
@usableFromInline
struct ParentStore<State, Action> {
  /// The child's state in the parent's now, or `nil` when the parent holds none.
  @usableFromInline let state: () -> State?
  @usableFromInline let send: (Action) -> StoreTask
  @usableFromInline let observe: (@escaping () -> Void) -> ObservationToken
  /// Whether the child store keeps the last state it showed, for after its child is gone.
  @usableFromInline let keepsLastState: Bool

  @inlinable
  init<ParentState, ParentAction>(
    _ parent: Store<ParentState, ParentAction>, state toState: @escaping (ParentState) -> State?,
    action: ActionCase<ParentAction, Action>, keepsLastState: Bool
  ) {
    self.keepsLastState = keepsLastState
    // The child holds its parent strongly, as a page holds its store: the root lives as long
    // as any page that sends to it.
    self.state = { toState(parent.state) }
    self.send = { parent.send(action.embed($0)) }
    self.observe = { onChange in parent.observeActions(onChange) }
  }
}

/// Keeps an observation of a ``Store`` alive; releasing it (or ``cancel()``) stops it.
@MainActor
public final class ObservationToken {
  private var stop: (() -> Void)?

  init(stop: @escaping () -> Void) { self.stop = stop }

  /// Stops the observation.
  public func cancel() {
    stop?()
    stop = nil
  }

  isolated deinit { stop?() }
}

/// The store of a feature, named by the feature: `StoreOf<ListFeature>`.
public typealias StoreOf<Feature: Reducer> = Store<Feature.State, Feature.Action>
