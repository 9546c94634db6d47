/// A pattern's trace detail as the timelines show it: Swift's qualified names without their
/// qualifications.
///
/// A pattern that traces a value as Swift describes it — a TCA-style reducer printing its
/// actions, as `_printChanges` does — gets the names of modules and enclosing types with every
/// nested case: `TCAArticles.ListFeature.Action.starTapped("a2")`, or
/// `Swift.Result<ArticleDomain.Page, ArticleDomain.ArticleError>.failure(…)`. A reader of a
/// timeline needs the cases, and a teaching variant (a pattern module compiled again under
/// another name) must read as its pattern does; so the harness drops the qualifications from
/// every pattern's actions alike, and a pattern traces what it has in hand.
enum TraceText {
  /// `detail` without qualifications: wherever a name starts, a run of capitalised names
  /// (each with its generic arguments, if any) each followed by a dot, before another name, is
  /// dropped. `ListFeature.Action.starTapped(a2)` reads `starTapped(a2)`; `Down. Retry`, `1.5`
  /// and a string's text (`"Swift.org"`) are left as they are.
  ///
  /// - Complexity: O(n) in the detail's bytes; a detail with no dot is returned as it is.
  static func unqualified(_ detail: String) -> String {
    guard detail.utf8.contains(UInt8(ascii: ".")) else { return detail }
    let bytes = Array(detail.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    var atNameStart = true
    while index < bytes.count {
      if atNameStart, let end = qualificationEnd(in: bytes, from: index) {
        index = end
        atNameStart = false
        continue
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        // A string's text is what somebody typed or a server sent: left as it is.
        let end = stringEnd(in: bytes, from: index)
        result.append(contentsOf: bytes[index..<end])
        index = end
        atNameStart = true
        continue
      }
      result.append(byte)
      atNameStart = !continuesName(byte)
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The index after the string literal that opens at `start`: after its closing quote, or
  /// the end of the detail.
  private static func stringEnd(in bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index + 1
      default: index += 1
      }
    }
    return bytes.count
  }

  /// Where the qualification that starts at `start` ends (the index of the name it
  /// qualifies), or `nil` when none starts there.
  private static func qualificationEnd(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    var end: Int?
    while let afterSegment = segmentEnd(in: bytes, from: index),
      afterSegment + 1 < bytes.count, bytes[afterSegment] == UInt8(ascii: "."),
      startsName(bytes[afterSegment + 1])
    {
      index = afterSegment + 1
      end = index
    }
    return end
  }

  /// The end of a capitalised name with its generic arguments (`Result<Page, Error>`) at
  /// `start`, or `nil` when no such name starts there.
  private static func segmentEnd(in bytes: [UInt8], from start: Int) -> Int? {
    guard start < bytes.count, isUppercase(bytes[start]) else { return nil }
    var index = start + 1
    while index < bytes.count, continuesIdentifier(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return index }
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"):
        depth -= 1
        if depth == 0 { return index + 1 }
      case UInt8(ascii: "\""), UInt8(ascii: "\n"): return nil
      default: break
      }
      index += 1
    }
    return nil
  }

  private static func isUppercase(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func startsName(_ byte: UInt8) -> Bool {
    isUppercase(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || byte == UInt8(ascii: "_")
  }

  private static func continuesIdentifier(_ byte: UInt8) -> Bool {
    startsName(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Whether `byte` can be inside a qualified name, so that no qualification starts after it.
  private static func continuesName(_ byte: UInt8) -> Bool {
    continuesIdentifier(byte) || byte == UInt8(ascii: ".")
  }
}
