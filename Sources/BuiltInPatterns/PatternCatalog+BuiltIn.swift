public import WorkbenchKit

extension PatternCatalog {
  /// The seven patterns of this package, each with its profile: the columns a team's own
  /// pattern is compared with.
  ///
  /// The teaching variants are not in it; `BuiltInVariants` adds them, so a package that
  /// compares its own pattern with these compiles none of their copies.
  public static let builtIn = PatternCatalog(
    builtInPatterns: BuiltInPatterns.entries, profiles: PatternProfile.builtIn)
}
