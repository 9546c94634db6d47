import ComposableRuntime

/// The cases of the root action as ``ActionCase`` values, for `Scope` and `ifLet` — written by
/// hand where TCA's `@CasePathable` macro would generate them (and TCA would write `\.list`
/// where this module writes `.list`).
extension ActionCase where Parent == ArticlesFeature.Action, Child == ListFeature.Action {
  static var list: Self {
    Self(embed: { .list($0) }, extract: { if case .list(let action) = $0 { action } else { nil } })
  }
}

extension ActionCase
where Parent == ArticlesFeature.Action, Child == PresentationAction<DetailFeature.Action> {
  static var detail: Self {
    Self(
      embed: { .detail($0) }, extract: { if case .detail(let action) = $0 { action } else { nil } })
  }
}

extension ActionCase
where Parent == ArticlesFeature.Action, Child == PresentationAction<LoginFeature.Action> {
  static var login: Self {
    Self(
      embed: { .login($0) }, extract: { if case .login(let action) = $0 { action } else { nil } })
  }
}
