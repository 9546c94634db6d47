import ArticleDomain

/// What the store reads from and writes to the device, at once: the outbox of unanswered
/// favorites, the pages saved for the next launch, the articles cached for offline. What it
/// reads is reported as a result; it is read for an intent (`connected`, a first load
/// offline), where the executor handles it.
extension ArticlesStore {
  /// Reads the changes the last run left unanswered, for `connected`, and decides what the
  /// device's text is worth — a decision that needs the session and writes the device, so the
  /// executor's, as MVIKotlin's executor makes it: the changes come back as
  /// `outboxRestored`, or the device keeps an empty outbox.
  ///
  /// Rules: the session ended while the app was closed — the changes were that account's, and
  /// go as a logout's do; an outbox this app cannot read is rejected whole — half of it would
  /// send some changes and drop the others unseen.
  func readOutbox(in id: SceneID) {
    environment.trace.record(.effectStarted, "loadOutbox")
    guard let text = environment.outbox.loadOutbox() else { return }
    guard environment.session.isLoggedIn else {
      environment.outbox.saveOutbox(SavedOutbox.empty.text)
      return
    }
    do {
      report(.scene(id, .outboxRestored(try SavedOutbox(reading: text))))
    } catch {
      environment.debugLog.write("outbox rejected: \(error)")
      environment.outbox.saveOutbox(SavedOutbox.empty.text)
    }
  }

  /// Saves the account's outbox when the message just handled changed it — a tap, an answer, a
  /// logout — so that a relaunch loses none of the user's writes.
  ///
  /// - Parameter previous: The stars before the message.
  func saveOutbox(since previous: FavoritesState) {
    // Read only when the stars changed: most messages leave them as they were.
    guard state.account.favorites != previous else { return }
    let outbox = state.account.favorites.outbox
    guard outbox != previous.outbox else { return }
    environment.trace.record(.effectStarted, "saveOutbox(\(outbox))")
    environment.outbox.saveOutbox(outbox.text)
  }

  /// Reads the pages the last run saved, for `connected`, before any link opens.
  func readSavedPages(in id: SceneID) {
    environment.trace.record(.effectStarted, "loadSavedPages")
    report(.scene(id, .savedPagesRead(environment.restoration.loadPages())))
  }

  /// Saves the stack for the next launch at launch, and whenever `message` changed it. The login
  /// over it is not saved: what waits for it belongs to this run.
  func savePages(after message: ArticlesMessage, before: ArticlesState, now: ArticlesState) {
    guard now.hasLaunched else { return }
    let pages = SavedPages(article: now.detail?.id)
    let isLaunch = if case .intent(.launched) = message { true } else { false }
    guard isLaunch || pages != SavedPages(article: before.detail?.id) else { return }
    environment.trace.record(.effectStarted, "savePages(\(pages))")
    environment.restoration.savePages(pages.text)
  }

  /// Reads the articles saved on the device and reports them: the list's first load offline.
  func loadCachedArticles(in id: SceneID) {
    environment.trace.record(.effectStarted, "loadCachedArticles")
    report(.scene(id, .offline(.cacheLoaded(environment.cache.loadArticles() ?? []))))
  }
}
