import ArticleDomain
import ScenarioKit
import TestSupport
import Testing

@testable import MVIArticles

/// The executor's decisions, one place each: what it follows of the reducer's (a page saved
/// for offline only when the list took it), what the login gate lets through (a login's work
/// only for the login in flight), and what it decides because it needs the world (a link
/// parsed and rejected, the device's outbox and pages read at `connected`).
extension StoreTests {
  @Test func aFirstPageIsSavedForOfflineOnlyWhenTheListTookIt() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2", "a3")
      world.ledger.cancellationBehaviour = .answersLateAnyway
      let store = ArticlesStore(environment: world.environment, historyLimit: 0)
      store.dispatch(.scene(.first, .list(.appeared)))
      store.dispatch(.scene(.first, .list(.refreshPulled)))
      loop.runUntilIdle()

      try world.answer(2, with: .articles("a3"))
      loop.runUntilIdle()
      #expect(world.cachedArticles?.map(\.id) == ["a3"])

      // The first load's answer comes late: the list dropped it, so the device keeps the
      // refresh's rows.
      try world.answer(1, with: .articles("a1", "a2"))
      loop.runUntilIdle()
      #expect(store.firstWindow.list.answered == 2)
      #expect(world.cachedArticles?.map(\.id) == ["a3"])
      store.stop()
    }
  }

  /// A wait that ends for text the field no longer holds (its task past its sleep as the text
  /// changed) is dropped by the reducer, and records no search; the wait for the text the field
  /// holds records one.
  @Test func aWaitTheReducerDroppedRecordsNoSearch() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let store = ArticlesStore(environment: world.environment, historyLimit: 0)
      store.dispatch(.scene(.first, .search(.textChanged("sw"))))
      store.report(.scene(.first, .search(.debounceElapsed(query: "s"))))
      loop.runUntilIdle()
      #expect(store.firstWindow.search.isDebouncing)
      #expect(world.analyticsEvents.isEmpty)

      store.report(.scene(.first, .search(.debounceElapsed(query: "sw"))))
      loop.runUntilIdle()
      #expect(world.analyticsEvents == [.search(characters: 2)])
      store.stop()
    }
  }

  @Test func theExecutorParsesALinkOnceAndDispatchesItsRejection() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      let store = ArticlesStore(environment: world.environment, historyLimit: nil)
      store.dispatch(.scene(.first, .linkOpened("app://nowhere")))
      loop.runUntilIdle()

      #expect(
        store.history.messages == [
          .intent(.scene(.first, .linkOpened("app://nowhere"))),
          .result(.scene(.first, .linkRejected(.unknownDestination("nowhere")))),
        ])
      #expect(store.firstWindow.banner == DeepLink.Rejection.banner)
      #expect(world.requestKinds.isEmpty)
      store.stop()
    }
  }

  @Test func aLinkThatReplacesTheDetailCancelsItsRequestAndOneToItLeavesItRunning() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      let store = ArticlesStore(environment: world.environment, historyLimit: 0)
      store.dispatch(.scene(.first, .list(.rowSelected("a1"))))
      store.dispatch(.scene(.first, .detail(.appeared("a1"))))
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load detail of a1"])

      store.dispatch(.scene(.first, .linkOpened("app://articles/a1")))
      loop.runUntilIdle()
      #expect(!world.wasCancelled(1), "the article on top stays as it is, loading")

      store.dispatch(.scene(.first, .linkOpened("app://articles/a2")))
      loop.runUntilIdle()
      #expect(store.firstWindow.detail?.id == "a2")
      #expect(world.wasCancelled(1), "the detail replaced loads no more")
      store.stop()
    }
  }

  @Test func aLoginStartsTheRememberedStarsWriteAndALateLoginStartsNothing() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      world.isLoggedIn = false
      let store = ArticlesStore(environment: world.environment, historyLimit: 0)
      store.dispatch(.scene(.first, .list(.appeared)))
      loop.runUntilIdle()
      try world.answer(1, with: .articles("a1", "a2"))
      loop.runUntilIdle()
      // A first login, cancelled; the server answers it anyway, late.
      world.ignoreCancellation()
      store.dispatch(.scene(.first, .favorites(.starTapped("a2"))))
      store.dispatch(.scene(.first, .login(.logInTapped)))
      store.dispatch(.scene(.first, .login(.cancelTapped)))
      store.dispatch(.scene(.first, .favorites(.starTapped("a2"))))
      store.dispatch(.scene(.first, .login(.logInTapped)))
      loop.runUntilIdle()
      #expect(world.requestKinds == ["load first page", "log in", "log in"])

      // The cancelled login's late success is dropped by the login reducer: nothing is carried
      // out, and the page waits for its own login.
      try world.answer(2, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(store.firstWindow.path == [.list, .login])
      #expect(!world.requestKinds.contains("favorite a2"))

      try world.answer(3, with: .serverAnswer)
      loop.runUntilIdle()
      #expect(store.firstWindow.path == [.list])
      #expect(world.requestKinds.filter { $0 == "favorite a2" }.count == 1)
      #expect(store.firstWindow.isFavorite("a2") == true)
      store.stop()
    }
  }

  @Test func connectedRestoresTheOutboxThenReadsTheSavedPages() throws {
    try withLoop { loop in
      let world = makeWorld("a1", "a2")
      world.saveOutbox(SavedOutbox([FavoriteChange(id: "a2", isFavorite: true)]).text)
      let store = ArticlesStore(environment: world.environment, historyLimit: nil)
      store.dispatch(.scene(.first, .connected))
      loop.runUntilIdle()

      #expect(
        store.history.messages.map(\.description) == [
          "connected",
          "outboxRestored(\(SavedOutbox([FavoriteChange(id: "a2", isFavorite: true)])))",
          "savedPagesRead(nothing)",
        ])
      #expect(store.firstWindow.favorites.isPendingSync("a2"))
      store.stop()
    }
  }

  @Test(arguments: [false, true])
  func connectedDiscardsAnOutboxOfAnEndedSessionOrOneItCannotRead(isReadable: Bool) throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      if isReadable {
        world.saveOutbox(SavedOutbox([FavoriteChange(id: "a1", isFavorite: true)]).text)
        world.isLoggedIn = false
      } else {
        world.saveOutbox("not an outbox")
      }
      let store = ArticlesStore(environment: world.environment, historyLimit: nil)
      store.dispatch(.scene(.first, .connected))
      loop.runUntilIdle()

      #expect(
        store.history.messages.map(\.description) == ["connected", "savedPagesRead(nothing)"])
      #expect(world.savedOutbox == SavedOutbox.empty.text)
      #expect(store.firstWindow.favorites == FavoritesState())
      #expect(world.debugLogLines.contains { $0.hasPrefix("outbox rejected") } == !isReadable)
      store.stop()
    }
  }

  @Test func savedPagesItCannotReadOpenNothingAndReadableOnesGoThroughTheLoginGate() throws {
    try withLoop { loop in
      let world = makeWorld("a1")
      world.savePages("not pages")
      let store = ArticlesStore(environment: world.environment, historyLimit: nil)
      store.dispatch(.scene(.first, .connected))
      loop.runUntilIdle()
      #expect(store.history.messages.count == 2, "connected, savedPagesRead: nothing more")

      let restored = makeWorld("a1")
      restored.savePages(SavedPages(article: "a1").text)
      let relaunched = ArticlesStore(environment: restored.environment, historyLimit: nil)
      relaunched.dispatch(.scene(.first, .connected))
      loop.runUntilIdle()
      #expect(
        relaunched.history.messages.suffix(2) == [
          .result(.scene(.first, .login(.checked(isLoggedIn: true, for: .openArticle("a1"))))),
          .result(.scene(.first, .login(.carriedOut(.openArticle("a1"))))),
        ])
      #expect(relaunched.firstWindow.detail?.id == "a1")
      store.stop()
      relaunched.stop()
    }
  }
}
