/// Everything the feature needs from the outside world, handed to a pattern's composition root.
///
/// Production code passes live services; the scenario harness passes scripted fakes and a
/// virtual clock, which is why no pattern may reach the outside world any other way.
public struct ArticleEnvironment: Sendable {
  public var repository: any ArticleRepository
  public var session: any SessionService
  public var cache: any ArticleCache
  public var connectivity: any Connectivity
  /// Drives debounce and timeouts. Patterns sleep on this clock, never on a real one.
  public var clock: any Clock<Duration>
  /// Where screen views, favorites and searches are recorded (``AnalyticsPolicy`` says what
  /// they may carry).
  public var analytics: any Analytics
  /// Where the app keeps its pages between launches (``SavedPages`` says what they may hold).
  public var restoration: any PageStore
  /// Where the app keeps the star changes the server has not answered between launches
  /// (``SavedOutbox`` says how they are written).
  public var outbox: any OutboxStore
  /// Where the app writes its debug log, under the same allow-list as analytics.
  public var debugLog: any DebugLog
  public var trace: Trace
  /// Where the pattern registers its objects for the harness's leak check.
  public var lifetimes: Lifetimes

  public init(
    repository: any ArticleRepository,
    session: any SessionService,
    cache: any ArticleCache,
    connectivity: any Connectivity,
    clock: any Clock<Duration>,
    analytics: any Analytics = DiscardingAnalytics(),
    restoration: any PageStore = ForgettingPageStore(),
    outbox: any OutboxStore = ForgettingOutboxStore(),
    debugLog: any DebugLog = DiscardingDebugLog(),
    trace: Trace = .disabled,
    lifetimes: Lifetimes = Lifetimes()
  ) {
    self.repository = repository
    self.session = session
    self.cache = cache
    self.connectivity = connectivity
    self.clock = clock
    self.analytics = analytics
    self.restoration = restoration
    self.outbox = outbox
    self.debugLog = debugLog
    self.trace = trace
    self.lifetimes = lifetimes
  }
}

extension ArticleEnvironment {
  /// The environment of a window opened after the app's first: the same ports, but a page
  /// store and an outbox that keep nothing. The device keeps one set of saved pages, the first
  /// window's, so a later window neither restores nor saves; the outbox is the account's, read
  /// once at launch and kept by the account's owner, which every window shares.
  public var forLaterScene: ArticleEnvironment {
    var environment = self
    environment.restoration = ForgettingPageStore()
    environment.outbox = ForgettingOutboxStore()
    return environment
  }
}
