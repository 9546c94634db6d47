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

  /// The pattern named `name`, ignoring case.
  public static func pattern(named name: String) -> PatternEntry? {
    patterns.first { $0.name.lowercased() == name.lowercased() }
  }
}
