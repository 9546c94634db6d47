extension DependencyValues {
  /// The clock effects sleep on: a continuous clock live; the app's (or a test's) virtual clock
  /// when overridden.
  ///
  /// Rule: effects never sleep on a clock they built. A debounce reads `@Dependency(\.clock)`
  /// so that a test — or the workbench's harness — owns time.
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/clock``.
enum ClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
}
