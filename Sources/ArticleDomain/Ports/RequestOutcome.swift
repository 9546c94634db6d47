/// What became of one request: its answer, or `nil` when the request ended because its task was
/// cancelled — a cancelled request has no answer to show.
///
/// Errors other than ``ArticleError`` are reported with their user message, so that the code
/// that shows an answer only ever meets the domain's error. The request runs on the caller's
/// actor (`isolation`), as if its body were written inline.
public func outcome<Value>(
  isolation: isolated (any Actor)? = #isolation, of request: () async throws -> Value
) async -> Result<Value, ArticleError>? {
  do {
    return .success(try await request())
  } catch is CancellationError {
    return nil
  } catch let error as ArticleError {
    return .failure(error)
  } catch {
    return .failure(.server(message: error.userMessage))
  }
}

/// What became of one request given `timeout` on `clock` to answer: its answer,
/// ``ArticleError/timedOut`` when the clock came first (see ``withTimeout(_:on:operation:)``),
/// or `nil` when the caller's task was cancelled and the request ended because of it.
public func outcome<Value: Sendable>(
  isolation: isolated (any Actor)? = #isolation,
  within timeout: Duration, on clock: any Clock<Duration>,
  of request: @escaping @Sendable () async throws -> Value
) async -> Result<Value, ArticleError>? {
  await outcome { try await withTimeout(timeout, on: clock, operation: request) }
}
