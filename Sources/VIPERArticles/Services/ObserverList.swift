/// The observers of a shared object, each held weakly through its owner, told of events in the
/// order they were added.
///
/// Rule: VIPER's ownership graph points one way. A shared object (the favorites store, the app's
/// status) never keeps the interactors that observe it alive: each entry holds its owner weakly
/// and hands it back to the handler, so a handler has no reason to capture its owner at all.
///
/// ```swift
/// favorites.addObserver(self) { interactor, event in interactor.favoritesDidChange(event) }
/// ```
@MainActor
final class ObserverList<Event> {
  private struct Entry {
    weak var owner: AnyObject?
    let notify: (AnyObject, Event) -> Void
  }

  private var entries: [Entry] = []

  /// Calls `handler` with `owner` for every later event, for as long as `owner` is alive.
  func add<Owner: AnyObject>(_ owner: Owner, _ handler: @escaping (Owner, Event) -> Void) {
    entries.append(
      Entry(owner: owner) { object, event in
        guard let owner = object as? Owner else { return }
        handler(owner, event)
      })
  }

  /// Tells every live observer about `event`, oldest first.
  ///
  /// Observers added while the event is being delivered hear from the next event on.
  func notify(_ event: Event) {
    entries.removeAll { $0.owner == nil }
    for entry in entries {
      guard let owner = entry.owner else { continue }
      entry.notify(owner, event)
    }
  }
}
