public import ArticleDomain
public import ComposableRuntime

/// The search above the list: a 300 ms debounce on the virtual clock, one search at a time,
/// and clearing back to the full list.
///
/// One file for both TCA-style chapters, UIKit and SwiftUI, as a TCA team shares its features:
/// its state is observable as TCA's `@ObservableState` makes it, so the search field reads
/// `text` and the list reads `results`, each rendered again for its own.
///
/// Rule: debounce and "newest query wins" are cancellation, not bookkeeping. Each keystroke
/// starts a timer under ``CancelID/debounce`` and each query a request under
/// ``CancelID/search``, both with `cancelInFlight: true`:
/// the previous timer and the previous search stop, and an answer they still deliver is dropped
/// by the runtime. Until the newer query's search starts, the older one still runs: its answer
/// is dropped because its query is no longer the field's text.
///
/// Rule: the search decides whether it may ask. It reads the connection where the app writes
/// it (``State/isOnline``, a `@SharedReader`): what it needs is in its own state, with no round
/// trip of actions to ask for it, which the composable architecture's performance article
/// advises against. Offline, a query whose wait is over (or whose Retry was tapped) asks
/// nothing; back online, the list asks for the field's query with
/// ``Action/searchRequested(_:)``.
public struct SearchFeature: Reducer {
  /// What the search shows and does; each property observed on its own.
  public struct State: ObservableState, Equatable, Sendable {
    /// What the search field shows; whether a debounce waits; whether a search is in flight;
    /// the last results, with the query they answer; the last failure, with the query Retry
    /// searches again.
    public var text: String {
      get {
        _$observationRegistrar.access(self, keyPath: \.text)
        return _text
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.text, &_text, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.text)
        defer { _$observationRegistrar.didModify(self, keyPath: \.text) }
        yield &_text
      }
    }
    public var isDebouncing: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.isDebouncing)
        return _isDebouncing
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.isDebouncing, &_isDebouncing, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.isDebouncing)
        defer { _$observationRegistrar.didModify(self, keyPath: \.isDebouncing) }
        yield &_isDebouncing
      }
    }
    public var isSearching: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.isSearching)
        return _isSearching
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.isSearching, &_isSearching, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.isSearching)
        defer { _$observationRegistrar.didModify(self, keyPath: \.isSearching) }
        yield &_isSearching
      }
    }
    public var results: Results? {
      get {
        _$observationRegistrar.access(self, keyPath: \.results)
        return _results
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.results, &_results, newValue) }
      _modify {
        _$observationRegistrar.willModify(self, keyPath: \.results)
        defer { _$observationRegistrar.didModify(self, keyPath: \.results) }
        yield &_results
      }
    }
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

    /// Whether a query is typed: the list shows search results.
    public var isActive: Bool { !text.isEmpty }

    private var _text = ""
    private var _isDebouncing = false
    private var _isSearching = false
    private var _results: Results?
    private var _failure: Failure?
    let _$observationRegistrar = ObservationStateRegistrar()
    public var _$id: ObservableStateID { _$observationRegistrar.id }

    /// Whether the device is online, read only: the app's. Offline, a query waits. Observed by
    /// the shared value itself, as TCA's `@ObservableState` leaves a `@SharedReader` to its own
    /// observation.
    @SharedReader public var isOnline: Bool

    /// An empty search on a device whose connection `isOnline` reads: the app's, handed on
    /// by the list, with no default; a search tested alone is given a connection of the
    /// test's own.
    public init(isOnline: SharedReader<Bool>) {
      _isOnline = isOnline
    }
  }

  /// The answer to one query, its rows in an identified array as the list's are.
  public struct Results: Equatable, Sendable {
    public var query: String
    public var articles: IdentifiedArrayOf<Article>

    public init(query: String, articles: [Article]) {
      self.query = query
      self.articles = IdentifiedArray(articles)
    }
  }

  /// A failed search.
  public struct Failure: Equatable, Sendable {
    public var message: String
    public var query: String

    public init(message: String, query: String) {
      self.message = message
      self.query = query
    }
  }

  public enum Action: Equatable, Sendable {
    case textChanged(String)
    /// Typing paused for ``SearchPolicy/debounce`` after `query` was typed.
    case debounceElapsed(query: String)
    /// The parent asks for `query` now: back online, the field's query is searched again.
    case searchRequested(String)
    case answered(query: String, Result<Page, ArticleError>)
    case retryTapped
    /// The account ended (a logout): the field empties and the search stops its work; what
    /// the list told of the connection stays.
    case accountEnded
    case delegate(Delegate)

    /// What the search tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// Results arrived, with the server's stars of their articles.
      case resultsLoaded([Article])
    }
  }

  /// The ids the search's effects run under.
  public enum CancelID: Hashable, Sendable {
    case debounce, search
  }

  @Dependency(\.articleRepository) var repository
  @Dependency(\.continuousClock) var clock
  @Dependency(\.analytics) var analytics

  public init() {}
}

extension ActionCase where Parent == SearchFeature.Action, Child == String {
  /// `.textChanged(…)` of the search's actions, for the search field's binding
  /// (`$search.text.sending(.textChanged)`): what `@CasePathable` would generate.
  static var textChanged: Self {
    Self(
      embed: { .textChanged($0) },
      extract: { if case .textChanged(let text) = $0 { text } else { nil } })
  }
}
