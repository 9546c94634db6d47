/// The star changes the server has not answered yet, saved on the device so that a relaunch
/// loses none of them: those waiting for the connection and those whose request is in flight,
/// in the order they go out.
///
/// It is written as a few lines of text, one star each, so that a reviewer can read what an app
/// kept:
///
/// ```text
/// outbox 1
/// favorite a2 on
/// favorite a5 off
/// ```
///
/// Reading rejects the whole outbox when one line is wrong — another format, a line that is not
/// a favorite, an id that is not one, a star twice — with the line it is on: a half-applied
/// outbox would send some of the user's changes and silently drop the others.
///
/// ```swift
/// let outbox = try SavedOutbox(reading: "outbox 1\nfavorite a2 on\n")
/// outbox.changes  // [FavoriteChange(id: "a2", isFavorite: true)]
/// ```
public struct SavedOutbox: Hashable, Sendable, CustomStringConvertible {
  /// The format this app writes and reads; an app reads no other.
  public static let format = 1

  /// The changes, in the order their requests go out: at most one per star.
  public let changes: [FavoriteChange]

  /// An outbox holding `changes`; a star changed twice keeps its last change, in its place.
  ///
  /// - Complexity: O(n) for n changes, and no allocation when no star is there twice: the
  ///   app builds its outbox on every tap.
  public init(_ changes: [FavoriteChange]) {
    guard Self.holdsAStarTwice(changes) else {
      self.changes = changes
      return
    }
    var seen = Set<Article.ID>(minimumCapacity: changes.count)
    var kept: [FavoriteChange] = []
    kept.reserveCapacity(changes.count)
    for change in changes.reversed() where seen.insert(change.id).inserted { kept.append(change) }
    self.changes = kept.reversed()
  }

  /// Whether two of `changes` are of the same star: compared pairwise while they are few (an
  /// outbox holds the stars the user just changed), by a set beyond.
  private static func holdsAStarTwice(_ changes: [FavoriteChange]) -> Bool {
    guard changes.count > 16 else {
      for later in changes.indices {
        for earlier in changes.indices where earlier < later {
          if changes[earlier].id == changes[later].id { return true }
        }
      }
      return false
    }
    var seen = Set<Article.ID>(minimumCapacity: changes.count)
    for change in changes where !seen.insert(change.id).inserted { return true }
    return false
  }

  /// The outbox of the changes in flight, each with the number of its request, and those
  /// waiting for the connection, in the order of their last tap: the order they go out, those
  /// sent first. A star in both waits: its latest change goes out in its place.
  ///
  /// - Complexity: O(f log f + w) for f changes in flight and w waiting.
  public init(inFlight: [(request: Int, change: FavoriteChange)], waiting: [FavoriteChange]) {
    guard !inFlight.isEmpty else {
      self.init(waiting)
      return
    }
    var changes = inFlight.sorted { $0.request < $1.request }.map(\.change)
    changes += waiting
    self.init(changes)
  }

  /// The empty outbox: nothing waits for the server.
  public static let empty = SavedOutbox([])

  /// Whether nothing waits for the server.
  public var isEmpty: Bool { changes.isEmpty }

  /// The text the app saves, written into one buffer: the app writes it on every tap.
  public var text: String {
    var text = "outbox \(Self.format)\n"
    text.reserveCapacity(text.utf8.count + changes.count * 24)
    for change in changes {
      text += "favorite "
      text += change.id.rawValue
      text += change.isFavorite ? " on\n" : " off\n"
    }
    return text
  }

  /// `a2 on, a5 off`, as scenarios write an outbox; `empty` for none.
  public var description: String {
    changes.isEmpty ? "empty" : changes.map(\.description).joined(separator: ", ")
  }

  /// Reads what an app saved.
  ///
  /// - Throws: ``Rejection``, naming the line that is wrong.
  public init(reading text: String) throws(Rejection) {
    let saved: SavedText
    do {
      saved = try SavedText(text, keyword: "outbox", expecting: Self.format)
    } catch {
      throw .unreadable(line: 1, error.message)
    }
    guard saved.format == Self.format else { throw .otherFormat(saved.format) }
    var changes: [FavoriteChange] = []
    var lineOfStar: [Article.ID: Int] = [:]
    for (number, line) in saved.body {
      let change = try Self.change(line, at: number)
      if let first = lineOfStar.updateValue(number, forKey: change.id) {
        throw .unreadable(
          line: number, "a second change of \(change.id), whose change is on line \(first)")
      }
      changes.append(change)
    }
    self.changes = changes
  }

  private static func change(_ line: String, at number: Int) throws(Rejection) -> FavoriteChange {
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3, words[0] == "favorite" else {
      throw .unreadable(
        line: number, "expected 'favorite <id> on' or 'favorite <id> off'; found '\(line)'")
    }
    // An id is what a link may carry: the same rule, so a saved id is as safe as a link's.
    guard !words[1].isEmpty, words[1].allSatisfy(\.isValidInArticleID) else {
      throw .unreadable(line: number, "'\(words[1])' is not a valid article id")
    }
    let id = Article.ID(String(words[1]))
    switch words[2] {
    case "on": return FavoriteChange(id: id, isFavorite: true)
    case "off": return FavoriteChange(id: id, isFavorite: false)
    default:
      throw .unreadable(line: number, "expected 'on' or 'off' after '\(id)'; found '\(words[2])'")
    }
  }

  /// Why a saved outbox is not applied.
  public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// Saved by a version of the app that wrote another format.
    case otherFormat(Int)
    /// A line that is not what the format says.
    case unreadable(line: Int, String)

    public var description: String {
      switch self {
      case .otherFormat(let format):
        "saved in outbox format \(format); this app reads format \(SavedOutbox.format)"
      case .unreadable(let line, let message): "line \(line): \(message)"
      }
    }
  }
}

/// One star the user set, as the outbox keeps it: a favorite request sets a value, so sending
/// it again leaves the server as sending it once did.
public struct FavoriteChange: Hashable, Sendable, CustomStringConvertible {
  public var id: Article.ID
  public var isFavorite: Bool

  public init(id: Article.ID, isFavorite: Bool) {
    self.id = id
    self.isFavorite = isFavorite
  }

  /// `a2 on`.
  public var description: String { "\(id) \(isFavorite ? "on" : "off")" }
}
