import ScenarioKit
import Testing

@Suite("FeatureParser fuzzing")
struct FeatureParserFuzzTests {
  /// Characters that mean something to the parser, plus a few that commonly break parsers.
  private static let insertions: [String] = [
    "|", "\"\"\"", "```", "@", ":", "#", "<", ">", "\\", " ", "\t", "\n", "\r\n", "\r",
    "\u{FEFF}", "\u{FFFD}", "é", "e\u{301}", "👩‍💻", "Scenario:", "Given ", "And ", "Examples:",
    "Scenario Outline:", "Background:", "Feature:", "<id>", "| a |", "@tag ",
  ]

  /// Applies one random edit: insert a fragment, delete a span, or duplicate, drop or swap lines.
  private static func mutate(_ text: String, using generator: inout SplitMix64) -> String {
    var characters = Array(text)
    let position = Int.random(in: 0...characters.count, using: &generator)
    switch Int.random(in: 0..<5, using: &generator) {
    case 0:
      characters.insert(
        contentsOf: insertions.randomElement(using: &generator) ?? "", at: position)
    case 1:
      let end = min(characters.count, position + Int.random(in: 1...8, using: &generator))
      characters.removeSubrange(position..<end)
    default:
      var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false)
      let first = Int.random(in: 0..<lines.count, using: &generator)
      let second = Int.random(in: 0..<lines.count, using: &generator)
      if Bool.random(using: &generator) {
        lines.swapAt(first, second)
      } else if Bool.random(using: &generator) {
        lines.insert(lines[first], at: second)
      } else {
        lines.remove(at: first)
      }
      return lines.joined(separator: "\n")
    }
    return String(characters)
  }

  /// The length in characters of each line, split the way editors (and the parser) do.
  private static func lineLengths(of text: String) -> [Int] {
    var scalars = Substring(text).unicodeScalars
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    return Substring(scalars).split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }.map(\.count)
  }

  @Test func survivesTwoThousandMutationsWithLocationsInsideTheFile() {
    var generator = SplitMix64(seed: 2024)
    var failures = 0
    for _ in 0..<2000 {
      var source = pullToRefreshFeature
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        source = Self.mutate(source, using: &generator)
      }
      do {
        _ = try FeatureParser.parse(source, file: "fuzz.feature")
      } catch {
        failures += 1
        let lengths = Self.lineLengths(of: source)
        #expect(!error.diagnostics.isEmpty)
        for diagnostic in error.diagnostics {
          let line = diagnostic.location.line
          #expect((1...lengths.count).contains(line), "\(diagnostic)\n---\n\(source)")
          guard (1...lengths.count).contains(line) else { continue }
          #expect(
            (1...(lengths[line - 1] + 1)).contains(diagnostic.location.column),
            "\(diagnostic)\n---\n\(source)")
        }
      }
    }
    // The mutations should mostly break the file; otherwise the test exercises little.
    #expect(failures > 1000)
  }

  @Test func survivesRandomBytesDecodedWithReplacementCharacters() {
    var generator = SplitMix64(seed: 7)
    // Mostly bytes the parser reacts to, some invalid UTF-8 lead and continuation bytes.
    let alphabet =
      Array("Feature:Scenario Given|@#<>\"\\ \t\n\r".utf8) + [0xC3, 0xA9, 0xFF, 0x80, 0xEF]
    for _ in 0..<500 {
      let count = Int.random(in: 0...200, using: &generator)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
      let source = String(decoding: bytes, as: UTF8.self)
      do {
        _ = try FeatureParser.parse(source, file: "bytes.feature")
      } catch {
        #expect(error.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
      }
    }
  }
}
