import ComposableRuntime
import Testing

/// The identified array: rows in order, found by id, and copy-on-write on both paths.
@Suite("IdentifiedArray")
struct IdentifiedArrayTests {
  struct Row: Identifiable, Equatable {
    var id: String
    var title: String
  }

  static func rows(_ ids: String...) -> [Row] {
    ids.map { Row(id: $0, title: "Title \($0)") }
  }

  @Test func findsEveryElementByIdAndByPosition() {
    let array = IdentifiedArray(Self.rows("a1", "a2", "a3"))
    #expect(array.count == 3)
    #expect(array[1].id == "a2")
    #expect(array[id: "a3"]?.title == "Title a3")
    #expect(array[id: "a4"] == nil)
    #expect(array.contains(id: "a1"))
    #expect(Array(array.ids) == ["a1", "a2", "a3"])
  }

  @Test func appendingAPageIndexesItsRowsAndSkipsIdsAlreadyHeld() {
    var array: IdentifiedArrayOf<Row> = IdentifiedArray(Self.rows("a1", "a2"))
    array.append(contentsOf: Self.rows("a2", "a3"))
    #expect(Array(array.ids) == ["a1", "a2", "a3"])
    #expect(array[id: "a3"] == array[2])
    let appended = array.append(Row(id: "a1", title: "again"))
    #expect(!appended)
    #expect(array[id: "a1"]?.title == "Title a1", "the first row of an id stays")
  }

  @Test func aSequenceWithARepeatedIdKeepsTheFirstOfEach() {
    let array = IdentifiedArray(Self.rows("a1", "a2", "a1", "a3"))
    #expect(Array(array.ids) == ["a1", "a2", "a3"])
    #expect(array[id: "a3"] == array[2])
  }

  @Test func settingByIdReplacesInPlaceOrAppends() {
    var array = IdentifiedArray(Self.rows("a1", "a2"))
    array[id: "a1"] = Row(id: "a1", title: "Renamed")
    array[id: "a9"] = Row(id: "a9", title: "New")
    #expect(array.map(\.title) == ["Renamed", "Title a2", "New"])
    #expect(array[id: "a9"] == array[2])
  }

  @Test func aWriteToASharedArrayLeavesTheOtherCopyAsItWas() {
    let original = IdentifiedArray(Self.rows("a1", "a2"))
    var copy = original
    copy.append(contentsOf: Self.rows("a3"))
    copy[id: "a1"] = Row(id: "a1", title: "Changed")
    #expect(original.map(\.title) == ["Title a1", "Title a2"])
    #expect(original[id: "a3"] == nil)
    #expect(copy[id: "a3"] != nil)
    #expect(copy[id: "a1"]?.title == "Changed")
  }

  @Test func anAppendToAUniquelyHeldArrayKeepsItsStorage() {
    var array = IdentifiedArray<Row>()
    array.append(contentsOf: Self.rows("a1", "a2"))
    var elements = array.elements
    elements.reserveCapacity(16)
    array = IdentifiedArray(elements)
    elements = []
    let before = array.elements.withUnsafeBufferPointer { $0.baseAddress }
    array.append(contentsOf: Self.rows("a3"))
    let after = array.elements.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after, "no copy: the array was uniquely held and had room")
  }

  @Test func removingEverythingEmptiesTheIndexToo() {
    var array = IdentifiedArray(Self.rows("a1"))
    array.removeAll(keepingCapacity: true)
    #expect(array.isEmpty)
    #expect(array[id: "a1"] == nil)
    array.append(contentsOf: Self.rows("a1"))
    #expect(array[id: "a1"] == array[0])
  }

  @Test func equalArraysHoldEqualElementsInOrder() {
    let literal: IdentifiedArrayOf<Row> = [Row(id: "a1", title: "One")]
    #expect(literal == IdentifiedArray([Row(id: "a1", title: "One")]))
    #expect(literal != IdentifiedArray([Row(id: "a1", title: "Two")]))
  }

  @Test func removingByIDKeepsTheOthersFoundByID() {
    var array = IdentifiedArray(Self.rows("a1", "a2", "a3"))
    #expect(array.remove(id: "a1")?.id == "a1")
    array[id: "a3"] = nil
    #expect(array.remove(id: "a9") == nil)
    #expect(Array(array.ids) == ["a2"])
    #expect(array.index(id: "a2") == 0)
    #expect(array[id: "a2"]?.id == "a2")
    #expect(array[id: "a3"] == nil)
    array.append(contentsOf: Self.rows("a3"))
    #expect(array.index(id: "a3") == 1)
  }

  @Test func anElementWrittenByPositionKeepsItsPlaceAndItsID() {
    var array = IdentifiedArray(Self.rows("a1", "a2"))
    let shared = array
    array[1].title = "Renamed"
    #expect(array[id: "a2"]?.title == "Renamed")
    #expect(shared[id: "a2"]?.title != "Renamed", "the shared copy keeps its row")
  }
}
