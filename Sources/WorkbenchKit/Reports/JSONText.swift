import Foundation

/// Encodes report values as stable, readable JSON (sorted keys, two-space indent).
enum JSONText {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
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
