import ComposableRuntime

/// The cases of the root action as ``ActionCase`` pairs, for `Scope` and `ifLet` — written by
/// hand where TCA's `@CasePathable` macro would generate them.
extension ArticlesFeature.Action {
  static let listCase = ActionCase<Self, ListFeature.Action>(
    embed: Self.list, extract: { if case .list(let action) = $0 { action } else { nil } })
  static let searchCase = ActionCase<Self, SearchFeature.Action>(
    embed: Self.search, extract: { if case .search(let action) = $0 { action } else { nil } })
  static let syncCase = ActionCase<Self, SyncFeature.Action>(
    embed: Self.sync, extract: { if case .sync(let action) = $0 { action } else { nil } })
  static let detailCase = ActionCase<Self, DetailFeature.Action>(
    embed: Self.detail, extract: { if case .detail(let action) = $0 { action } else { nil } })
  static let loginCase = ActionCase<Self, LoginFeature.Action>(
    embed: Self.login, extract: { if case .login(let action) = $0 { action } else { nil } })
}
