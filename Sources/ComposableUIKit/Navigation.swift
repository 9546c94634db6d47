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
  /// The page is pushed on the navigation controller this page is in (or on this page, when it
  /// is a navigation controller); the helper moves its own page only. Another item (another
  /// child's store) replaces the page, and `nil` pops it, with any page pushed above it. When
  /// the user takes the page away — the back button, a back swipe that completes — the binding
  /// is written `nil` while it still holds that item, so the feature hears it as the child's
  /// `.dismiss`; a swipe that is cancelled writes nothing. The item is read alone: what the
  /// new page reads as `content` builds it is the page's own observation's.
  @discardableResult
  public func navigationDestination<Item: Identifiable>(
    item: UIBinding<Item?>, content: @escaping @MainActor (Item) -> ViewController
  ) -> ObserveToken {
    let destination = Destination(item: item)
    return observe(tracking: destination.read) { [weak self] in
      guard let self, let navigation = navigationController ?? self as? NavigationController,
        let (old, new) = destination.change(content: content)
      else { return }
      // Its own page only: the pages beneath stay, and those above the old page go with it.
      let stack = navigation.viewControllers
      let beneath = old.flatMap { old in stack.firstIndex { $0 === old } }.map { stack[..<$0] }
      navigation.show(Array(beneath ?? stack[...]) + (new.map { [$0] } ?? []))
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
  /// Another item dismisses the page and presents the new one (HeadlessUI dismisses at once;
  /// UIKit's helper presents once the dismissal completes). When the page is dismissed
  /// otherwise than through `item`, the binding is written `nil` while it still holds that
  /// item. A presentation the presenter refuses (it presents another page already) leaves the
  /// item unshown, and the next change of the item tries again.
  @discardableResult
  public func present<Item: Identifiable>(
    item: UIBinding<Item?>, content: @escaping @MainActor (Item) -> ViewController
  ) -> ObserveToken {
    let destination = Destination(item: item)
    return observe(tracking: destination.read) { [weak self] in
      guard let self, let (old, new) = destination.change(content: content) else { return }
      old?.presentingViewController?.dismiss()
      guard let new else { return }
      present(new)
      if new.presentingViewController == nil { destination.forget() }
    }
  }
}

/// The page a navigation helper shows for its binding's item, and the item it shows it for.
@MainActor
private final class Destination<Item: Identifiable> {
  let item: UIBinding<Item?>
  /// The item as the last tracked read found it.
  private var current: Item?
  private weak var page: ViewController?
  private var shownID: Item.ID?

  init(item: UIBinding<Item?>) { self.item = item }

  /// Reads the item, so that the observation depends on it and on nothing else.
  func read() { current = item.wrappedValue }

  /// When the item read is another one than the page shows, makes the new page: the page to
  /// take away and the page to show, or `nil` when nothing changes. Not tracked: what `content`
  /// reads as it builds its page is the page's.
  func change(
    content: (Item) -> ViewController
  ) -> (old: ViewController?, new: ViewController?)? {
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

  /// The page made was not shown: the item is not shown either.
  func forget() {
    page?.onDismiss = nil
    page = nil
    shownID = nil
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
