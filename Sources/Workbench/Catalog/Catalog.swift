public import ScenarioKit
import UDFArticles

/// The patterns the workbench knows, in the order reports show them.
public enum Catalog {
  /// The six architecture patterns (those built so far), each a full implementation.
  public static let patterns: [PatternEntry] = [
    PatternEntry(
      name: "UDF", summary: "One store, reduce(&state, action) -> [Effect], revision guards",
      app: UDFArticlesApp.self),
    PatternEntry(
      name: "MVI", summary: "The UDF store in the MVI style: reduce(state, intent) -> State",
      app: MVIArticlesApp.self),
  ]

  /// The teaching variants: each reproduces one classic mistake of a pattern, and
  /// `Scenarios/expected-failures.txt` lists the scenarios that must catch it.
  public static let variants: [PatternEntry] = []

  /// The pattern or variant named `name`, ignoring case.
  public static func pattern(named name: String) -> PatternEntry? {
    (patterns + variants).first { $0.name.lowercased() == name.lowercased() }
  }

  /// Whether `name` is a teaching variant rather than a pattern.
  public static func isVariant(_ name: String) -> Bool {
    variants.contains { $0.name == name }
  }
}
