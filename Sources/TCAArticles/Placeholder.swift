/// Placeholder until the module lands.
enum TCAArticlesPlaceholder {}
