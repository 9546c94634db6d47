/// Placeholder until the module lands.
enum VIPERArticlesPlaceholder {}
