import Foundation
import ScenarioKit

/// `workbench list`: the patterns and the scenarios, without running anything.
struct ListCommand {
  let command: ParsedCommand
  let catalog: PatternCatalog

  init(_ command: ParsedCommand, catalog: PatternCatalog) {
    self.command = command
    self.catalog = catalog
  }

  func execute() throws(UsageError) -> CommandOutput {
    let selection: ScenarioSelection
    do throws(SelectionError) {
      selection = try ScenarioSelection(command, catalog: catalog, filters: false)
    } catch {
      return error.output
    }
    if command.value("format") == "json" {
      return CommandOutput(exitCode: .success, standardOutput: json(selection))
    }
    var lines = ["PATTERNS"]
    let width = (selection.patterns.map(\.name.count).max() ?? 0) + 2
    let variants = selection.patterns.filter { catalog.isVariant($0.name) }
    for pattern in selection.patterns where !catalog.isVariant(pattern.name) {
      lines.append("  " + pattern.name.padded(to: width) + pattern.summary)
    }
    if !variants.isEmpty {
      lines += [
        "",
        "TEACHING VARIANTS (each must fail the scenarios listed in "
          + catalog.registries.map(\.path).joined(separator: " or ") + ")",
      ]
      for variant in variants {
        let count = selection.expectedFailures.entry(for: variant.name)?.scenarios.count ?? 0
        lines.append(
          "  " + variant.name.padded(to: width) + variant.summary + " — must fail \(count)")
      }
    }
    lines.append("")
    lines.append("SCENARIOS (\(selection.scenarios.count))")
    var lastFile = ""
    for scenario in selection.scenarios {
      let reference = scenario.reference
      if reference.file != lastFile {
        lines.append("  \(reference.file) — \(reference.feature)")
        lastFile = reference.file
      }
      let tags = reference.tags.map { "@" + $0 }.joined(separator: " ")
      lines.append(
        "    :\(reference.line)".padded(to: 10) + reference.name + (tags.isEmpty ? "" : "  " + tags)
      )
    }
    return CommandOutput(exitCode: .success, standardOutput: lines.joined(separator: "\n") + "\n")
  }

  private func json(_ selection: ScenarioSelection) -> String {
    struct Listing: Encodable {
      struct Pattern: Encodable {
        var name, summary: String
        var isVariant: Bool
        var mustFail: [String]?
      }
      struct Scenario: Encodable {
        var name, feature, file: String
        var line: Int
        var tags: [String]
      }
      var patterns: [Pattern]
      var scenarios: [Scenario]
    }
    let listing = Listing(
      patterns: selection.patterns.map {
        .init(
          name: $0.name, summary: $0.summary, isVariant: catalog.isVariant($0.name),
          mustFail: selection.expectedFailures.entry(for: $0.name)?.scenarios.map(\.name))
      },
      scenarios: selection.scenarios.map(\.reference).map {
        .init(name: $0.name, feature: $0.feature, file: $0.file, line: $0.line, tags: $0.tags)
      })
    return JSONText.encode(listing)
  }
}

/// `workbench steps`: the vocabulary, grouped, with an example of each step.
enum StepsCommand {
  static func execute(markdown: Bool = false) -> CommandOutput {
    if markdown {
      return CommandOutput(exitCode: .success, standardOutput: StepsCommand.markdown)
    }
    var lines: [String] = []
    for group in StepDefinition.Group.allCases {
      lines.append(group.rawValue.uppercased())
      for definition in StepVocabulary.definitions where definition.group == group {
        lines.append("  \(definition.pattern)")
        lines.append("      \(definition.summary)")
        lines.append("      e.g. \(definition.example)")
      }
      lines.append("")
    }
    lines.append(
      """
      Placeholders: {int} a whole number, {id} an article id such as a2, {ids} ids such as \
      'a1, a2 and a3', {string} text in double quotes, {requests} request numbers such as \
      '#1 and #2'.

      Scenes: any act or check may start 'in scene N, ' to act in, or read, the window of scene \
      N, such as 'in scene 2, the star of a2 is filled'; a step that names none is scene 1's.
      """)
    return CommandOutput(exitCode: .success, standardOutput: lines.joined(separator: "\n") + "\n")
  }
}

extension StepsCommand {
  /// The vocabulary as a Markdown section, the one `Scenarios/README.md` carries.
  static var markdown: String {
    var lines: [String] = []
    for group in StepDefinition.Group.allCases {
      lines += ["### \(group.rawValue)", "", "| Step | Example | What it does |", "|---|---|---|"]
      for definition in StepVocabulary.definitions where definition.group == group {
        let example = definition.example.split(separator: "\n").first.map(String.init) ?? ""
        let cells = [
          "`\(definition.pattern)`", "`\(example)`", definition.summary,
        ].map { $0.replacingOccurrences(of: "|", with: "\\|") }
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
