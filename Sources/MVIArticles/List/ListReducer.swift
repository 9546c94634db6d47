import ArticleDomain

/// The list's sub-reducer: first load, refresh, pagination, retry, and the cache's rows.
///
/// A pure function of the list's sub-state and a message, in the shape MVI write-ups give it:
/// `var newState = state`, a `switch`, `return newState`. Messages that are not the list's
/// leave it as it was.
enum ListReducer {
  static func reduce(state: ListState, message: ArticlesMessage, context: ReducerContext)
    -> ListState
  {
    var newState = state
    switch message {
    case .intent(.list(.appeared)):
      // The first load starts on the first appearance only; coming back from a detail, or a
      // cancelled back swipe that shows the list for a moment, loads nothing.
      guard !state.hasAppeared else { break }
      newState = firstLoad(of: newState, context: context)

    case .intent(.list(.refreshPulled)):
      // With a query typed the rows are the search's; a refresh in flight already answers
      // this pull; offline there is no server to ask.
      guard !context.isSearchActive, state.load != .refresh, context.isOnline else { break }
      newState = start(.refresh, in: newState, revision: context.revision)

    case .intent(.list(.endReached)):
      // No duplicate page requests: only when nothing loads, and only if the last page said
      // where the next one starts.
      guard !context.isSearchActive, state.request == nil, context.isOnline,
        let cursor = state.next
      else { break }
      newState = start(.nextPage(after: cursor), in: newState, revision: context.revision)

    case .intent(.list(.retryTapped)):
      // With a query typed, Retry is the search's (``SearchReducer``).
      guard !context.isSearchActive, let failure = state.failure, context.isOnline else {
        break
      }
      newState = start(failure.retry, in: newState, revision: context.revision)

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

  /// The list's first load, as it first appears: a request for the first page online;
  /// offline, the rows saved on the device, which the store reads (no request).
  static func firstLoad(of state: ListState, context: ReducerContext) -> ListState {
    var newState = state
    newState.hasAppeared = true
    if context.isOnline {
      newState = start(.firstLoad, in: newState, revision: context.revision)
    } else {
      newState.readsCache = true
    }
    return newState
  }

  /// The list with `load` in flight for `revision`, superseding any request before it.
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
