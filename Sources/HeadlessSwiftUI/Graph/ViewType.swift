/// What the graph needs to know of a view type, found out once per type.
///
/// Whether a view is built in, whether it reads the environment, whether it has dynamic
/// properties to set up and how two of its values compare depend on its type only. A node keeps
/// its view's type (a node's view never changes type: a place that holds a view of another type
/// is a new node), so bringing a node up to date looks nothing up, however many rows are
/// compared.
@MainActor
final class ViewType {
  /// The type's identity.
  let identifier: ObjectIdentifier
  /// Opens a value of the type as a built-in view; `nil` for a view with a body.
  let builtIn: ((any View) -> any PrimitiveView)?
  /// Whether the view reads the environment through an ``Environment`` property, so that a
  /// new environment brings it up to date.
  let readsEnvironment: Bool
  /// Whether the view has dynamic properties (``State``, ``Environment``, …) to set up before
  /// its body is evaluated.
  let hasDynamicProperties: Bool
  /// Whether two values of the type match, so that the second needs no evaluation
  /// (``ViewComparison``).
  let isSame: (any View, any View) -> Bool
  /// The type's name, for counting body evaluations: describing a type is slow, so it is
  /// described once.
  private(set) lazy var name = String(describing: type)
  private let type: any View.Type

  private init(of view: any View) {
    type = Swift.type(of: view)
    identifier = ObjectIdentifier(type)
    builtIn = PrimitiveViews.opener(for: view)
    let properties = Mirror(reflecting: view).children.map(\.value)
    readsEnvironment = properties.contains { $0 is any ReadsEnvironment }
    hasDynamicProperties = properties.contains { $0 is any InstalledProperty }
    isSame = ViewComparison.comparison(for: view)
  }

  /// The facts of the type of `view`, found out the first time a value of the type is met.
  static func of(_ view: any View) -> ViewType {
    let identifier = ObjectIdentifier(Swift.type(of: view))
    if let known = known[identifier] { return known }
    let new = ViewType(of: view)
    known[identifier] = new
    return new
  }

  private static var known: [ObjectIdentifier: ViewType] = [:]
}
