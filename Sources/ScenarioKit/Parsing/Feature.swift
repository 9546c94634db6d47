/// A parsed `.feature` file: the file name it was read from and the one feature it declares.
public struct FeatureFile: Hashable, Sendable {
  /// The file name used in every location of the feature.
  public var file: String

  /// The feature the file declares.
  public var feature: Feature

  /// Creates a feature file.
  public init(file: String, feature: Feature) {
    self.file = file
    self.feature = feature
  }
}

/// A feature: a named group of scenarios that share a background and tags.
///
/// Scenario outlines are already expanded, so `scenarios` holds one scenario per example row and
/// a runner never needs to know outlines existed.
public struct Feature: Hashable, Sendable {
  /// The text after `Feature:`.
  public var name: String

  /// The free text lines under the `Feature:` line, trimmed and joined by `"\n"`.
  public var description: String

  /// The tags written above `Feature:`; every scenario inherits them.
  public var tags: [Tag]

  /// The steps under `Background:`, run before each scenario; empty when there is none.
  public var background: [Step]

  /// The scenarios in file order, with outlines expanded in place.
  public var scenarios: [Scenario]

  /// The location of the `Feature:` keyword.
  public var location: SourceLocation

  /// Creates a feature.
  public init(
    name: String, description: String = "", tags: [Tag] = [], background: [Step] = [],
    scenarios: [Scenario], location: SourceLocation
  ) {
    self.name = name
    self.description = description
    self.tags = tags
    self.background = background
    self.scenarios = scenarios
    self.location = location
  }
}

/// One scenario: a name, its own tags and its own steps.
///
/// The feature's tags and background are deliberately not copied in, so the structure mirrors
/// the file; `allTags(in:)` and `allSteps(in:)` combine them when a runner needs the whole story.
public struct Scenario: Hashable, Sendable {
  /// The text after `Scenario:`; for an expanded outline,
  /// `"<outline name> (<column>=<value>, …)"`.
  public var name: String

  /// The free text lines under the `Scenario:` line, trimmed and joined by `"\n"`.
  public var description: String

  /// The tags written above this scenario only.
  public var tags: [Tag]

  /// This scenario's own steps, without the background.
  public var steps: [Step]

  /// The location of the `Scenario:` keyword, or of the example row for an expanded outline, so a
  /// failure points at the row that produced it.
  public var location: SourceLocation

  /// Creates a scenario.
  public init(
    name: String, description: String = "", tags: [Tag] = [], steps: [Step],
    location: SourceLocation
  ) {
    self.name = name
    self.description = description
    self.tags = tags
    self.steps = steps
    self.location = location
  }

  /// Returns the feature's tags followed by this scenario's own tags.
  ///
  /// - Parameter feature: The feature that contains this scenario.
  public func allTags(in feature: Feature) -> [Tag] {
    feature.tags + tags
  }

  /// Returns the names of every tag that applies to this scenario, ready for a `TagExpression`.
  ///
  /// - Parameter feature: The feature that contains this scenario.
  public func tagNames(in feature: Feature) -> Set<String> {
    Set(allTags(in: feature).map(\.name))
  }

  /// Returns the background steps followed by this scenario's own steps, in running order.
  ///
  /// - Parameter feature: The feature that contains this scenario.
  public func allSteps(in feature: Feature) -> [Step] {
    feature.background + steps
  }
}

/// A tag such as `@refresh`, used to select scenarios.
public struct Tag: Hashable, Sendable {
  /// The name without the leading `@`.
  public var name: String

  /// The location of the `@`.
  public var location: SourceLocation

  /// Creates a tag.
  ///
  /// - Parameters:
  ///   - name: The name without the leading `@`.
  ///   - location: The location of the `@`.
  public init(name: String, location: SourceLocation) {
    self.name = name
    self.location = location
  }
}
