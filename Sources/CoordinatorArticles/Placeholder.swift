/// Placeholder until the module lands.
enum CoordinatorArticlesPlaceholder {}
