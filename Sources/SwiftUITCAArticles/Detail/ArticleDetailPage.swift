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
    let page = DetailPageState(store.state, context: context)
    VStack {
      if let message = page.errorMessage {
        ContentUnavailableView {
          Label(message, systemImage: "exclamationmark.triangle")
        } actions: {
          if page.canRetry { Button("Retry") { store.send(.retryTapped) } }
        }
      }
      if page.showsSpinner { ProgressView() }
      if let message = page.message {
        ContentUnavailableView(message, systemImage: "doc.questionmark")
      }
      if let content = page.content {
        Text(content.title)
        Text(content.body)
        Button {
          store.send(.starTapped)
        } label: {
          Image(systemName: content.isFavorite ? "star.fill" : "star")
        }
        if content.isPendingSync { Image(systemName: "icloud.and.arrow.up") }
      }
    }
    .navigationTitle(store.id.rawValue)
    .safeAreaInset(edge: .top) {
      if let banner = page.banner { Text(banner) }
    }
    .onAppear { store.send(.appeared) }
  }
}
