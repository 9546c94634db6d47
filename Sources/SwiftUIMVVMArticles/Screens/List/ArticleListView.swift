import ArticleDomain
import Foundation
import HeadlessSwiftUI

/// The list page: banner, search field, error, spinner, message and the rows.
///
/// Rule: the view owns its view model and decides nothing. The view model is `@State`, made
/// once for the page's identity; every control calls an intent, and the body reads the view
/// model's derived properties only, so SwiftUI evaluates it again exactly when one of them
/// changes. The rows read their own stars (``ArticleRow``): a star tap evaluates one row, not
/// this body.
struct ArticleListView: View {
  @State private var model: ArticleListViewModel

  /// The list page of the window `scene`: its view model sees the account and the page's
  /// notices, and hands a star tap to the scene's login gate.
  init(scene: SceneModel) {
    _model = State(
      initialValue: ArticleListViewModel(account: scene.account, notices: scene.notices) {
        [weak scene] isFavorite, id in scene?.setFavorite(isFavorite, of: id)
      })
  }

  var body: some View {
    @Bindable var model = model
    VStack {
      if let error = model.error {
        ContentUnavailableView {
          Label(error.message, systemImage: "exclamationmark.triangle")
        } actions: {
          if error.canRetry { Button("Retry") { model.retry() } }
        }
      }
      if model.showsSpinner { ProgressView() }
      if let message = model.message {
        ContentUnavailableView(
          message, systemImage: model.query.isEmpty ? "newspaper" : "magnifyingglass")
      }
      List {
        if model.showsRefreshProgress { ProgressView() }
        ForEach(model.shownArticles) { article in
          ArticleRow(article: article, model: model)
        }
        if model.isLoadingNextPage { ProgressView() }
      }
      .onScrollPhaseChange { _, phase, context in
        // A flick that comes to rest at the end of the rows asks for the next page.
        let geometry = context.geometry
        let bottom = geometry.contentOffset.y + geometry.containerSize.height
        if phase == .idle, bottom >= geometry.contentSize.height { model.loadNextPage() }
      }
    }
    .navigationTitle("Articles")
    .searchable(text: $model.searchText)
    .refreshable { await model.refresh() }
    .safeAreaInset(edge: .top) {
      if let banner = model.banner { Text(banner) }
    }
    .onAppear { model.onAppear() }
    .onDisappear { model.onDisappear() }
  }
}

/// One row: its title opens the detail, its star asks for the other value.
///
/// A row reads its own star from the favorites, so SwiftUI evaluates it, and no other row,
/// when that star changes; it is `Equatable` by what it shows, so the list's body running
/// again (a page appended, say) leaves the rows already on screen alone.
struct ArticleRow: View, Equatable {
  let article: Article
  let model: ArticleListViewModel

  var body: some View {
    HStack {
      NavigationLink(value: article.id) { Text(article.title) }
      if model.favorites.isPendingSync(article.id) {
        Image(systemName: "icloud.and.arrow.up")
      }
      Button {
        model.toggleFavorite(of: article.id)
      } label: {
        Image(systemName: model.favorites.isFavorite(article) ? "star.fill" : "star")
      }
    }
  }

  nonisolated static func == (lhs: ArticleRow, rhs: ArticleRow) -> Bool {
    lhs.article == rhs.article && lhs.model === rhs.model
  }
}
