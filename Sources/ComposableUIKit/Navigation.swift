public import HeadlessUI

extension ViewController {
  /// Pushes the page `content` makes for `item` while it is non-`nil`, and pops it when it
  /// becomes `nil`: UIKitNavigation's `navigationDestination(item:)`, which a TCA page feeds
  /// with `$store.scope(state:action:)` of a presented child.
  ///
  /// ```swift
  /// navigationDestination(item: $store.scope(state: \.detail, action: .detail)) { store in
  ///   DetailViewController(store: store)
  /// }
  /// ```
  ///
  /// The page goes on the navigation controller this page is in (or this page, when it is a
  /// navigation controller), over every page beneath it. Another item (another child's store)
  /// replaces the page. When the user takes the page away — the back button, a back swipe that
  /// completes — the binding is written `nil` while it still holds that item, so the feature
  /// hears it as the child's `.dismiss`; a swipe that is cancelled writes nothing.
  @discardableResult
  public func navigationDestination<Item: Identifiable>(
    item: UIBinding<Item?>, content: @escaping @MainActor (Item) -> ViewController
  ) -> ObserveToken {
    let destination = Destination(item: item)
    return observe { [weak self] in
      guard let self else { return }
      guard let navigation = navigationController ?? self as? NavigationController else {
        return
      }
      let pages = destination.pages(in: navigation, from: self, content: content)
      navigation.show(pages)
    }
  }

  /// Presents the page `content` makes for `item` modally while it is non-`nil`, and dismisses
  /// it when it becomes `nil`: UIKitNavigation's `present(item:)`, which a TCA page feeds with
  /// `$store.scope(state:action:)` of a presented child.
  ///
  /// ```swift
  /// present(item: $store.scope(state: \.login, action: .login)) { store in
  ///   LoginViewController(store: store)
  /// }
  /// ```
  ///
  /// Another item dismisses the page and presents the new one. When the page is dismissed
  /// otherwise than through `item`, the binding is written `nil` while it still holds that item.
  @discardableResult
  public func present<Item: Identifiable>(
    item: UIBinding<Item?>, content: @escaping @MainActor (Item) -> ViewController
  ) -> ObserveToken {
    let destination = Destination(item: item)
    return observe { [weak self] in
      guard let self else { return }
      if let (old, new) = destination.change(content: content) {
        old?.presentingViewController?.dismiss()
        if let new { present(new) }
      }
    }
  }
}

/// The page a navigation helper shows for its binding's item, and the item it shows it for.
@MainActor
private final class Destination<Item: Identifiable> {
  let item: UIBinding<Item?>
  private(set) weak var page: ViewController?
  private var shownID: Item.ID?

  init(item: UIBinding<Item?>) { self.item = item }

  /// Reads the item (so the observation depends on it) and, when it is another one than the
  /// page shows, makes the new page: the page to take away and the page to show, or `nil` when
  /// nothing changes.
  func change(
    content: (Item) -> ViewController
  ) -> (old: ViewController?, new: ViewController?)? {
    let current = item.wrappedValue
    guard current?.id != shownID || (current != nil && page == nil) else { return nil }
    let old = page
    old?.onDismiss = nil
    shownID = current?.id
    page = nil
    guard let current else { return (old, nil) }
    let new = content(current)
    page = new
    new.onDismiss = { [weak self, id = current.id] in self?.dismissed(id) }
    return (old, new)
  }

  /// The stack `navigation` should show: the pages up to `presenter`'s, then the page for the
  /// item, if any.
  func pages(
    in navigation: NavigationController, from presenter: ViewController,
    content: (Item) -> ViewController
  ) -> [ViewController] {
    let stack = navigation.viewControllers
    let base: [ViewController]
    if let index = stack.firstIndex(where: { $0 === presenter }) {
      base = Array(stack[...index])
    } else {
      base = stack.first.map { [$0] } ?? []
    }
    if let (_, new) = change(content: content) {
      return base + (new.map { [$0] } ?? [])
    }
    return base + (page.map { [$0] } ?? [])
  }

  /// The page shown for `id` went away by itself: the binding is written `nil` while it holds
  /// that item still.
  private func dismissed(_ id: Item.ID) {
    guard shownID == id else { return }
    page = nil
    shownID = nil
    if item.wrappedValue?.id == id { item.wrappedValue = nil }
  }
}
