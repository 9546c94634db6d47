extension DependencyValues {
  /// The clock effects sleep on, as TCA names it: a continuous clock live; the app's (or a
  /// test's) virtual clock when overridden.
  ///
  /// Rule: effects never sleep on a clock they built. A debounce reads
  /// `@Dependency(\.continuousClock) var clock`, so that a test — or the workbench's harness —
  /// owns time.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/continuousClock``.
enum ContinuousClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
}
