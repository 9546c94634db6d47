/// An array of identified elements that also finds an element by its id in O(1): the
/// collection a composable feature keeps its rows in.
///
/// A feature names a row by its id (`case starTapped(Article.ID)`), so its reducer must find
/// the row by id. In a plain array that is a linear search, paid on every tap: at 100 000 rows
/// it costs more than everything else the tap does. The composable architecture keeps such rows
/// in an *identified array* instead; this is a small one in its shape: the elements in order,
/// and beside them a dictionary from each id to its position.
///
/// ```swift
/// var articles: IdentifiedArrayOf<Article> = []
/// articles.append(contentsOf: firstPage)  // indexes the page's rows only
/// articles[id: "a2"]                      // the article a2, in O(1)
/// ```
///
/// Ids are unique, as in the library: an element whose id is already held is not added again
/// (the first one stays), so a server's overlapping pages show each row once.
///
/// - Complexity: Reading by position or by id is O(1). Appending m elements is O(m)
///   amortised. Both the elements and the index are copy-on-write values: a write to a
///   uniquely held array is done in place; a write to a shared one copies both first.
///
/// Every member is inlinable, as in the library: a feature's module then runs the array's code
/// specialised for its own element type, not through the generic witness tables (which made a
/// replacement of 100 000 rows several times slower).
public struct IdentifiedArray<Element: Identifiable> {
  /// The elements, in order (stored as ``storage``).
  @usableFromInline var storage: [Element]
  /// The position in ``elements`` of each id.
  @usableFromInline var positions: [Element.ID: Int]

  /// The elements, in order.
  @inlinable public var elements: [Element] { storage }

  /// An empty array.
  @inlinable public init() {
    storage = []
    positions = [:]
  }

  /// The elements of `sequence` in order, the first of each id kept.
  ///
  /// - Complexity: O(n) for n elements. An array handed in whose ids are unique is kept, not
  ///   copied.
  @inlinable public init(_ sequence: some Sequence<Element>) {
    let candidates = Array(sequence)
    var positions: [Element.ID: Int] = [:]
    positions.reserveCapacity(candidates.count)
    var isUnique = true
    for (position, element) in candidates.enumerated()
    where positions.updateValue(position, forKey: element.id) != nil {
      isUnique = false
      break
    }
    guard !isUnique else {
      self.storage = candidates
      self.positions = positions
      return
    }
    // A repeated id: the rows are gathered again without the repeats.
    var elements: [Element] = []
    positions.removeAll(keepingCapacity: true)
    for element in candidates where positions[element.id] == nil {
      positions[element.id] = elements.count
      elements.append(element)
    }
    self.storage = elements
    self.positions = positions
  }

  /// The ids, in order.
  ///
  /// - Complexity: O(1) to get; the ids are read from the elements as the result is iterated.
  @inlinable public var ids: LazyMapSequence<[Element], Element.ID> {
    // A closure, not `\.id`: a key path to a generic element's property is projected by the
    // runtime, element by element, ten times slower than the read (a list page's snapshot of
    // 100 000 ids cost it milliseconds).
    storage.lazy.map { $0.id }
  }

  /// The element with `id`, or `nil` when none is held.
  ///
  /// Setting an element replaces the one held with its id, in place; setting one whose id is
  /// not held appends it; setting `nil` removes it (``remove(id:)``).
  ///
  /// - Complexity: O(1) to read; O(1) to write a uniquely held array.
  @inlinable public subscript(id id: Element.ID) -> Element? {
    get { positions[id].map { storage[$0] } }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      precondition(newValue.id == id, "IdentifiedArray: the element set has another id")
      if let position = positions[id] {
        storage[position] = newValue
      } else {
        append(newValue)
      }
    }
  }

  /// Whether an element with `id` is held.
  ///
  /// - Complexity: O(1).
  @inlinable public func contains(id: Element.ID) -> Bool {
    positions[id] != nil
  }

  /// Appends `element` unless an element with its id is held already.
  ///
  /// - Returns: Whether it was appended.
  /// - Complexity: O(1) amortised.
  @discardableResult
  @inlinable public mutating func append(_ element: Element) -> Bool {
    guard positions[element.id] == nil else { return false }
    positions[element.id] = storage.count
    storage.append(element)
    return true
  }

  /// Appends the elements of `newElements` whose ids are not held yet, in order.
  ///
  /// - Complexity: O(m) for m new elements, amortised: nothing already held is copied or
  ///   indexed again when the array is uniquely held.
  @inlinable public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements { append(element) }
  }

  /// The position of the element with `id`, or `nil` when none is held.
  ///
  /// - Complexity: O(1).
  @inlinable public func index(id: Element.ID) -> Int? {
    positions[id]
  }

  /// Removes the element with `id` and returns it, or returns `nil` when none is held.
  ///
  /// - Complexity: O(n): the positions of the elements after it move down by one.
  @discardableResult
  @inlinable public mutating func remove(id: Element.ID) -> Element? {
    guard let position = positions.removeValue(forKey: id) else { return nil }
    let removed = storage.remove(at: position)
    for index in position..<storage.count { positions[storage[index].id] = index }
    return removed
  }

  /// Removes every element, keeping the storage when asked to.
  @inlinable public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    storage.removeAll(keepingCapacity: keepCapacity)
    positions.removeAll(keepingCapacity: keepCapacity)
  }
}

/// An identified array of `Element`, spelled as the library spells it.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element>

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  @inlinable public var startIndex: Int { storage.startIndex }
  @inlinable public var endIndex: Int { storage.endIndex }
  // The index arithmetic of an array, written out: the collection's generic defaults check
  // ranges through witness tables, slowly, when a generic caller (a list's `ForEach`) reaches
  // a row by its offset.
  @inlinable public func index(after i: Int) -> Int { i + 1 }
  @inlinable public func index(before i: Int) -> Int { i - 1 }
  @inlinable public func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance }
  @inlinable public func distance(from start: Int, to end: Int) -> Int { end - start }

  /// The element at `position`; a write keeps its id (the index is not touched).
  ///
  /// - Complexity: O(1); in place when the array is uniquely held.
  @inlinable public subscript(position: Int) -> Element {
    // Read in place: `rows[0].title` copies no row.
    _read { yield storage[position] }
    _modify {
      let id = storage[position].id
      yield &storage[position]
      precondition(storage[position].id == id, "IdentifiedArray: an element's id changed")
    }
    set {
      precondition(newValue.id == storage[position].id, "IdentifiedArray: an element's id changed")
      storage[position] = newValue
    }
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  @inlinable public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Two arrays are equal when they hold equal elements in the same order; the index follows
  /// from the elements.
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
  public var description: String { elements.description }
}
