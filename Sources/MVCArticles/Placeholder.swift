/// Placeholder until the module lands.
enum MVCArticlesPlaceholder {}
