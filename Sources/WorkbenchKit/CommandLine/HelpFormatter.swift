/// Renders the usage line and the help text of a command.
///
/// The help text is a series of sections separated by blank lines, wrapped at 80 columns:
///
/// ```
/// OVERVIEW: Run the scenarios against the patterns.
///
/// USAGE: workbench run [<path> ...] [--format <format>]
///
/// ARGUMENTS:
///   <path>                  Extra .feature files or folders to run.
///
/// OPTIONS:
///   --format <format>       Output format: text or json. (default: text)
///   -h, --help              Show help information.
/// ```
///
/// Descriptions start at column 26 and wrap onto aligned continuation lines; a label too
/// wide for its column gets a line of its own.
struct HelpFormatter {
  /// The widest a help line may be, unless a single word is wider.
  static let width = 80
  /// The column where descriptions in the argument, option and subcommand lists start.
  static let descriptionColumn = 26

  /// The command to describe.
  let command: CommandSpec
  /// The words that select the command, starting with the program name.
  let path: [String]

  /// The one-line usage, such as `workbench run [<path> ...] [--format <format>]`.
  var usage: String {
    ([path.joined(separator: " ")] + usageComponents).joined(separator: " ")
  }

  /// The full help text, without a trailing newline.
  var helpText: String {
    let overview = Self.wrap(["OVERVIEW:"] + Self.words(command.abstract), hangingIndent: 0)
    var sections = [overview.joined(separator: "\n")]
    if let discussion = command.discussion {
      let paragraphs = discussion.split(separator: "\n", omittingEmptySubsequences: false)
      let lines = paragraphs.flatMap { Self.wrap(Self.words(String($0)), hangingIndent: 0) }
      sections.append(lines.joined(separator: "\n"))
    }
    let lead = "USAGE: " + path.joined(separator: " ")
    let usageLines = Self.wrap([lead] + usageComponents, hangingIndent: lead.count + 1)
    sections.append(usageLines.joined(separator: "\n"))
    let positionals = command.arguments.filter { $0.kind == .positional }
    if !positionals.isEmpty {
      sections.append(list("ARGUMENTS:", positionals.map { ($0.helpLabel, $0.helpDescription) }))
    }
    let options = command.arguments.filter { $0.kind != .positional }
    let optionRows = options.map { ($0.helpLabel, $0.helpDescription) }
    sections.append(list("OPTIONS:", optionRows + [("-h, --help", "Show help information.")]))
    if !command.subcommands.isEmpty {
      sections.append(subcommandList)
    }
    return sections.joined(separator: "\n\n")
  }

  /// The arguments of a leaf, or a subcommand placeholder for a command that dispatches.
  private var usageComponents: [String] {
    guard command.subcommands.isEmpty else {
      return [command.defaultSubcommand == nil ? "<subcommand>" : "[<subcommand>]"]
    }
    return command.arguments.map(\.usageComponent)
  }

  /// The subcommands with their abstracts, the default marked, and how to get their help.
  private var subcommandList: String {
    let rows = command.subcommands.map { subcommand in
      let marker = subcommand.name == command.defaultSubcommand ? " (default)" : ""
      return (subcommand.name + marker, subcommand.abstract)
    }
    let helpPath = [path[0], "help"] + path.dropFirst() + ["<subcommand>"]
    let hint = "  See '\(helpPath.joined(separator: " "))' for detailed help."
    return list("SUBCOMMANDS:", rows) + "\n\n" + hint
  }

  /// A titled list of labels with their descriptions aligned at `descriptionColumn`.
  private func list(_ title: String, _ rows: [(label: String, description: String)]) -> String {
    let column = Self.descriptionColumn
    let indent = String(repeating: " ", count: column)
    var lines = [title]
    for row in rows {
      let label = "  " + row.label
      let description = Self.wrap(
        Self.words(row.description), width: Self.width - column, hangingIndent: 0)
      guard let first = description.first, !first.isEmpty else {
        lines.append(label)
        continue
      }
      if label.count + 2 <= column {
        lines.append(label.padding(to: column) + first)
      } else {
        lines.append(label)
        lines.append(indent + first)
      }
      lines += description.dropFirst().map { indent + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// The words of a text, split on spaces.
  private static func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }

  /// Groups words into lines no wider than `width`, indenting every line after the first.
  ///
  /// A word is never split; one wider than the line gets a line of its own.
  private static func wrap(
    _ words: [String], width: Int = HelpFormatter.width, hangingIndent: Int
  ) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(repeating: " ", count: hangingIndent) + word
      }
    }
    lines.append(line)
    return lines
  }
}

extension String {
  /// The string followed by spaces up to `width` characters; unchanged if already as wide.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
