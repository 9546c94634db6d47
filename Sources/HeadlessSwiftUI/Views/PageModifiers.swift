public import Observation

/// Modifiers that hand something to the page showing the view: its title, a search field, a
/// banner across the top, an environment for the views below.
extension View {
  /// The page's title, shown in the navigation bar.
  public func navigationTitle(_ title: String) -> ModifiedContent<Self, NavigationTitle> {
    modifier(NavigationTitle(title: title))
  }

  /// A search field for the page, in its navigation bar, bound to `text`: typing writes it.
  public func searchable(text: Binding<String>) -> ModifiedContent<Self, Searchable> {
    modifier(Searchable(text: text))
  }

  /// Offers pull to refresh in the lists below: the refresh control shows until `action`
  /// returns (SwiftUI's `RefreshAction`).
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void)
    -> ModifiedContent<Self, EnvironmentWriter>
  {
    modifier(EnvironmentWriter { $0.refresh = RefreshAction(action: action) })
  }

  /// Shows `content` across the top of the page, above the view (a banner).
  public func safeAreaInset<Inset: View>(
    edge: VerticalEdge, @ViewBuilder content: () -> Inset
  ) -> ModifiedContent<Self, TopInset> {
    precondition(edge == .top, "the headless screen shows insets at the top only")
    return modifier(TopInset(inset: content()))
  }

  /// Sets `keyPath` of the environment to `value` for this view and the views below it.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> ModifiedContent<Self, EnvironmentWriter> {
    modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
  }

  /// Puts `object` in the environment for this view and the views below it, where
  /// `@Environment(Object.self)` reads it.
  public func environment<Object: AnyObject & Observable>(_ object: Object?)
    -> ModifiedContent<Self, EnvironmentWriter>
  {
    modifier(EnvironmentWriter { $0.setObject(object) })
  }
}

/// An edge of the screen.
public enum VerticalEdge: Sendable {
  case top, bottom
}

/// Pulls to refresh: calling it runs the refresh and returns when the refresh is over.
public struct RefreshAction: Sendable {
  let action: @MainActor @Sendable () async -> Void

  @MainActor
  public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
  /// The refresh a list offers to pull, set with `.refreshable`.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

public struct NavigationTitle: BuiltInModifier {
  let title: String

  func shows(_ node: ViewNode) -> [Shown] { [.title(title)] + node.children.flatMap(\.shows) }
}

public struct Searchable: BuiltInModifier {
  let text: Binding<String>

  /// Reads the text as the field shows it, so that a change made elsewhere shows.
  func updated(_ node: ViewNode, in graph: ViewGraph) {
    _ = graph.tracking(node) { text.wrappedValue }
  }

  func shows(_ node: ViewNode) -> [Shown] { [.search(text)] + node.children.flatMap(\.shows) }
}

public struct TopInset: BuiltInModifier {
  let inset: any View

  func children(content: any View) -> [Child] {
    [Child(key: 0, view: content), Child(key: 1, view: inset)]
  }

  func shows(_ node: ViewNode) -> [Shown] {
    guard node.children.count == 2 else { return [] }
    return [.topInset(node.children[1].shows)] + node.children[0].shows
  }
}

public struct EnvironmentWriter: BuiltInModifier {
  let write: @MainActor (inout EnvironmentValues) -> Void

  func environment(_ values: EnvironmentValues, of node: ViewNode) -> EnvironmentValues {
    var values = values
    write(&values)
    return values
  }
}
