/// A spinner shown while a page loads its content.
@MainActor
public final class SpinnerView: View {
  override public var element: Screen.Element? { .spinner }
}

/// An error message with an optional retry button.
@MainActor
public final class ErrorView: View {
  public var message = "" {
    didSet { if oldValue != message { setNeedsDisplay() } }
  }
  /// Tapping "Retry" calls this; a `nil` handler means no retry button is shown.
  public var onRetry: (() -> Void)? {
    didSet { if (oldValue == nil) != (onRetry == nil) { setNeedsDisplay() } }
  }

  override public var element: Screen.Element? {
    .error(message: message, canRetry: onRetry != nil)
  }
}

/// A line of text: an empty list, a missing article, a rejected link.
@MainActor
public final class MessageView: View {
  public var text = "" {
    didSet { if oldValue != text { setNeedsDisplay() } }
  }

  override public var element: Screen.Element? { .message(text) }
}

/// A banner across the top: "You are offline", "Syncing 2 favorites".
@MainActor
public final class BannerView: View {
  public var text = "" {
    didSet { if oldValue != text { setNeedsDisplay() } }
  }

  override public var element: Screen.Element? { .banner(text) }
}
