import ArticleDomain
public import ComposableRuntime

/// The stars' rules: a tap sets the star at once and sends it (or queues it offline), only the
/// latest request's failure puts it back, the outbox is saved as it changes. Shared, as
/// written, by the SwiftUI chapter, whose state differs only in being observed.
extension FavoritesFeature {
  /// The stars' rules, then the outbox saved on the device whenever an action changed it.
  ///
  /// Rule: the outbox is saved by its owner, whenever it changes, so that a relaunch loses none
  /// of the user's writes; each save is the whole outbox.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .outboxRead(let text):
        // Rule: an outbox is applied whole or not at all: half would send some of the user's
        // changes and drop the others unseen. Rejected, the device keeps an empty one.
        guard let text else { return .none }
        // The session ended while the app was closed: the changes were that account's, and go as
        // a logout's do.
        guard session.isLoggedIn else {
          return .run { [outboxStore] _ in outboxStore.saveOutbox(SavedOutbox.empty.text) }
        }
        do {
          let outbox = try SavedOutbox(reading: text)
          state.$stars.withLock { $0.restore(outbox) }
          return .none
        } catch {
          return .run { [debugLog, outboxStore] _ in
            debugLog.write("outbox rejected: \(error)")
            outboxStore.saveOutbox(SavedOutbox.empty.text)
          }
        }

      case .connectionRestored:
        // What waited goes first, in the order it was made.
        let requests = state.$stars.withLock { sendPendingFavorites(&$0) }
        return .merge(requests.map { request($0.isFavorite, of: $0.id, number: $0.number) })

      case .accountEnded:
        // The values go, not the shared references: every window reads the same ones.
        state.$stars.withLock { $0 = Stars() }
        state.$lastFailure.withLock { $0 = LastFailure() }
        return .cancel(id: CancelID.favorites)

      case .favoriteChosen(let isFavorite, let id, let shown):
        let isOnline = state.isOnline
        let number = state.$stars.withLock {
          setFavorite(isFavorite, of: id, shown: shown, isOnline: isOnline, in: &$0)
        }
        // Every change the user asks for is recorded, online or not; a rollback is not one.
        let recorded = Effect<Action>.run { [analytics] _ in
          analytics.record(.favorite(isFavorite, of: id))
        }
        guard let number else { return recorded }
        return .merge(recorded, request(isFavorite, of: id, number: number))

      case .favoriteAnswered(let id, let result, let request):
        let refusal = state.$stars.withLock {
          takeAnswer(result, of: id, request: request, in: &$0)
        }
        if let refusal {
          state.$lastFailure.withLock {
            $0.message = refusal.message
            $0.number += 1
          }
        }
        return .none
      }
    }
    .onChange(of: \.stars.outbox) { _, outbox in
      Reduce { _, _ in
        .run { [outboxStore, text = outbox.text] _ in outboxStore.saveOutbox(text) }
      }
    }
  }

  /// Takes in the answer of favorite request number `request` of `id`, and returns the error
  /// when it put the star back: only the latest request speaks for the star.
  private func takeAnswer(
    _ result: Result<Bool, ArticleError>, of id: Article.ID, request: Int, in stars: inout Stars
  ) -> ArticleError? {
    guard var star = stars.stars[id] else { return nil }
    let isLatest = star.request?.number == request
    var refusal: ArticleError?
    switch result {
    case .success(let isFavorite):
      star.confirmed = isFavorite
    case .failure(let error):
      guard isLatest else { return nil }
      star.isFavorite = star.confirmed
      refusal = error
    }
    if isLatest {
      star.request = nil
      star.isUnconfirmed = false
      // The server holds what it confirmed; a change made offline while this request was in
      // flight differs from it and still waits to be sent.
      star.isPendingSync = star.isFavorite != star.confirmed
    }
    stars.stars[id] = star
    return refusal
  }

  /// Sets the star of `id` at once and, online, numbers the request that asks the server and
  /// returns its number; offline, queues the change and returns `nil`.
  private func setFavorite(
    _ isFavorite: Bool, of id: Article.ID, shown: Bool, isOnline: Bool, in state: inout Stars
  ) -> Int? {
    var star = state.stars[id] ?? Star(confirmed: shown)
    star.isFavorite = isFavorite
    guard isOnline else {
      // Rule: pending only while it differs from what the server will hold — the value of its
      // request in flight, else the value it confirmed. A tap back to it leaves nothing to
      // send; a change from a request in flight must follow it, or the user's write is lost.
      // A star restored from the outbox has no such value: any change of it is sent.
      let serverWillHold = star.request?.isFavorite ?? star.confirmed
      star.isPendingSync = star.isUnconfirmed || isFavorite != serverWillHold
      state.pendingSync.removeAll { $0 == id }
      if star.isPendingSync { state.pendingSync.append(id) }
      state.stars[id] = star
      return nil
    }
    state.lastRequest += 1
    star.request = Star.Request(number: state.lastRequest, isFavorite: isFavorite)
    state.stars[id] = star
    return state.lastRequest
  }

  /// Numbers a request for each change that waited, in the order it was made, and returns
  /// them: what goes to the server now.
  private func sendPendingFavorites(
    _ state: inout Stars
  ) -> [(id: Article.ID, isFavorite: Bool, number: Int)] {
    let pending = state.pendingSync
    state.pendingSync = []
    var requests: [(id: Article.ID, isFavorite: Bool, number: Int)] = []
    for id in pending {
      guard var star = state.stars[id], star.isPendingSync else { continue }
      state.lastRequest += 1
      star.request = Star.Request(number: state.lastRequest, isFavorite: star.isFavorite)
      state.stars[id] = star
      requests.append((id, star.isFavorite, state.lastRequest))
    }
    return requests
  }

  private func request(_ isFavorite: Bool, of id: Article.ID, number: Int) -> Effect<Action> {
    .run { [repository] send in
      let result = try await answer { try await repository.setFavorite(isFavorite, of: id) }
      await send(.favoriteAnswered(id, result.map { isFavorite }, request: number))
    }
    .cancellable(id: CancelID.favorites)
  }
}
