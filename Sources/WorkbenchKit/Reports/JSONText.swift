import Foundation

/// Encodes report values as stable JSON (sorted keys): readable (two-space indent), or
/// `compact` (no whitespace) for a file as large as a whole run's results.
enum JSONText {
  static func encode(_ value: some Encodable, compact: Bool = false) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if !compact { encoder.outputFormatting.insert(.prettyPrinted) }
    guard let data = try? encoder.encode(value) else {
      preconditionFailure("report values always encode")
    }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension JSONText {
  /// Decodes a value `encode(_:)` wrote, or any JSON of the same shape.
  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    try JSONDecoder().decode(type, from: data)
  }
}
