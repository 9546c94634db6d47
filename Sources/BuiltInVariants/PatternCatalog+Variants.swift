import BuiltInPatterns
public import WorkbenchKit

extension PatternCatalog {
  /// The seven patterns and the teaching variants of this package: what `workbench` runs.
  ///
  /// Each variant must fail exactly the scenarios `Scenarios/expected-failures.txt` lists for it.
  public static let builtInWithVariants = PatternCatalog.builtIn.addingBuiltInVariants(
    BuiltInVariants.entries)
}
