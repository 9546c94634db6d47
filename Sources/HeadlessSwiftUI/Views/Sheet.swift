/// A page presented over the current one while `item` is set: SwiftUI's
/// `sheet(item:onDismiss:content:)`.
///
/// Setting the item presents the sheet with `content(item)`; setting it to `nil` dismisses
/// it, then runs `onDismiss`. An item with another id while shown is another sheet: the
/// first is dismissed, the second presented with fresh state.
extension View {
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> ModifiedContent<Self, Sheet<Item>> {
    modifier(Sheet(item: item, onDismiss: onDismiss, content: { content($0) }))
  }
}

public struct Sheet<Item: Identifiable>: BuiltInModifier {
  let item: Binding<Item?>
  let onDismiss: (@MainActor () -> Void)?
  let content: @MainActor (Item) -> any View

  /// Whether a sheet was shown at the last update, to run `onDismiss` when it goes.
  final class Presented {
    var id: Item.ID?
  }

  func update(_ node: ViewNode, content: any View, in graph: ViewGraph) {
    let presented = node.storage as? Presented ?? Presented()
    node.storage = presented
    var old = node.children
    node.children = [
      graph.child(
        of: node, key: "content", view: content, environment: node.environment, from: &old)
    ]
    let item = graph.tracking(node) { self.item.wrappedValue }
    if let item {
      var environment = node.environment
      let binding = self.item
      environment.dismiss = DismissAction(
        target: .sheet(ObjectIdentifier(node)), action: { binding.wrappedValue = nil })
      let page = graph.child(
        of: node, key: AnyHashable(item.id), view: self.content(item),
        environment: environment, from: &old)
      page.isPage = true
      node.children.append(page)
    }
    for gone in old { graph.remove(gone) }
    if let shownID = presented.id, shownID != item?.id, let onDismiss {
      graph.afterUpdate(onDismiss)
    }
    presented.id = item?.id
  }

  func shows(_ node: ViewNode) -> [Shown] {
    guard let content = node.children.first else { return [] }
    return content.shows + node.children.dropFirst().map { .sheet($0) }
  }
}
