/// A page that was placed in a window, held weakly: remembering it does not keep it alive.
///
/// The window's ``RenderLog`` keeps one for every page placed in it, so a harness can tell
/// whether a page the user left — popped, dismissed, replaced — was released, without asking
/// the pattern that built it.
@MainActor
public struct ShownPage {
  /// The page's title when it was placed in the window, such as `Log in` or `a2`.
  public let title: String
  /// The page, for as long as something else keeps it alive; `nil` once it was released.
  public private(set) weak var page: ViewController?

  init(_ page: ViewController) {
    title = page.title
    self.page = page
  }
}
