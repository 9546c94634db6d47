import ComposableRuntime

/// The cases of the window's action as ``ActionCase`` values, for `Scope`, `forEach`, `ifLet`
/// and the views' bindings — written by hand where TCA's `@CasePathable` macro would generate
/// them (and TCA would write `\.list` where this module writes `.list`).
extension ActionCase where Parent == ArticlesFeature.Action, Child == ListFeature.Action {
  static var list: Self {
    Self(embed: { .list($0) }, extract: { if case .list(let action) = $0 { action } else { nil } })
  }
}

extension ActionCase
where
  Parent == ArticlesFeature.Action,
  Child == StackAction<DetailFeature.State, DetailFeature.Action>
{
  static var path: Self {
    Self(embed: { .path($0) }, extract: { if case .path(let action) = $0 { action } else { nil } })
  }
}

extension ActionCase
where Parent == ArticlesFeature.Action, Child == PresentationAction<LoginFeature.Action> {
  static var login: Self {
    Self(
      embed: { .login($0) }, extract: { if case .login(let action) = $0 { action } else { nil } })
  }
}
