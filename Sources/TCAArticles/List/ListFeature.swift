public import ArticleDomain
public import ComposableRuntime

/// The article list: first load, refresh, pagination, retry, and the cache while offline.
///
/// Rule: one list request at a time, and the newest wins. Every list request runs under
/// ``CancelID/page`` with `cancelInFlight: true`: a refresh cancels a first load or a page in
/// flight, and the cancelled request's answer — should the server send it anyway — is dropped
/// by the runtime (a cancelled effect's `send` does nothing). No revision counter is needed.
///
/// ```text
/// ListFeature
/// ├── Scope(\.search)  SearchFeature   debounce, one search at a time
/// └── Reduce(core)     pages, refresh, retry, the cache; back online, the catch-up
/// ```
///
/// Rule: one owner per fact. Whether the device is online is the app's, which hears the
/// connection and writes it in one `@Shared` value (``AppFeature/State/isOnline``); the list
/// and its search each read it (``State/isOnline``), and nobody keeps a copy. The list asks
/// its search child whether a query is typed (`search.isActive`) rather than keeping a copy
/// either. Back online, the app tells the list (``Action/connectionRestored``): the catch-up
/// is work to start, which a value read cannot do.
public struct ListFeature: Reducer {
  /// What the list shows and what it is doing; each property observed on its own, as TCA's
  /// `@ObservableState` makes it (the macro's output, written by hand).
  public struct State: ObservableState, Equatable, Sendable {
    /// Every article loaded so far, in order — the full list, also while a search shows results.
    ///
    /// An identified array, as the composable architecture keeps rows: actions name an
    /// article by id (`starTapped(a2)`), and `articles[id: id]` finds it in O(1) where an
    /// array would be searched — on every first tap of a star.
    public var articles: IdentifiedArrayOf<Article> {
      get {
        _$observationRegistrar.access(self, keyPath: \.articles)
        return _articles
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.articles, &_articles, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.articles)
        defer { _$observationRegistrar.didModify(self, keyPath: \.articles) }
        yield &_articles
      }
    }
    /// Where the next page starts; `nil` before the first answer and after the last page.
    public var next: PageCursor? {
      get {
        _$observationRegistrar.access(self, keyPath: \.next)
        return _next
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.next, &_next, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.next)
        defer { _$observationRegistrar.didModify(self, keyPath: \.next) }
        yield &_next
      }
    }
    /// Whether the page appeared once; the first load starts only then.
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
    /// Whether any page was answered; until then an empty list is "loading", not "empty".
    public var hasLoaded: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.hasLoaded)
        return _hasLoaded
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.hasLoaded, &_hasLoaded, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.hasLoaded)
        defer { _$observationRegistrar.didModify(self, keyPath: \.hasLoaded) }
        yield &_hasLoaded
      }
    }
    /// The request in flight, if any.
    public var load: Load? {
      get {
        _$observationRegistrar.access(self, keyPath: \.load)
        return _load
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.load, &_load, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.load)
        defer { _$observationRegistrar.didModify(self, keyPath: \.load) }
        yield &_load
      }
    }
    /// The last failure, shown until the next request starts or succeeds.
    public var failure: Failure? {
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
    /// The search above the list, whose results replace the rows while a query is typed.
    public var search: SearchFeature.State {
      get {
        _$observationRegistrar.access(self, keyPath: \.search)
        return _search
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.search, &_search, newValue) }
      _modify {
        let identity = _search._$id
        yield &_search
        _$observationRegistrar.didReplace(
          self, keyPath: \.search, if: identity != _search._$id)
      }
    }

    /// Whether the device is online, read only: the app writes it as it hears the connection.
    /// Observed by the shared value itself, as `@ObservableState` leaves a `@SharedReader` to
    /// its own observation.
    @SharedReader public var isOnline: Bool
    /// The account's stars: what each row's star shows, the same in every window. The list
    /// writes in only what the server says of them, as its pages and results arrive. Observed
    /// by the shared value itself: a page that read it renders again when the stars change.
    @Shared public var favorites: FavoritesFeature.Stars

    private var _articles: IdentifiedArrayOf<Article> = []
    private var _next: PageCursor?
    private var _hasAppeared = false
    private var _hasLoaded = false
    private var _load: Load?
    private var _failure: Failure?
    private var _search: SearchFeature.State
    let _$observationRegistrar = ObservationStateRegistrar()
    public var _$id: ObservableStateID { _$observationRegistrar.id }

    /// A list whose rows show the stars of `favorites`, on a device whose connection
    /// `isOnline` reads: the window's references to the app's values, with no default (a list
    /// made without them would read values nobody writes); a list tested alone is given
    /// values of the test's own.
    public init(
      favorites: Shared<FavoritesFeature.Stars>, isOnline: SharedReader<Bool>
    ) {
      _favorites = favorites
      _isOnline = isOnline
      _search = SearchFeature.State(isOnline: isOnline)
    }

    /// Whether a query is typed, so the list shows search results: the search's to say.
    public var isSearchActive: Bool { search.isActive }
  }

  /// A list request; at most one is in flight.
  public enum Load: Equatable, Sendable {
    case firstLoad, refresh
    case nextPage(after: PageCursor)

    /// The cursor the request passes to `page(after:)`.
    public var cursor: PageCursor? {
      if case .nextPage(let cursor) = self { cursor } else { nil }
    }
  }

  /// A failed request: its message and the request Retry sends again.
  public struct Failure: Equatable, Sendable {
    public var message: String
    public var retry: Load

    public init(message: String, retry: Load) {
      self.message = message
      self.retry = retry
    }
  }

  public enum Action: Equatable, Sendable {
    case appeared
    case refreshPulled
    case endReached
    case retryTapped
    /// The user tapped a row.
    case rowTapped(Article.ID)
    /// The user tapped the star of a row.
    case starTapped(Article.ID)
    case pageAnswered(after: PageCursor?, Result<Page, ArticleError>)
    /// The device is back online (sent by the app, which listens to the connection, after
    /// it wrote ``State/isOnline``): the list, or its search, catches up.
    case connectionRestored
    case cacheLoaded([Article])
    /// The account ended (a logout): the list starts again as at its first appearance, its
    /// work stopped and the articles saved on the device gone; the connection stays.
    case accountEnded
    /// The articles saved on the device are gone, after the account ended: the new list loads
    /// as at its first appearance.
    case cacheCleared
    case search(SearchFeature.Action)
    case delegate(Delegate)

    /// What the list tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user chose an article; the parent presents its detail.
      case rowSelected(Article.ID)
      /// The user tapped a row's star; the parent, which owns the stars, decides.
      case starTapped(Article.ID)
    }
  }

  /// The ids the list's effects run under.
  public enum CancelID: Hashable, Sendable {
    case page
  }

  @Dependency(\.articleRepository) var repository
  @Dependency(\.articleCache) var cache
  @Dependency(\.continuousClock) var clock

  public init() {}

  /// The search first, so that the list's rules see what it did.
  public var body: some Reducer<State, Action> {
    Scope(state: \.search, action: .search) { SearchFeature() }
    Reduce(core)
  }
}

extension ActionCase where Parent == ListFeature.Action, Child == SearchFeature.Action {
  /// `.search(…)` of the list's actions: what `@CasePathable` would generate.
  static var search: Self {
    Self(
      embed: { .search($0) }, extract: { if case .search(let action) = $0 { action } else { nil } })
  }
}
