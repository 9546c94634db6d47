/// Which objects the app registered in the step that first placed each page in its window:
/// what the app built to show that page, and what should go when the page goes.
///
/// The session notes it every time the app settles (before and after each step, and after
/// each answer): the pages placed since the last settle are credited with the objects
/// registered since then. A step that shows one page — a tap that presents the login, a row
/// that pushes a detail — credits that page with exactly the objects built for it.
@MainActor
final class PageBirths {
  /// By position in the window's shown pages: the positions of the objects registered with it.
  private var registrations: [Range<Int>] = []
  private var registeredAtLastSettle: Int

  /// Page births from now on, in a window whose app has made no object past `registered`.
  init(registered: Int = 0) {
    registeredAtLastSettle = registered
  }

  /// Credits the pages placed since the last call with the registrations made since then.
  ///
  /// - Parameters:
  ///   - count: How many pages the window has shown in all.
  ///   - registered: How many objects the app has registered in all.
  func note(shownPages count: Int, registered: Int) {
    if count > registrations.count {
      let made = registeredAtLastSettle..<max(registered, registeredAtLastSettle)
      registrations += repeatElement(made, count: count - registrations.count)
    }
    registeredAtLastSettle = registered
  }

  /// The positions of the objects registered with the page at `index`, once it was noted.
  func registrations(ofPageAt index: Int) -> Range<Int>? {
    registrations.indices.contains(index) ? registrations[index] : nil
  }
}
