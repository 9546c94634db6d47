import ComposableRuntime

extension ObservationStateRegistrar {
  /// After a child state was changed in place: tells the readers of `keyPath` only when the
  /// change made it another state (`replaced`), as TCA's `@ObservableState` does for a child
  /// that is itself observable state.
  ///
  /// A view that reads the child's properties hears of their changes from the child's own
  /// registrar; a view that reads through the parent (a scoped store reads `\.list` on its way
  /// to `\.list.articles`) must not be evaluated again for every change inside the child, only
  /// when the child it read is gone — a logout's new pages, a window closed.
  func didReplace<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, if replaced: Bool
  ) {
    guard replaced else { return }
    willModify(subject, keyPath: keyPath)
    didModify(subject, keyPath: keyPath)
  }
}
