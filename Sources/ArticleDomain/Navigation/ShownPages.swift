/// The feature's pages as analytics counts screen views: the page on top of the navigation
/// stack, whether the login page is presented over it, and which start of the feature shows
/// them.
///
/// The patterns that hold their route as state derive screen views from it: the pages before a
/// change and after it give the views between them (``screenViews(since:)``). The rule is here
/// once, for all of them (`Scenarios/README.md` §12 and §13).
public struct ShownPages: Hashable, Sendable {
  /// The page on top of the navigation stack.
  public var top: Route
  /// Whether the login page is presented over ``top``.
  public var isLoginPresented: Bool
  /// How many times the feature has started again since launch: once per logout. Every page of
  /// a new start is a new page, also a list where a list was on top.
  public var restarts: Int

  public init(top: Route, isLoginPresented: Bool, restarts: Int = 0) {
    self.top = top
    self.isLoginPresented = isLoginPresented
    self.restarts = restarts
  }

  /// The screen views the user saw as the pages went from `before` to these: the page now on
  /// top when it changed or is new, and the login page when it was presented. Dismissing the
  /// login shows no new page: the one beneath stayed on screen under it.
  ///
  /// - Parameter before: The pages shown before the change; `nil` when nobody saw a page yet,
  ///   as before launch.
  public func screenViews(since before: ShownPages?) -> [AnalyticsEvent] {
    let isNewStart = before?.restarts != restarts
    var views: [AnalyticsEvent] = []
    if isNewStart || before?.top != top { views.append(.screenView(top)) }
    if isLoginPresented, isNewStart || before?.isLoginPresented != true {
      views.append(.screenView(.login))
    }
    return views
  }
}
