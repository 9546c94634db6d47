import Testing

@testable import WorkbenchKit

@Suite struct VariantDiffInTheReportTests {
  @Test func theReportShowsAVariantsMistakeAsADiffAgainstTheCorrectFile() {
    let diff = ReportModel.diff(
      ofWhy: "Sources/TeachingVariants/UDFNoRollback/FavoritesReducer.swift — the star stays")
    #expect(diff.hasPrefix("--- Sources/UDFArticles/Favorites/FavoritesReducer.swift\n"))
    #expect(diff.contains("\n+++ Sources/TeachingVariants/UDFNoRollback/FavoritesReducer.swift\n"))
    #expect(diff.contains("\n-      star.isFavorite = star.confirmed\n"))
  }

  @Test func aWhyThatNamesNoVariantFolderGivesNoDiff() {
    #expect(ReportModel.diff(ofWhy: "Sources/UDFArticles/App/UDFArticlesApp.swift — no") == "")
    #expect(ReportModel.diff(ofWhy: "") == "")
  }
}
