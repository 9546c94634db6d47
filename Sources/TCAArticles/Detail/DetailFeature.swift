public import ArticleDomain
public import ComposableRuntime

/// One article's detail page: load when it first appears, retry, show a missing article.
///
/// One file for both TCA-style chapters: the UIKit app presents the detail
/// (`ifLet(\.presentedDetail, …)`), the SwiftUI app pushes it as a page of its navigation stack
/// (`forEach(\.path, …)`).
///
/// Rule: the detail's effects live as long as its state. Going back removes the state (sets it
/// to `nil`, or pops the page) and the runtime cancels the request in the same step; a deep link
/// that replaces the detail does the same. The request's own id, ``CancelID/load`` with
/// `cancelInFlight: true`, makes a retry replace it.
public struct DetailFeature: Reducer {
  /// One page's state, each property observed on its own, as `@ObservableState` makes it.
  public struct State: ObservableState, Equatable, Sendable, Identifiable {
    /// The article the page shows; its identity for `ifLet` and in the stack.
    public let id: Article.ID
    /// Whether the page appeared once; the detail is requested only then.
    public var hasAppeared: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.hasAppeared)
        return _hasAppeared
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.hasAppeared, &_hasAppeared, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.hasAppeared)
        defer { _$observationRegistrar.didModify(self, keyPath: \.hasAppeared) }
        yield &_hasAppeared
      }
    }
    public var isLoading: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.isLoading)
        return _isLoading
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.isLoading, &_isLoading, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.isLoading)
        defer { _$observationRegistrar.didModify(self, keyPath: \.isLoading) }
        yield &_isLoading
      }
    }
    /// The loaded content.
    public var detail: ArticleDetail? {
      get {
        _$observationRegistrar.access(self, keyPath: \.detail)
        return _detail
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.detail, &_detail, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.detail)
        defer { _$observationRegistrar.didModify(self, keyPath: \.detail) }
        yield &_detail
      }
    }
    /// The failure of the last request; `.notFound` shows as a message, not an error.
    public var failure: ArticleError? {
      get {
        _$observationRegistrar.access(self, keyPath: \.failure)
        return _failure
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.failure, &_failure, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.failure)
        defer { _$observationRegistrar.didModify(self, keyPath: \.failure) }
        yield &_failure
      }
    }
    /// The account's stars: what the article's star shows, as its row does. The detail writes
    /// in only what the server says of its article's star, as the detail arrives. Observed by
    /// the shared value itself.
    @Shared public var favorites: FavoritesFeature.Stars

    private var _hasAppeared = false
    private var _isLoading = false
    private var _detail: ArticleDetail?
    private var _failure: ArticleError?
    let _$observationRegistrar = ObservationStateRegistrar()
    public var _$id: ObservableStateID { _$observationRegistrar.id }

    /// The page of article `id`, whose star shows the stars of `favorites`: the window's
    /// reference to the app's stars, with no default; a page tested alone is given stars of
    /// the test's own.
    public init(
      id: Article.ID, favorites: Shared<FavoritesFeature.Stars>
    ) {
      self.id = id
      _favorites = favorites
    }
  }

  public enum Action: Equatable, Sendable {
    /// The page appeared; the first appearance requests the detail.
    case appeared
    case retryTapped
    case detailAnswered(Result<ArticleDetail, ArticleError>)
    /// The user tapped the detail's star.
    case starTapped
    case delegate(Delegate)

    /// What the detail tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user tapped the star; the parent, which owns the stars, decides.
      case starTapped
    }
  }

  /// The ids the detail's effects run under.
  public enum CancelID: Hashable, Sendable {
    case load
  }

  @Dependency(\.articleRepository) var repository
  @Dependency(\.continuousClock) var clock

  public init() {}
}
