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
