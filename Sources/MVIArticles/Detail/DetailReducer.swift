/// The detail's sub-reducer: open from a row, load when the page appears, retry, go back.
///
/// Its sub-state is optional — the detail page is pushed or it is not — so opening and closing
/// the page are this reducer's too. Opening from a link is a cross-module rule (it waits for
/// the login gate) and lives in ``ArticlesReducer``.
enum DetailReducer {
  static func reduce(state: DetailState?, message: ArticlesMessage) -> DetailState? {
    var newState = state
    switch message {
    case .intent(.list(.rowSelected(let id))):
      // Navigation is state: setting the detail pushes the page; the page asks for its
      // content when it appears.
      guard state == nil else { break }
      newState = DetailState(id: id)

    case .intent(.detail(.appeared(let id))):
      // The first appearance is remembered; its request is the executor's to start
      // (``loads(after:in:)``).
      guard var detail = state, detail.id == id, !detail.hasAppeared else { break }
      detail.hasAppeared = true
      newState = detail

    case .result(.detail(.started(let id, let revision))):
      guard let detail = state, detail.id == id else { break }
      newState = start(detail, revision: revision)

    case .intent(.detail(.closed)):
      // Going back pops the route; the store cancels the request the state no longer holds.
      newState = nil

    case .result(.detail(.loaded(let result, let revision))):
      // Only the request in flight may answer: a late detail of another article, or of a
      // page that was closed, finds no revision to match.
      guard var detail = state, detail.request == revision else { break }
      detail.request = nil
      detail.answered = revision
      switch result {
      case .success(let content):
        detail.detail = content
        detail.failure = nil
      case .failure(let error):
        detail.failure = error
      }
      newState = detail

    default:
      break
    }
    return newState
  }

  /// Whether `intent` starts the request for the content of `detail`: the rule the executor
  /// asks before it starts the detail's request. A pure function of its arguments.
  static func loads(after intent: DetailIntent, in detail: DetailState?) -> Bool {
    guard let detail else { return false }
    switch intent {
    case .appeared(let id):
      // Only the first appearance requests: a cancelled back swipe makes the page appear
      // again, and its request is still running.
      return detail.id == id && !detail.hasAppeared
    case .retryTapped:
      return detail.failure != nil && !detail.isLoading
    case .closed:
      return false
    }
  }

  /// The detail with its request in flight for `revision`: what
  /// ``DetailResult/started(of:revision:)`` applies.
  private static func start(_ detail: DetailState, revision: Int) -> DetailState {
    var newState = detail
    newState.request = revision
    newState.failure = nil
    return newState
  }
}
