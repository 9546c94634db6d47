/// The MVI flavour of a reducer: `reduce(state, intent) -> State`, returning a new state value
/// instead of changing one in place, with side effects posted to a separate channel.
///
/// Most MVI write-ups show exactly this shape: a pure function from the previous state and an
/// intent to the next state, and side effects leaving through their own stream (Orbit's
/// `postSideEffect`, MVIKotlin's labels) rather than through the return value.
///
/// ## Why it is built on the inout reducer
///
/// The feature's rules live once, in the inout ``Reducer`` (``ArticlesFeature/reducer``). An
/// MVI reducer is derived from it by ``init(_:)``:
///
/// ```swift
/// { state, intent, postSideEffect in
///   var next = state                       // the new value MVI returns
///   for effect in core.reduce(&next, intent) { postSideEffect(effect) }
///   return next
/// }
/// ```
///
/// Deriving in this direction (MVI on top of inout, not the reverse) costs the inout store
/// nothing, keeps a single implementation of every rule, and makes the difference between the
/// two flavours exactly one line: `var next = state`. That line is what the state-copy benchmark
/// measures. The reverse — an inout reducer written as `state = reduce(state, intent)` — would
/// make the inout flavour pay MVI's copy too, and the comparison would measure nothing.
///
/// - Complexity: O(n) for an intent that writes to an array of n elements: `next` shares its
///   storage with the `state` the caller still holds, so the first write copies it
///   (copy-on-write). The inout flavour writes in place instead.
public struct MVIReducer<State, Intent, SideEffect>: Sendable {
  private let body: @Sendable (State, Intent, (SideEffect) -> Void) -> State

  /// An MVI reducer with its own body.
  public init(_ body: @escaping @Sendable (State, Intent, (SideEffect) -> Void) -> State) {
    self.body = body
  }

  /// The MVI reducer that runs the same feature logic as `core`.
  public init(_ core: Reducer<State, Intent, SideEffect>) {
    self.init { state, intent, postSideEffect in
      var next = state
      for effect in core.reduce(&next, intent) { postSideEffect(effect) }
      return next
    }
  }

  /// Returns the state that follows `state` after `intent`, posting its side effects in order.
  ///
  /// - Parameters:
  ///   - state: The previous state; left untouched.
  ///   - intent: What the user (or a finished side effect) did.
  ///   - postSideEffect: The side-effect channel; called once per effect, in order.
  public func reduce(
    _ state: State, _ intent: Intent, postSideEffect: (SideEffect) -> Void
  ) -> State {
    body(state, intent, postSideEffect)
  }
}
