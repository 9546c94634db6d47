import ComposableRuntime
import ComposableSwiftUI
import HeadlessSwiftUI

/// One window's pages: the list at the root of a navigation stack whose pages are the
/// feature's ``ArticlesFeature/State/path``, and the login sheet over them.
///
/// Rule: navigation follows the state. The stack shows the path's pages and the sheet the
/// presented login; the user going back sends the stack's `.popFrom(id:)`, a dismissed sheet
/// its `.dismiss`, and the reducer decides. The view never pushes or presents on its own.
struct ArticlesView: View {
  @Bindable var store: StoreOf<ArticlesFeature>

  var body: some View {
    // What the window shows on its pages, read here so that a change of it evaluates this
    // body, which hands each page its value; a page whose value is the same is not evaluated.
    let (listContext, topContext) = (store.listPageContext, store.topPageContext)
    NavigationStack(path: $store.scope(state: \.path, action: .path)) {
      // The same list store at every evaluation (a push, a pop): the store keeps the stores it
      // scopes, so the list page is not evaluated again for it.
      ArticleListPage(store: store.scope(state: \.list, action: .list), context: listContext)
    } destination: { detail in
      ArticleDetailPage(store: detail, context: topContext)
    }
    // Over the whole stack: the login is presented over whichever page is on top.
    .sheet(item: $store.scope(state: \.login, action: .login)) { login in
      LoginPage(store: login)
    }
  }
}
