import ArticleDomain

/// A number every request of one interactor takes when it starts.
///
/// Rule: the interactor owns the stale-result guard. It remembers the ticket of the newest
/// request of each kind; an answer carrying any other ticket belongs to a request that was
/// replaced (or to a page that was closed) and is dropped, even when a server that ignores
/// cancellation delivers it late.
struct RequestTicket: Hashable, Sendable, CustomStringConvertible {
  let number: Int

  /// The ticket after this one.
  var next: RequestTicket { RequestTicket(number: number + 1) }

  /// The ticket before any request.
  static let none = RequestTicket(number: 0)

  var description: String { "#\(number)" }
}

/// What became of one request: its answer, or `nil` when the request ended because its task was
/// cancelled — a cancelled request has no answer to show.
///
/// Errors other than ``ArticleError`` are reported with their user message, so that the
/// presenters only ever meet the domain's error.
@MainActor
func outcome<Value>(of request: () async throws -> Value) async -> Result<Value, ArticleError>? {
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
