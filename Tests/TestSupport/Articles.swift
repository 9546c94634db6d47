public import ArticleDomain
import ScenarioKit

/// Articles, pages and errors as the pattern tests write them: values only.
///
/// Titles are the scripted server's (`ScriptedServer.defaultTitle(of:)`, "Article a1"), so an
/// article built here equals the one a scripted world answers with.

/// The article `id`, titled as the scripted server titles it.
public func article(_ id: String) -> Article {
  article(Article.ID(id))
}

/// The article `id`, titled as the scripted server titles it.
public func article(_ id: Article.ID) -> Article {
  Article(id: id, title: ScriptedServer.defaultTitle(of: id))
}

/// The articles of `ids`, in order.
public func articles(_ ids: String...) -> [Article] {
  ids.map(article)
}

/// A page of the articles of `ids`, with the cursor of the next page when there is one.
public func page(_ ids: String..., next: String? = nil) -> Page {
  Page(articles: ids.map(article), next: next.map(cursor))
}

public func cursor(_ raw: String) -> PageCursor {
  PageCursor(rawValue: raw)
}

/// The detail of article `id`: its title, a body, and its star.
public func detail(_ id: String, isFavorite: Bool = false) -> ArticleDetail {
  ArticleDetail(
    id: Article.ID(id), title: ScriptedServer.defaultTitle(of: Article.ID(id)),
    body: "Body of \(id)", isFavorite: isFavorite)
}

/// The server's failure the tests answer with when the message does not matter.
public let serverDown = ArticleError.server(message: "The server is down.")
