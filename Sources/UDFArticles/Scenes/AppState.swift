public import ArticleDomain

/// The store's one value: the account's facts once, and the pages of each window.
///
/// Rule: one owner for the facts. A star lives in ``account``, never in a window's pages, so a
/// star tapped in one window is the star every window shows — in the same action, with no copy
/// to keep in step.
public struct AppState: Hashable, Sendable {
  public var account: AccountState
  /// The open windows' pages.
  public var scenes: [SceneID: ScenePages]

  /// The state of an app whose first window shows nothing yet.
  public init(isLoggedIn: Bool = false) {
    account = AccountState(isLoggedIn: isLoggedIn)
    scenes = [.first: ScenePages()]
  }

  /// The open windows, in the order they opened.
  public var sceneIDs: [SceneID] { scenes.keys.sorted() }

  /// What window `id` shows with the account's facts, or `nil` once it has closed.
  public func scene(_ id: SceneID) -> ArticlesState? {
    scenes[id].map { ArticlesState(pages: $0, account: account) }
  }
}

/// What the store of an app with windows is sent.
public enum AppAction: Hashable, Sendable {
  /// An action of the feature in one window: its user's, or an answer to its request.
  case scene(SceneID, ArticlesAction)
  /// An answer to the account's own request — a favorite saved — which no window waits for.
  case account(ArticlesAction)
  /// Another window opened: its pages start as a first launch's.
  case sceneConnected(SceneID)
  /// A window closed: its pages go, and its work stops.
  case sceneClosed(SceneID)
}

extension AppAction: CustomStringConvertible {
  public var description: String {
    switch self {
    case .scene(let id, let action): id == .first ? "\(action)" : "\(id): \(action)"
    case .account(let action): "account: \(action)"
    case .sceneConnected(let id): "\(id) connected"
    case .sceneClosed(let id): "\(id) closed"
    }
  }
}

/// An effect and who runs it, as the root reducer decides (``AppFeature``).
public struct AppEffect: Hashable, Sendable {
  /// Where an effect runs: in a window's runner, whose work ends when the window closes, or in
  /// the account's, whose work — a favorite being saved, the outbox — outlives every window.
  public enum Runner: Hashable, Sendable {
    case scene(SceneID)
    case account
  }

  public let effect: ArticlesEffect
  public let runner: Runner

  public init(_ effect: ArticlesEffect, runBy runner: Runner) {
    self.effect = effect
    self.runner = runner
  }
}
