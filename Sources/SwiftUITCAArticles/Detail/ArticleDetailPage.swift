import ArticleDomain
import ComposableRuntime
import HeadlessSwiftUI

/// The detail page of one article, a page of the window's navigation stack: a banner, an
/// error, a spinner, a message and the article with its star.
///
/// It sends `.appeared` when it appears and nothing when it disappears: its request is its
/// store's effect, which `forEach` cancels when the page is popped — a completed back swipe or
/// the back button — and which a cancelled swipe leaves running. A `.task` would be cancelled
/// by any disappearance of the page, the swipe the user gives up on included.
struct ArticleDetailPage: View {
  /// The page's store, scoped to its element of the stack.
  let store: StoreOf<DetailFeature>
  /// What the window shows on this page: the banner, a favorite's failure.
  let context: PageContext

  var body: some View {
    // The page's own failure, with its Retry, comes first; a favorite's message shows while the
    // page has none.
    let loadFailure = store.loadFailure
    VStack {
      if let message = loadFailure ?? context.favoriteFailure {
        ContentUnavailableView {
          Label(message, systemImage: "exclamationmark.triangle")
        } actions: {
          if loadFailure != nil { Button("Retry") { store.send(.retryTapped) } }
        }
      }
      if store.isLoading { ProgressView() }
      if let message = store.missingMessage {
        ContentUnavailableView(message, systemImage: "doc.questionmark")
      }
      if let detail = store.detail {
        Text(detail.title)
        Text(detail.body)
        Button {
          store.send(.starTapped)
        } label: {
          Image(systemName: store.isFavorite ? "star.fill" : "star")
        }
        if store.isPendingSync { Image(systemName: "icloud.and.arrow.up") }
      }
    }
    .navigationTitle(store.id.rawValue)
    .safeAreaInset(edge: .top) {
      if let banner = context.banner { Text(banner) }
    }
    .onAppear { store.send(.appeared) }
  }
}
