/// A stack of pages over a root view, driven by a path: SwiftUI's `NavigationStack(path:)`.
///
/// The path is the one source of truth: each element is a page, made by the
/// `navigationDestination(for:)` declared for its type. Appending pushes, removing pops; the
/// back button and a completed back swipe remove the last element through the binding, a
/// cancelled swipe writes nothing. The pages of the path's kept prefix keep their state.
public struct NavigationStack<Data, Root: View>: View
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  let path: Binding<Data>
  let root: Root

  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.path = path
    self.root = root()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationStack where Data == [Never] {
  /// A stack whose path the stack keeps itself.
  public init(@ViewBuilder root: () -> Root) {
    self.init(path: .constant([]), root: root)
  }
}

extension NavigationStack: PrimitiveView {
  func environment(for children: EnvironmentValues, of node: ViewNode) -> EnvironmentValues {
    var values = children
    let path = path
    let graph = node.graph
    values.navigation = NavigationContext(
      // The graph is held weakly: the environment lives in the graph's nodes.
      push: { [weak graph] value in
        guard let element = value.base as? Data.Element else {
          graph?.warn(
            "A NavigationLink is presenting a value of type \(type(of: value.base)) but "
              + "the stack's path holds \(Data.Element.self)")
          return
        }
        path.wrappedValue.append(element)
      },
      pop: { count in path.wrappedValue.removeLast(min(count, path.wrappedValue.count)) })
    return values
  }

  func update(_ node: ViewNode, in graph: ViewGraph) {
    let environment = environment(for: node.environment, of: node)
    var old = node.children
    let rootPage = graph.child(
      of: node, key: "root", view: root, environment: environment, from: &old)
    rootPage.isPage = true
    let elements = graph.tracking(node) { Array(path.wrappedValue) }
    var pages = [rootPage]
    for (index, element) in elements.enumerated() {
      let destinations = NavigationDestinations(pages.flatMap(\.shows))
      guard let destination = destinations.view(for: element) else {
        graph.warn(
          "A NavigationLink is presenting a value of type \(Data.Element.self) but there is "
            + "no matching navigationDestination declaration visible from the location of "
            + "the link. The link cannot be activated.")
        break
      }
      var pageEnvironment = environment
      let path = path
      // Dismissing a pushed page pops it, and the pages above it.
      pageEnvironment.dismiss = DismissAction(
        target: .page(stack: ObjectIdentifier(node), index: index),
        action: {
          let count = path.wrappedValue.count
          if count > index { path.wrappedValue.removeLast(count - index) }
        })
      let page = graph.child(
        of: node, key: PageKey(index: index, value: element), view: destination,
        environment: pageEnvironment, from: &old)
      page.isPage = true
      pages.append(page)
    }
    node.children = pages
    for gone in old { graph.remove(gone) }
    let stack = node.storage as? NavigationPages ?? NavigationPages()
    node.storage = stack
    stack.pages = pages
    stack.pop = environment.navigation?.pop
  }

  /// Refreshes the pages. What the stack shows is its pages object, whatever they show: the
  /// host reads each page's own.
  func refresh(_ node: ViewNode, in graph: ViewGraph) -> Bool {
    _ = graph.refreshChildren(of: node)
    return false
  }

  func shows(_ node: ViewNode) -> [Shown] {
    guard let stack = node.storage as? NavigationPages else { return [] }
    return [.stack(stack)]
  }

  private struct PageKey: Hashable {
    var index: Int
    var value: Data.Element
  }
}

/// The pages of a ``NavigationStack``, for the host that shows them: the root first.
@MainActor
final class NavigationPages {
  var pages: [ViewNode] = []
  /// Removes the last `count` elements of the path, as the back button does.
  var pop: ((Int) -> Void)?
}

/// What a ``NavigationLink`` inside a stack uses to push, and the host to pop.
@MainActor
struct NavigationContext {
  var push: (AnyHashable) -> Void
  var pop: (Int) -> Void
}

private struct NavigationKey: EnvironmentKey {
  static let defaultValue: NavigationContext? = nil
}

extension EnvironmentValues {
  var navigation: NavigationContext? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
}

/// A row or button that pushes `value` on the enclosing stack when tapped.
public struct NavigationLink<Label: View, Value: Hashable>: View {
  let value: Value
  let label: Label

  public init(value: Value, @ViewBuilder label: () -> Label) {
    self.value = value
    self.label = label()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink: PrimitiveView {
  var children: [Child] { [Child(key: 0, view: label)] }

  func shows(_ node: ViewNode) -> [Shown] {
    let navigation = node.environment.navigation
    let graph = node.graph
    let value = AnyHashable(value)
    return [
      .link(
        label: node.children.flatMap(\.shows), value: value,
        push: { [weak graph] in
          guard let navigation else {
            graph?.warn("A NavigationLink outside a NavigationStack cannot push \(value)")
            return
          }
          navigation.push(value)
        })
    ]
  }
}

extension View {
  /// Declares the page the enclosing stack shows for a path element of type `data`.
  public func navigationDestination<D: Hashable, Destination: View>(
    for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> Destination
  ) -> ModifiedContent<Self, NavigationDestination> {
    modifier(
      NavigationDestination(
        type: ObjectIdentifier(data),
        make: { value in (value as? D).map { destination($0) } }))
  }
}

public struct NavigationDestination: BuiltInModifier {
  let type: ObjectIdentifier
  let make: @MainActor (Any) -> (any View)?

  func shows(_ node: ViewNode) -> [Shown] {
    [.destination(type: type, make: make)] + node.children.flatMap(\.shows)
  }
}

/// The destinations declared in what some pages show, by the type they take.
@MainActor
struct NavigationDestinations {
  private var makers: [ObjectIdentifier: @MainActor (Any) -> (any View)?] = [:]

  init(_ shows: [Shown]) {
    for shown in shows {
      if case .destination(let type, let make) = shown, makers[type] == nil {
        makers[type] = make
      }
    }
  }

  func view<Value>(for value: Value) -> (any View)? {
    makers[ObjectIdentifier(Value.self)]?(value)
  }
}
