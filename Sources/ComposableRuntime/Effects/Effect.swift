/// The work a reducer asks for, as a value the ``Store`` runs.
///
/// Rule: effects are descriptions. A reducer returns `.run { send in … }` and the store starts
/// the task; the effect sends its results back as actions with ``Send``. Effects compose:
/// ``merge(_:)-swift.type.method`` runs several at once, ``concatenate(_:)-swift.type.method``
/// one after the other, ``map(_:)`` lifts a child's effect into its parent's actions, ``cancellable(id:cancelInFlight:)`` and ``cancel(id:)`` name them.
///
/// ```swift
/// return .run { send in
///   let page = try await repository.page(after: nil)
///   await send(.pageLoaded(page))
/// }
/// .cancellable(id: CancelID.page, cancelInFlight: true)
/// ```
///
/// Inlinable, like the reducers that build it: a feature's module then specializes it for its
/// own actions, instead of paying for generic metadata look-ups on every action.
public struct Effect<Action> {
  /// One piece of work: an action to send at once, a task to run, a cancellation, or effects
  /// to run in turn.
  ///
  /// A task is kept as what prepares it: handed the store's ``Send``, it returns the operation
  /// to run. Lifting it into a parent's actions (``map(_:)``) wraps the preparation, not the
  /// operation, so an effect is the same one call deep whatever the depth of the feature that
  /// returned it: an effect of a child three scopes down starts its work as soon as one of
  /// the root's, in the order the store started them.
  @usableFromInline
  enum Work {
    case send(Action)
    case run(@Sendable (Send<Action>) -> @Sendable () async -> Void)
    case cancel(CancelID)
    /// Effects run one after the other, each once all the work of the one before has ended.
    case concatenate([Effect])
  }

  /// One unit of work with the cancel ids it runs under, outermost last.
  @usableFromInline
  struct Component {
    @usableFromInline var work: Work
    @usableFromInline var cancellations: [EffectCancellation]

    @usableFromInline
    init(work: Work, cancellations: [EffectCancellation] = []) {
      self.work = work
      self.cancellations = cancellations
    }

    /// Whether the work is a task or a cancellation, not an action to send.
    @inlinable
    var isTaskOrCancellation: Bool {
      if case .send = work { false } else { true }
    }

    /// Whether the work runs as a task: it may end later than it starts.
    @inlinable
    var isTask: Bool {
      switch work {
      case .run, .concatenate: true
      case .send, .cancel: false
      }
    }
  }

  /// The units of work: none, one, or several.
  ///
  /// One unit is boxed (`indirect`), so that an effect is one reference wide: a composition
  /// copies and destroys every effect it passes up — a dozen times per action through the
  /// article feature's tree — and a copy is then a retain (nothing for ``none``), where an
  /// inline unit, an enum around the feature's whole action, was copied through its value
  /// witnesses. Building a `.send` or a `.run` allocates its box once; lifting it into the
  /// parent's actions allocates another.
  @usableFromInline
  enum Components {
    case none
    indirect case one(Component)
    case many([Component])
  }

  @usableFromInline var components: Components

  @usableFromInline
  init(components: Components) {
    self.components = components
  }

  @usableFromInline
  init(_ component: Component) {
    self.components = .one(component)
  }

  /// Calls `body` with each unit of work, in order.
  @inlinable
  func forEachComponent(_ body: (Component) -> Void) {
    switch components {
    case .none: break
    case .one(let component): body(component)
    case .many(let components): for component in components { body(component) }
    }
  }

  /// Changes each unit of work in place with `body`.
  @inlinable
  mutating func updateComponents(_ body: (inout Component) -> Void) {
    switch components {
    case .none:
      break
    case .one(var component):
      body(&component)
      components = .one(component)
    case .many(var list):
      components = .none
      for index in list.indices { body(&list[index]) }
      components = .many(list)
    }
  }

  /// The units of work as a list.
  @usableFromInline
  var componentList: [Component] {
    switch components {
    case .none: []
    case .one(let component): [component]
    case .many(let components): components
    }
  }

  /// No work.
  ///
  /// - Complexity: O(1), no allocation: most actions return it, so every composition step
  ///   below (``merge(with:)``, ``map(_:)``, ``cancellable(id:cancelInFlight:)``) passes it
  ///   through without building anything.
  @inlinable
  public static var none: Self { Self(components: .none) }

  /// Whether there is no work to run.
  @inlinable
  var isNone: Bool {
    if case .none = components { true } else { false }
  }

  /// Whether some unit of work runs as a task: an effect without one has ended once it
  /// started.
  @inlinable
  var hasTask: Bool {
    switch components {
    case .none: false
    case .one(let component): component.isTask
    case .many(let components): components.contains { $0.isTask }
    }
  }

  /// Whether some unit of work is a task or a cancellation: what a cancel id names. An effect
  /// that only sends actions has none, so naming it would build a cancel id for nothing.
  @inlinable
  var hasTaskOrCancellation: Bool {
    switch components {
    case .none: false
    case .one(let component): component.isTaskOrCancellation
    case .many(let components): components.contains { $0.isTaskOrCancellation }
    }
  }

  /// Sends `action` back into the store right after the current action — queued, not nested.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(Component(work: .send(action)))
  }

  /// Runs `operation` as a task; it sends its results with the ``Send`` it is given.
  ///
  /// Rule: errors are answered, not swallowed. An error the operation throws goes to
  /// `handler`, which may turn it into an action; without a handler it is reported as a
  /// runtime warning (``reportIssue(_:fileID:filePath:line:column:)``) — a test store fails on
  /// it — as TCA's `Effect.run` does. Cancellation is not an error: a cancelled effect ends
  /// quietly.
  ///
  /// ```swift
  /// .run { send in
  ///   await send(.answered(try await repository.page(after: nil)))
  /// } catch: { error, send in
  ///   await send(.failed(error))
  /// }
  /// ```
  public static func run(
    _ operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    let site = SourceSite(fileID: fileID, line: line)
    return Self(
      Component(
        work: .run { send in
          {
            do {
              try await operation(send)
            } catch is CancellationError {
              // A cancelled effect has nothing to say.
            } catch {
              guard !Task.isCancelled else { return }
              if let handler {
                await handler(error, send)
              } else {
                await reportUnhandled(error, at: site)
              }
            }
          }
        }))
  }

  /// Runs every effect of `effects`, in order.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs every effect of `effects`, in order.
  @inlinable
  public static func merge(_ effects: [Self]) -> Self {
    // A loop, not `flatMap(\.components)`: a key path in this generic context is
    // instantiated anew on every call, which cost more than the rest of an action.
    var merged = Self.none
    for effect in effects { merged = merged.merge(with: effect) }
    return merged
  }

  /// Runs every effect of `effects` one after the other: each starts once all the work of the
  /// one before has ended, as TCA's `Effect.concatenate` does. Sending an action ends as it is
  /// sent, so actions concatenated are reduced in their order, in the step that returned them.
  ///
  /// ```swift
  /// return .concatenate(
  ///   .send(.favorites(.connectionRestored)),
  ///   .send(.scene(id: .first, action: .launched)))
  /// ```
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs every effect of `effects` one after the other: each starts once all the work of the
  /// one before has ended.
  ///
  /// - Complexity: O(1) per effect. The effects before the first that runs a task end as they
  ///   start (they send actions or cancel): they start at once, merged. From the first task on,
  ///   the effects are one unit of work, whose first effect starts at once too, and the rest in
  ///   turn as each one's work ends.
  @inlinable
  public static func concatenate(_ effects: [Self]) -> Self {
    var atOnce = Self.none
    var inTurn: [Self] = []
    for effect in effects where !effect.isNone {
      if inTurn.isEmpty, !effect.hasTask {
        atOnce = atOnce.merge(with: effect)
      } else {
        inTurn.append(effect)
      }
    }
    guard inTurn.count > 1 else { return atOnce.merge(with: inTurn.first ?? .none) }
    return atOnce.merge(with: Self(Component(work: .concatenate(inTurn))))
  }

  /// Runs this effect's work, then `other`'s.
  ///
  /// - Complexity: O(1) when either is ``none`` — the other is returned as is, a retain of
  ///   its box.
  @inlinable @inline(__always)
  public func merge(with other: Self) -> Self {
    if case .none = other.components { return self }
    if case .none = components { return other }
    return Self(components: .many(componentList + other.componentList))
  }

  /// The same work, its actions transformed by `transform`: how a child's effect becomes its
  /// parent's.
  @inlinable @inline(__always)
  public func map<Parent>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
    guard !isNone else { return .none }
    func lift(_ component: Component) -> Effect<Parent>.Component {
      let work: Effect<Parent>.Work
      switch component.work {
      case .send(let action):
        work = .send(transform(action))
      case .run(let prepare):
        work = .run { send in prepare(Send<Action> { action in send.send(transform(action)) }) }
      case .cancel(let id):
        work = .cancel(id)
      case .concatenate(let effects):
        work = .concatenate(effects.map { $0.map(transform) })
      }
      return Effect<Parent>.Component(work: work, cancellations: component.cancellations)
    }
    switch components {
    case .none: return .none
    case .one(let component): return Effect<Parent>(lift(component))
    case .many(let components): return Effect<Parent>(components: .many(components.map(lift)))
    }
  }
}

/// How an effect sends actions back into its store.
///
/// Rule: a cancelled effect is silent. ``callAsFunction(_:)`` checks the calling task first,
/// so an answer that arrives after its effect was cancelled (a server that does not stop) is
/// dropped here, before any reducer sees it.
public struct Send<Action>: Sendable {
  @usableFromInline let send: @MainActor @Sendable (Action) -> Void

  /// A `Send` that hands actions to `send`.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` into the store, unless the effect's task was cancelled.
  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

/// Reports an error an ``Effect/run(_:catch:fileID:line:)`` left unhandled, on the main actor,
/// where the store's dependencies (and a test store's failure hook) are read.
@MainActor
func reportUnhandled(_ error: any Error, at site: SourceSite) {
  reportIssue(
    """
    An Effect.run at \(site) threw an unhandled error: \(error). \
    Errors an effect can meet are the feature's to answer: catch them in the operation, or \
    pass a catch: handler that sends an action.
    """)
}
