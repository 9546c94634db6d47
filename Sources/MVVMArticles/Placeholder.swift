/// Placeholder until the module lands.
enum MVVMArticlesPlaceholder {}
