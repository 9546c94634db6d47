import Foundation
import ScenarioKit

/// The expected-failure registries of a catalog, read and checked: the built-in one and any of
/// one's own, each listing its own variants.
struct VariantRegistry: Sendable {
  private(set) var registries: [ExpectedFailures] = []

  init() {}

  /// Reads every registry of `catalog` and checks each against its own variants and
  /// `scenarios`.
  ///
  /// - Throws: the diagnostics of every registry that cannot be read or is wrong, each at its
  ///   own file.
  init(_ catalog: PatternCatalog, scenarios: [String]) throws(FeatureParseError) {
    var diagnostics: [Diagnostic] = []
    for registry in catalog.registries {
      let file = registry.path
      guard let data = FileManager.default.contents(atPath: file) else {
        if registry.variants.isEmpty { continue }
        diagnostics.append(
          Diagnostic(
            "cannot read the expected-failure registry: every variant declares the scenarios it must fail",
            at: SourceLocation(file: file, line: 1, column: 1)))
        continue
      }
      do throws(FeatureParseError) {
        let parsed = try ExpectedFailures.parse(String(decoding: data, as: UTF8.self), file: file)
        try parsed.validate(variants: registry.variants, scenarios: scenarios, file: file)
        registries.append(parsed)
      } catch {
        diagnostics += error.diagnostics
      }
    }
    guard diagnostics.isEmpty else { throw FeatureParseError(diagnostics: diagnostics) }
  }

  /// Whether no registry lists any variant.
  var isEmpty: Bool { registries.allSatisfy(\.entries.isEmpty) }

  /// The entry of `variant` in the registry that lists it.
  func entry(for variant: String) -> ExpectedFailures.Entry? {
    registries.lazy.compactMap { $0.entry(for: variant) }.first
  }

  /// The result as the registry listing its variant judges it; other results as they are.
  @Sendable func judge(_ result: ScenarioResult) -> ScenarioResult {
    registries.first { $0.entry(for: result.pattern) != nil }?.judge(result) ?? result
  }
}
