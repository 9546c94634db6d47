/// How long the feature waits for the server, and what it does when the server is silent: the
/// same in every pattern, applied by whatever owns each effect.
///
/// A load (first page, refresh, next page, search, detail) or a login that goes unanswered for
/// ``timeout`` ends as ``ArticleError/timedOut``: its request is cancelled, its late answer is
/// dropped, and its page shows the error with Retry, as for any failure.
///
/// Nothing retries by itself. A timeout is news for the user at once; a silent retry would make
/// them wait twice as long to learn that the server is not answering. Retry is theirs to tap,
/// and it starts a new request with a timeout of its own.
///
/// A favorite never times out: it is a write, and a request the app gave up on may still have
/// landed, so putting the star back would show a value the server may not hold. The star
/// already shows the user's intent; the request ends with its answer or with the app.
public enum RequestPolicy {
  /// How long a load or a login may wait for its answer.
  public static let timeout: Duration = .seconds(10)
}
