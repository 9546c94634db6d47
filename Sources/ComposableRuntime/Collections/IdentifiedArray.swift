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
public struct IdentifiedArray<Element: Identifiable> {
  /// The elements, in order.
  public private(set) var elements: [Element]
  /// The position in ``elements`` of each id.
  private var positions: [Element.ID: Int]

  /// An empty array.
  public init() {
    elements = []
    positions = [:]
  }

  /// The elements of `sequence` in order, the first of each id kept.
  ///
  /// - Complexity: O(n) for n elements. An array handed in whose ids are unique is kept, not
  ///   copied.
  public init(_ sequence: some Sequence<Element>) {
    let candidates = Array(sequence)
    var positions: [Element.ID: Int] = [:]
    positions.reserveCapacity(candidates.count)
    var isUnique = true
    for (position, element) in candidates.enumerated() {
      if positions[element.id] == nil { positions[element.id] = position } else { isUnique = false }
    }
    guard !isUnique else {
      self.elements = candidates
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
    self.elements = elements
    self.positions = positions
  }

  /// The ids, in order.
  ///
  /// - Complexity: O(1) to get; the ids are read from the elements as the result is iterated.
  public var ids: LazyMapSequence<[Element], Element.ID> { elements.lazy.map(\.id) }

  /// The element with `id`, or `nil` when none is held; setting `nil` is not supported.
  ///
  /// Setting an element replaces the one held with its id, in place; setting one whose id is
  /// not held appends it.
  ///
  /// - Complexity: O(1) to read; O(1) to write a uniquely held array.
  public subscript(id id: Element.ID) -> Element? {
    get { positions[id].map { elements[$0] } }
    set {
      guard let newValue else {
        preconditionFailure("IdentifiedArray: removing by id is not supported")
      }
      precondition(newValue.id == id, "IdentifiedArray: the element set has another id")
      if let position = positions[id] {
        elements[position] = newValue
      } else {
        append(newValue)
      }
    }
  }

  /// Whether an element with `id` is held.
  ///
  /// - Complexity: O(1).
  public func contains(id: Element.ID) -> Bool {
    positions[id] != nil
  }

  /// Appends `element` unless an element with its id is held already.
  ///
  /// - Returns: Whether it was appended.
  /// - Complexity: O(1) amortised.
  @discardableResult
  public mutating func append(_ element: Element) -> Bool {
    guard positions[element.id] == nil else { return false }
    positions[element.id] = elements.count
    elements.append(element)
    return true
  }

  /// Appends the elements of `newElements` whose ids are not held yet, in order.
  ///
  /// - Complexity: O(m) for m new elements, amortised: nothing already held is copied or
  ///   indexed again when the array is uniquely held.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements { append(element) }
  }

  /// Removes every element, keeping the storage when asked to.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    elements.removeAll(keepingCapacity: keepCapacity)
    positions.removeAll(keepingCapacity: keepCapacity)
  }
}

/// An identified array of `Element`, spelled as the library spells it.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element>

extension IdentifiedArray: RandomAccessCollection {
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element { elements[position] }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Two arrays are equal when they hold equal elements in the same order; the index follows
  /// from the elements.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
  public var description: String { elements.description }
}
