import ArticleDomain
import UDFArticles

/// The UDF store, bare and with the history the app keeps.
enum UDFFlavour: String, CaseIterable {
  /// `reduce(&state, action)`, history off: the bare store path.
  case inPlace = "UDF inout store"
  /// The same store keeping one history step: the cost per action of the time-travel record
  /// the app keeps (the app keeps every step; one is enough to share the storage).
  case history = "UDF inout store + history"
}

/// A UDF store behind closures: how to send an action and read the state.
@MainActor
private struct UDFDriver {
  var send: (ArticlesAction) -> Void
  var state: () -> ArticlesState
}

@MainActor
private func makeDriver(_ flavour: UDFFlavour, render: Bool) -> UDFDriver {
  let reducer = ArticlesFeature.reducer
  // A logged-in user: the star tap is carried out in the same action. Effects are not run
  // (offline, a star tap starts none anyway).
  let store = Store(
    initialState: ArticlesState(isLoggedIn: true), reducer: reducer,
    historyLimit: flavour == .history ? 1 : 0)
  if render {
    let page = UDFListPageRenderer()
    store.didChange = { page.render($0) }
  }
  return UDFDriver(send: store.send, state: { store.state })
}

@MainActor
func udfProbe(_ operation: Operation, size: Int, flavour: UDFFlavour, render: Bool) -> Probe {
  let driver = makeDriver(flavour, render: render)
  let revision = { driver.state().list.revision }
  func answer(_ articles: [Article], after cursor: PageCursor?, revision: Int) {
    driver.send(
      .list(.pageAnswered(after: cursor, .success(Page(articles: articles)), revision: revision)))
  }
  driver.send(.offline(.connectivityChanged(isOnline: false)))
  answer(makeArticles(size, extraCapacity: pageSize), after: nil, revision: revision())
  let count = { driver.state().list.articles.count }
  let storage = { address(of: driver.state().list.articles) }
  switch operation {
  case .toggleFavorite:
    return toggleProbe(
      size: size, tap: { driver.send(.favorites(.starTapped($0))) },
      isFavorite: { driver.state().isFavorite($0) ?? false }, count: count, storage: storage)
  case .appendPage:
    let next = PageCursor(rawValue: "next")
    return appendProbe(
      size: size, reset: { answer($0, after: nil, revision: revision()) },
      append: { answer($0, after: next, revision: revision()) }, count: count, storage: storage)
  case .replaceList:
    return replaceProbe(
      size: size, replace: { answer($0, after: nil, revision: revision()) }, count: count,
      storage: storage)
  case .rejectStale:
    let page = makeArticles(pageSize, startingAt: size)
    return staleProbe(
      size: size, answerStale: { answer(page, after: nil, revision: revision() + 1) }, count: count,
      storage: storage)
  }
}
