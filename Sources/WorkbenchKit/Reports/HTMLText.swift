/// Escaping for text placed in HTML and XML, in element content and in quoted attributes.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities.
  ///
  /// ```swift
  /// HTMLText.escape("<b> & 'co'")  // "&lt;b&gt; &amp; &#39;co&#39;"
  /// ```
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// `escape(_:)` for XML 1.0, which also forbids most control characters: they become `?`.
  static func escapeXML(_ text: String) -> String {
    let allowed = String.UnicodeScalarView(
      text.unicodeScalars.map { scalar in
        scalar.value >= 0x20 || scalar == "\n" || scalar == "\t" || scalar == "\r" ? scalar : "?"
      })
    return escape(String(allowed))
  }

  /// A fragment identifier made of `text`'s letters and digits.
  static func anchor(_ text: String) -> String {
    String(
      text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        .reduce(into: "") { result, character in
          if !(character == "-" && result.hasSuffix("-")) { result.append(character) }
        })
  }
}
