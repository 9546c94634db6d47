/// Placeholder until the module lands.
enum ComposableRuntimePlaceholder {}
