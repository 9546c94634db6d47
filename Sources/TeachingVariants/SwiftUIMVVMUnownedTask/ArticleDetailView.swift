import ArticleDomain
import HeadlessSwiftUI

/// The detail page: banner, error, spinner, message and the article with its star.
///
/// The view owns its view model (`@State`, made once for the page's identity) and runs its
/// load as `.task(id:)`: started when the page appears, cancelled when it leaves the stack,
/// started again for a Retry.
struct ArticleDetailView: View {
  @State private var model: ArticleDetailViewModel

  /// The detail page of `id` in the window `scene`: its view model sees the account and the
  /// page's notices, and hands a star tap to the scene's login gate.
  init(id: Article.ID, scene: SceneModel) {
    _model = State(
      initialValue: ArticleDetailViewModel(id: id, account: scene.account, notices: scene.notices) {
        [weak scene] isFavorite, id in scene?.setFavorite(isFavorite, of: id)
      })
  }

  var body: some View {
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
        ContentUnavailableView(message, systemImage: "doc.questionmark")
      }
      if let content = model.content {
        Text(content.title)
        Text(content.body)
        if content.isPendingSync { Image(systemName: "icloud.and.arrow.up") }
        Button {
          model.toggleFavorite()
        } label: {
          Image(systemName: content.isFavorite ? "star.fill" : "star")
        }
      }
    }
    .navigationTitle(model.id.rawValue)
    .safeAreaInset(edge: .top) {
      if let banner = model.banner { Text(banner) }
    }
    // Teaching variant: the load starts in a Task nobody keeps, so leaving the page cancels
    // nothing and the request outlives it. The correct file loads in `.task(id: model.attempt)`,
    // which SwiftUI starts when the page appears and cancels when it leaves.
    .onAppear {
      model.onAppear()
      Task { await model.load() }
    }
    .onDisappear { model.onDisappear() }
    .onChange(of: model.attempt) { Task { await model.load() } }
  }
}
