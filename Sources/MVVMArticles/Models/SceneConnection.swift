import ArticleDomain

/// One scene's ear on the device's connection: it writes each change to the network status,
/// and when the device comes back online it sends the user's offline changes first, then tells
/// the scene, whose list catches up — so the list's rows already include them.
///
/// The order is said here, in one place. The list view model, the root page of each scene,
/// keeps one and catches up when it returns — in the MVVM app and the Coordinator app alike,
/// so no navigation object takes part. With several scenes, the first to hear sends the
/// favorites (the store's queue is the account's, sent once), and every scene's list catches
/// up: each scene keeps whether it last heard the device online.
@MainActor
final class SceneConnection {
  private var task: Task<Void, Never>?
  private var wasOnline = true

  /// Starts listening; `onReturn` runs each time the device comes back online, after the
  /// favorites were sent.
  func start(
    environment: ArticleEnvironment, network: NetworkStatus, favorites: FavoritesStore,
    onReturn: @escaping @MainActor () -> Void
  ) {
    guard task == nil else { return }
    // Subscribed now, not inside the task, so that no change is missed before it first runs.
    let changes = environment.connectivity.changes()
    wasOnline = environment.connectivity.isOnline
    network.update(isOnline: wasOnline)
    let trace = environment.trace
    task = Task { [weak self, weak network, weak favorites] in
      for await isOnline in changes {
        trace.record(.action, isOnline ? "device online" : "device offline")
        guard let self, let network, let favorites else { return }
        let cameBack = isOnline && !self.wasOnline
        self.wasOnline = isOnline
        network.update(isOnline: isOnline)
        guard cameBack else { continue }
        favorites.sendPendingChanges()
        onReturn()
      }
    }
  }

  /// The scene has gone: the connection is no longer listened to.
  func stop() {
    task?.cancel()
    task = nil
  }

  isolated deinit {
    task?.cancel()
  }
}

/// What asks, from outside the run, for a page to open: a link, or the pages the last run
/// saved. Read the same way by whoever navigates.
enum OutsideRequests {
  /// The article `link` opens, or `nil` for a link that does not parse: it changes no page,
  /// and the page on top says it cannot be opened.
  static func article(openedBy link: String, trace: Trace) -> Article.ID? {
    trace.record(.action, "open \"\(link)\"")
    do {
      switch try DeepLink(parsing: link) {
      case .article(let id): return id
      }
    } catch {
      trace.record(.action, "link rejected: \(error)")
      return nil
    }
  }

  /// The article the saved pages (`text`) show over the list, if any. Pages this app cannot
  /// read are rejected whole: the list stays, as on a first launch.
  static func article(restoredFrom text: String?, trace: Trace) -> Article.ID? {
    guard let text else { return nil }
    do {
      let pages = try SavedPages(reading: text)
      trace.record(.action, "restore \(pages)")
      return pages.article
    } catch {
      trace.record(.action, "saved pages rejected: \(error)")
      return nil
    }
  }
}
