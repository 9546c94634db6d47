/// A window of the app, numbered in the order the windows opened: the app's own is 1.
///
/// The store patterns key each window's pages by it; the harness names the same windows
/// `scene 1`, `scene 2`.
public struct SceneID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: Int

  public init(_ rawValue: Int) { self.rawValue = rawValue }

  /// The app's own window.
  public static let first = SceneID(1)

  /// The window that opens after this one.
  public var next: SceneID { SceneID(rawValue + 1) }

  public static func < (lhs: SceneID, rhs: SceneID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "scene \(rawValue)" }
}
