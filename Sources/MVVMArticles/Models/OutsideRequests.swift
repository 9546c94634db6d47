import ArticleDomain

/// What asks, from outside the run, for a page to open: a link, or the pages the last run
/// saved. Read the same way by whoever navigates.
enum OutsideRequests {
  /// The article `link` opens, or `nil` for a link that does not parse: it changes no page,
  /// and the page on top says it cannot be opened.
  static func article(openedBy link: String, trace: Trace) -> Article.ID? {
    trace.record(.action, "open \"\(link)\"")
    do {
      switch try DeepLink(parsing: link) {
      case .article(let id): return id
      }
    } catch {
      trace.record(.action, "link rejected: \(error)")
      return nil
    }
  }

  /// The article the saved pages (`text`) show over the list, if any. Pages this app cannot
  /// read are rejected whole: the list stays, as on a first launch.
  static func article(restoredFrom text: String?, trace: Trace) -> Article.ID? {
    guard let text else { return nil }
    do {
      let pages = try SavedPages(reading: text)
      trace.record(.action, "restore \(pages)")
      return pages.article
    } catch {
      trace.record(.action, "saved pages rejected: \(error)")
      return nil
    }
  }
}
