/// Rows of data, each made by `content` and identified by its id: SwiftUI's `ForEach`.
///
/// Outside a ``List`` every row is made at once, each keyed by its id. Inside a ``List`` the
/// rows are lazy, as `List` documents: a row's view is made, and its body evaluated, only when
/// the row comes into the list's visible window, each in its own observation scope.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  let data: Data
  /// The id of an element: its property at the key path the caller gave, or its own `id`.
  let id: @MainActor (Data.Element) -> ID
  let content: @MainActor (Data.Element) -> Content

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }

  var count: Int { data.count }

  func element(at offset: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: offset)]
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(
    _ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    // Not `\.id`: a key path to a generic element's property is made again at every use, and
    // a list's body makes its `ForEach` at every evaluation.
    self.data = data
    self.id = { $0.id }
    self.content = content
  }
}

extension ForEach: PrimitiveView {
  var children: [Child] {
    (0..<count).map { offset in
      let element = element(at: offset)
      return Child(key: id(element), view: content(element))
    }
  }

  func update(_ node: ViewNode, in graph: ViewGraph) {
    guard node.environment.isInLazyContainer else {
      let children = children
      if Set(children.map(\.key)).count < children.count {
        graph.warn(
          "ForEach<\(Data.self), \(ID.self)>: an ID occurs multiple times within the "
            + "collection, this will give undefined results")
      }
      graph.setChildren(of: node, to: children, environment: node.environment)
      return
    }
    let rows = node.storage as? LazyRows ?? LazyRows(node: node)
    node.storage = rows
    rows.update(
      count: count,
      child: { offset in
        let element = element(at: offset)
        return Child(key: id(element), view: content(element))
      },
      view: { offset, key in
        let element = element(at: offset)
        // The key was made from an id of this type.
        guard id(element) == key.base as! ID else { return nil }
        return content(element)
      }, in: graph)
  }

  /// Refreshes the rows. Lazy rows are shown as one object, whatever they show: the page
  /// takes their changes from it.
  func refresh(_ node: ViewNode, in graph: ViewGraph) -> Bool {
    guard let rows = node.storage as? LazyRows else { return graph.refreshChildren(of: node) }
    rows.refresh(in: graph)
    return false
  }

  func shows(_ node: ViewNode) -> [Shown] {
    guard let rows = node.storage as? LazyRows else { return node.children.flatMap(\.shows) }
    return [.rows(rows)]
  }
}

/// A scrolling list of rows: SwiftUI's `List`.
///
/// Its ``ForEach`` rows are lazy: only the rows in the visible window are made and evaluated,
/// and a row leaving the window is dropped with its state (SwiftUI may keep it; a chapter
/// must not depend on either). Views after the rows, such as a `ProgressView` while the next
/// page loads, are its footer. A `.refreshable` above the list offers pull to refresh; its
/// control shows while the pulled action runs. SwiftUI offers no way to show that control for
/// a refresh the user did not pull (a Retry, the connection coming back), so a list shows one
/// as a `ProgressView` above its rows, which reads as the list refreshing too.
public struct List<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody(Self.self) }
}

extension List: PrimitiveView {
  var children: [Child] { [Child(key: 0, view: content)] }

  func environment(for children: EnvironmentValues, of node: ViewNode) -> EnvironmentValues {
    var values = children
    values.isInLazyContainer = true
    return values
  }

  func shows(_ node: ViewNode) -> [Shown] {
    let list = node.storage as? ListContent ?? ListContent()
    node.storage = list
    list.rows = nil
    list.header = []
    list.footer = []
    for shown in node.children.flatMap(\.shows) {
      if case .rows(let rows) = shown, list.rows == nil {
        list.rows = rows
      } else if list.rows == nil {
        list.header.append(shown)
      } else {
        list.footer.append(shown)
      }
    }
    list.refresh = node.environment.refresh
    list.scrollPhaseChange = node.environment.scrollPhaseChange
    return [.list(list)]
  }

  func removed(_ node: ViewNode) {
    (node.storage as? ListContent)?.refreshTask?.cancel()
  }
}

/// What a ``List`` holds, for the page that shows it: its lazy rows, the views above and
/// below them, and its refresh.
@MainActor
final class ListContent {
  var rows: LazyRows?
  /// The views above the rows: a `ProgressView` there is a refresh the user did not pull.
  var header: [Shown] = []
  /// The views below the rows: a `ProgressView` there is the next page loading.
  var footer: [Shown] = []
  var refresh: RefreshAction?
  /// What a scroll gesture in the list runs, set with `.onScrollPhaseChange`.
  var scrollPhaseChange: ScrollPhaseChangeAction?
  /// The refresh the user pulled, while it runs: the refresh control shows meanwhile.
  var refreshTask: Task<Void, Never>?
}

private struct LazyContainerKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the views are inside a lazy container, where a ``ForEach`` makes rows on demand.
  var isInLazyContainer: Bool {
    get { self[LazyContainerKey.self] }
    set { self[LazyContainerKey.self] = newValue }
  }
}
