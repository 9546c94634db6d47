import ArticleDomain
import ComposableRuntime
import ComposableSwiftUI
import Foundation
import HeadlessSwiftUI

/// The list page: a banner, a search field, an error, a spinner, a message and the rows.
///
/// Rule: views send actions and read state. Every control sends an action to the list's store;
/// the body reads `store.x`, so observation evaluates it again when what it read changed, and
/// the page starts no work of its own: `.onAppear`, `.refreshable` and the scroll phase send
/// actions whose effects the store runs. A covered list's load therefore goes on while a detail
/// is pushed over it — the effect is the store's, not a `.task` the page's disappearance would
/// cancel.
///
/// Rule: the refresh the list shows is state. A pull waits while the state says it is in flight
/// (`store.send(.refreshPulled, while: \.isPullInFlight)`, `ListFeature+PullToRefresh.swift`), so
/// SwiftUI's refresh control spins exactly as long as the list shows the refresh. A refresh
/// nobody pulled — Retry, the connection back — has no control to spin: the list shows it as a
/// `ProgressView` above the rows.
///
/// The rows are a view of their own (``ArticleRows``), so that what changes only the rows — a
/// star — evaluates the rows' container and the row, never this page.
struct ArticleListPage: View {
  /// The list's store: what the page shows and what its controls send.
  let store: StoreOf<ListFeature>
  /// What the window shows on this page: the banner, a favorite's failure.
  let context: PageContext

  var body: some View {
    // The search field binds to the search's own store, scoped once and kept by the list's.
    @Bindable var search = store.scope(state: \.search, action: .search)
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    let pageFailure = store.pageFailure
    VStack {
      if let message = pageFailure?.message ?? context.favoriteFailure {
        ContentUnavailableView {
          Label(message, systemImage: "exclamationmark.triangle")
        } actions: {
          if let retry = pageFailure?.retry {
            Button("Retry") {
              switch retry {
              case .list: store.send(.retryTapped)
              case .search: store.send(.search(.retryTapped))
              }
            }
          }
        }
      }
      if store.showsSpinner { ProgressView() }
      if let message = store.emptyMessage { ContentUnavailableView(message, systemImage: "tray") }
      List {
        if store.showsRefreshProgress { ProgressView() }
        ArticleRows(store: store)
        if store.isLoadingNextPage { ProgressView() }
      }
      .refreshable { await store.send(.refreshPulled, while: \.isPullInFlight) }
      .onScrollPhaseChange { _, phase, context in
        // A flick that comes to rest at the end of the rows asks for the next page; rows that
        // fit on the screen ask for nothing until the user flicks.
        let geometry = context.geometry
        let bottom = geometry.contentOffset.y + geometry.containerSize.height
        if phase == .idle, bottom >= geometry.contentSize.height { store.send(.endReached) }
      }
    }
    .navigationTitle("Articles")
    .searchable(text: $search.text.sending(.textChanged))
    .safeAreaInset(edge: .top) {
      if let banner = context.banner { Text(banner) }
    }
    .onAppear { store.send(.appeared) }
  }
}

/// The rows of the list: the container a star tap evaluates, with the one row it changed.
///
/// Rule: a row is a value. Its star is not the row's state but the account's, one value for
/// every window (``FavoritesFeature``), so there is no row feature for a scoped store
/// (`ForEach(store.scope(state: \.rows, action: \.rows))`) to hold. Each ``ArticleRow`` is
/// handed its article, its star and the list's store, and compares equal when those are: when
/// this body runs again, only the rows whose values changed are evaluated.
struct ArticleRows: View {
  let store: StoreOf<ListFeature>

  var body: some View {
    let rows = store.shownArticles
    // Read here, in the body, so that a star changed evaluates this container; the rows made
    // later, lazily, are handed what was read.
    let stars = store.favorites.stars
    ForEach(rows) { article in
      let star = stars[article.id]
      ArticleRow(
        store: store, article: article, isFavorite: star?.isFavorite ?? article.isFavorite,
        isPendingSync: star?.isPendingSync ?? false)
    }
  }
}

/// One row: the title, which opens the detail, the star and the pending mark.
struct ArticleRow: View, Equatable {
  let store: StoreOf<ListFeature>
  let article: Article
  let isFavorite: Bool
  let isPendingSync: Bool

  var body: some View {
    HStack {
      Button {
        store.send(.rowTapped(article.id))
      } label: {
        Text(article.title)
      }
      Button {
        store.send(.starTapped(article.id))
      } label: {
        Image(systemName: isFavorite ? "star.fill" : "star")
      }
      if isPendingSync { Image(systemName: "icloud.and.arrow.up") }
    }
  }

  /// The same store, article, star and mark: nothing to evaluate. What the buttons do is not
  /// compared — it is the same for the same store and article.
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.store === rhs.store && lhs.article == rhs.article && lhs.isFavorite == rhs.isFavorite
      && lhs.isPendingSync == rhs.isPendingSync
  }
}
