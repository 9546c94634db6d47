/// The identity of a page in a ``StackState``: given when the page is pushed, never reused.
public struct StackElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
  let rawValue: Int

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }
}

/// The pages pushed on a navigation stack, bottom to top, each with its own identity: TCA's
/// `StackState`, the state a `NavigationStack(path:)` shows.
///
/// ```swift
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// state.path.append(.detail(DetailFeature.State(id: "a2")))   // pushes a page
/// state.path.popLast()                                        // pops it
/// ```
public struct StackState<Element> {
  private var ids: [StackElementID] = []
  private var elements: [Element] = []
  private var nextID = 0

  public init() {}

  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The pages' identities, bottom to top.
  public var elementIDs: [StackElementID] { ids }

  /// Pushes `element` as the top page, with a new identity.
  public mutating func append(_ element: Element) {
    ids.append(StackElementID(rawValue: nextID))
    nextID += 1
    elements.append(element)
  }

  /// Pops the top page.
  @discardableResult
  public mutating func popLast() -> Element? {
    _ = ids.popLast()
    return elements.popLast()
  }

  /// Pops the page of `id` and every page above it; returns the identities popped.
  @discardableResult
  public mutating func pop(from id: StackElementID) -> [StackElementID] {
    guard let index = ids.firstIndex(of: id) else { return [] }
    let popped = Array(ids[index...])
    ids.removeSubrange(index...)
    elements.removeSubrange(index...)
    return popped
  }

  /// The page of `id`, or `nil` when it is not on the stack.
  public subscript(id id: StackElementID) -> Element? {
    get { ids.firstIndex(of: id).map { elements[$0] } }
    _modify {
      if let index = ids.firstIndex(of: id) {
        var element: Element? = elements[index]
        yield &element
        if let element { elements[index] = element }
      } else {
        var element: Element?
        yield &element
      }
    }
  }
}

extension StackState: RandomAccessCollection {
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element { elements[position] }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Sendable where Element: Sendable {}

/// An action of a navigation stack: a page's own action, or a change of the pages. TCA's
/// `StackAction`.
///
/// Rule: the stack changes through actions. A back button or a completed swipe sends
/// ``popFrom(id:)``; the reducer pops, and the pages' effects end with them.
public enum StackAction<State, Action> {
  /// The action of the page of `id`.
  case element(id: StackElementID, action: Action)
  /// The page of `id` and every page above it go.
  case popFrom(id: StackElementID)
  /// A page is pushed with `state`, as a `NavigationLink(state:)` asks.
  case push(state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
