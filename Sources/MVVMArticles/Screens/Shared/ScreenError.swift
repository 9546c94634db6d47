/// An error as a page shows it: the message, and whether the error view offers Retry.
///
/// A load that failed offers Retry (it can be asked again); a favorite that failed does not
/// (the star has already gone back to what the server holds).
struct ScreenError: Hashable, Sendable {
  var message: String
  var canRetry: Bool
}
