import ArticleDomain

/// The list's sub-reducer: first load, refresh, pagination, retry, and the cache's rows.
///
/// A pure function of the list's sub-state and a message, in the shape MVI write-ups give it:
/// `var newState = state`, a `switch`, `return newState`. Messages that are not the list's
/// leave it as it was. Whether an intent starts a request is no case of it: the executor asks
/// ``load(for:in:context:)`` and reports the request it started, which this reducer applies.
enum ListReducer {
  static func reduce(state: ListState, message: ArticlesMessage, context: ReducerContext)
    -> ListState
  {
    var newState = state
    switch message {
    case .intent(.list(.appeared)):
      // The first appearance is remembered; offline it waits for the rows saved on the device.
      // Its request, online, is the executor's to start (``load(for:in:context:)``).
      guard !state.hasAppeared else { break }
      newState = appear(newState, isOnline: context.isOnline)

    case .result(.list(.started(let load, let revision))):
      newState = start(load, in: newState, revision: revision)

    case .result(.list(.pageLoaded(let cursor, let result, let revision))):
      // MVI's stale-result check: the answer carries its revision, and only the request in
      // flight may answer. A page that lands after a refresh started is dropped here.
      guard let request = state.request, request.revision == revision else { break }
      newState.request = nil
      newState.answered = revision
      switch result {
      case .success(let page):
        newState.next = page.next
        newState.hasLoaded = true
        newState.failure = nil
        // A next page is added to the rows the state before shares (``LoadedArticles``): no
        // row already loaded is copied.
        if cursor == nil {
          newState.replaceArticles(with: page.articles)
        } else {
          newState.appendArticles(page.articles)
        }
      case .failure(let error):
        // Loaded rows are kept; Retry repeats the request that failed.
        newState.failure = ListState.Failure(message: error.message, retry: request.load)
      }

    case .result(.offline(.cacheLoaded(let articles))):
      newState.readsCache = false
      // The server's rows, once answered, are newer than anything saved.
      guard !state.hasLoaded, state.articles.isEmpty else { break }
      newState.replaceArticles(with: articles)

    default:
      break
    }
    return newState
  }

  /// The list as it first appears: remembered as appeared; offline, waiting for the rows
  /// saved on the device, which the store reads (no request).
  static func appear(_ state: ListState, isOnline: Bool) -> ListState {
    var newState = state
    newState.hasAppeared = true
    newState.readsCache = !isOnline
    return newState
  }

  /// The request `intent` starts, if any, from `list` and the other sub-states' facts: the rule
  /// the executor asks before it starts the list's request. A pure function of its arguments.
  ///
  /// ```swift
  /// ListReducer.load(for: .refreshPulled, in: refreshing, context: online)  // nil
  /// ListReducer.load(for: .refreshPulled, in: loaded, context: online)      // .refresh
  /// ```
  static func load(for intent: ListIntent, in list: ListState, context: ReducerContext)
    -> ListState.Load?
  {
    switch intent {
    case .appeared:
      // The first load starts on the first appearance only; coming back from a detail, or a
      // cancelled back swipe that shows the list for a moment, loads nothing.
      guard !list.hasAppeared else { return nil }
      return firstLoad(isOnline: context.isOnline)
    case .refreshPulled:
      // With a query typed the rows are the search's; a refresh in flight already answers
      // this pull; offline there is no server to ask.
      guard !context.isSearchActive, list.load != .refresh, context.isOnline else { return nil }
      return .refresh
    case .endReached:
      // No duplicate page requests: only when nothing loads, and only if the last page said
      // where the next one starts.
      guard !context.isSearchActive, list.request == nil, context.isOnline,
        let cursor = list.next
      else { return nil }
      return .nextPage(after: cursor)
    case .retryTapped:
      // With a query typed, Retry is the search's (``SearchReducer/query(after:in:context:)``).
      guard !context.isSearchActive, let failure = list.failure, context.isOnline else {
        return nil
      }
      return failure.retry
    case .rowSelected:
      return nil
    }
  }

  /// The request of a list that appears for the first time: the first page online; offline
  /// none, since the list reads the rows saved on the device (``appear(_:isOnline:)``).
  static func firstLoad(isOnline: Bool) -> ListState.Load? {
    isOnline ? .firstLoad : nil
  }

  /// The list with `load` in flight for `revision`, superseding any request before it: what
  /// ``ListResult/started(_:revision:)`` applies.
  ///
  /// Retry and every new load clear the old error at once: a stale error beside a spinner is
  /// the classic bug MVI's single reducer is meant to rule out.
  static func start(_ load: ListState.Load, in state: ListState, revision: Int)
    -> ListState
  {
    var newState = state
    newState.request = ListState.Request(load: load, revision: revision)
    newState.failure = nil
    return newState
  }
}
