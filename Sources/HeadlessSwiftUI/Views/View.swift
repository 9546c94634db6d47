/// A piece of user interface described as a value: SwiftUI's `View`.
///
/// A view is a struct that says what to show in ``body``, built from other views. The toolkit
/// makes the struct again each time the view that contains it is evaluated, and keeps what must
/// outlive the struct — its ``State``, its tasks — by the view's identity: its place in the
/// tree, or the id given with `.id(_:)` or by a ``ForEach``.
///
/// ```swift
/// struct Greeting: View {
///   let name: String
///   var body: some View {
///     Text("Hello, \(name)")
///   }
/// }
/// ```
///
/// Views are isolated to the main actor, as SwiftUI's are with the iOS 18 SDK.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View

  /// What this view shows. Evaluated by the toolkit, never by the view's own code: when the
  /// view first appears, when its parent hands it a different value, and when something the
  /// last evaluation read (a ``State``, a property of an `@Observable` model) changed.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("`Never` has no body") }
}

/// The body of a view built into the toolkit, which has none.
func primitiveBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is built into the toolkit and has no body")
}

/// A view that shows nothing.
public struct EmptyView: View {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {}

/// Builds a view from the statements of a closure or a `body`, as SwiftUI's `ViewBuilder`
/// does: several views in a row, `if`, `if`/`else`, `switch` and `if let`.
@MainActor @resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView(repeat each content)
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
    content
  }
}

/// Several views in a row, as a ``ViewBuilder`` with more than one statement makes them.
public struct TupleView<T>: View {
  public var value: T
  /// The views of `value`, in order, when the builder made it: read without reflection.
  private let views: [any View]?

  public init(_ value: T) {
    self.value = value
    views = nil
  }

  init<each Content: View>(_ content: repeat each Content) where T == (repeat each Content) {
    value = (repeat each content)
    var views: [any View] = []
    for view in repeat each content { views.append(view) }
    self.views = views
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
  var children: [Child] {
    let views = views ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    return views.enumerated().map { Child(key: $0.offset, view: $0.element) }
  }
}

/// Two tuples of views are compared by their views; how they were made does not matter.
extension TupleView: ComparedByToolkit {
  func matches(_ other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return ViewComparison.valuesMatch(value, other.value)
  }
}

/// One of two views, as an `if`/`else` or a `switch` in a ``ViewBuilder`` makes it. The two
/// branches are two identities: switching branch removes one view, with its state, and makes
/// the other anew.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
  var children: [Child] {
    switch storage {
    case .trueContent(let content): [Child(key: true, view: content)]
    case .falseContent(let content): [Child(key: false, view: content)]
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  var children: [Child] { map { [Child(key: 0, view: $0)] } ?? [] }
}

/// Views grouped without changing how they show; modifiers on the group apply to each.
public struct Group<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView {
  var children: [Child] { [Child(key: 0, view: content)] }
}

/// Views one above the other. The headless screen has no layout, so a stack only groups.
public struct VStack<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody(Self.self) }
}

extension VStack: PrimitiveView {
  var children: [Child] { [Child(key: 0, view: content)] }
}

/// Views side by side. The headless screen has no layout, so a stack only groups.
public struct HStack<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView {
  var children: [Child] { [Child(key: 0, view: content)] }
}
