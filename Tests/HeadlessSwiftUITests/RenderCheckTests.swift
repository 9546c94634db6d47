import ArticleDomain
import Observation
import ScenarioKit
import TestSupport
import Testing

@testable import HeadlessSwiftUI

/// The render checks read a SwiftUI list's rows as they read a table's cells, and count the
/// rows whose bodies ran: a change that evaluates every row on screen but shows one row
/// differently configures one cell, and still fails "the list redrew 1 row".
@Suite(.serialized) @MainActor
struct RenderCheckTests {
  /// The stars, in one observable property, and the rows of the first page.
  @Observable @MainActor
  final class Stars {
    var articles: [Article] = []
    var stars: [Article.ID: Bool] = [:]
    @ObservationIgnored let repository: any ArticleRepository

    init(repository: any ArticleRepository) { self.repository = repository }

    func toggle(_ id: Article.ID) { stars[id] = !(stars[id] ?? false) }
  }

  /// A row handed its star by the list: it reads nothing observable itself.
  struct HandedRow: View, Equatable {
    let article: Article
    let isFavorite: Bool
    let stars: Stars

    var body: some View {
      HStack {
        Text(article.title)
        Button {
          stars.toggle(article.id)
        } label: {
          Image(systemName: isFavorite ? "star.fill" : "star")
        }
      }
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.article == rhs.article && lhs.isFavorite == rhs.isFavorite && lhs.stars === rhs.stars
    }
  }

  /// A row that reads its star from the model: it observes every star.
  struct ReadingRow: View, Equatable {
    let article: Article
    let stars: Stars

    var body: some View {
      HStack {
        Text(article.title)
        Button {
          stars.toggle(article.id)
        } label: {
          Image(systemName: stars.stars[article.id] ?? false ? "star.fill" : "star")
        }
      }
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.article == rhs.article && lhs.stars === rhs.stars
    }
  }

  /// The list page: its rows read their stars as `rowsReadEveryStar` says.
  struct Page: View {
    let stars: Stars
    let rowsReadEveryStar: Bool

    var body: some View {
      List {
        if rowsReadEveryStar {
          ForEach(stars.articles) { ReadingRow(article: $0, stars: stars) }
        } else {
          let starred = stars.stars
          ForEach(stars.articles) { article in
            HandedRow(article: article, isFavorite: starred[article.id] ?? false, stars: stars)
          }
        }
      }
      .navigationTitle("Articles")
      .task {
        guard let page = try? await stars.repository.page(after: nil) else { return }
        stars.articles = page.articles
      }
    }
  }

  struct HandedStarsApp: App {
    @State private var stars: Stars
    init(environment: ArticleEnvironment) {
      _stars = State(initialValue: Stars(repository: environment.repository))
    }
    var body: some Scene { WindowGroup { Page(stars: stars, rowsReadEveryStar: false) } }
  }

  struct ReadStarsApp: App {
    @State private var stars: Stars
    init(environment: ArticleEnvironment) {
      _stars = State(initialValue: Stars(repository: environment.repository))
    }
    var body: some Scene { WindowGroup { Page(stars: stars, rowsReadEveryStar: true) } }
  }

  /// The first line of the failure of `steps`, after 30 articles and the first page, on `app`;
  /// `nil` when they pass.
  private func failure(of steps: [String], on app: PatternEntry) throws -> String? {
    let source = """
      Feature: Render
        Scenario: S
          Given the server has 30 articles
          When the list appears
          And request #1 succeeds
      \(steps.map { "    " + $0 }.joined(separator: "\n"))
      """
    let scenarios = try ScenarioCompiler.compile(FeatureParser.parse(source, file: "r.feature"))
    let result = ScenarioRunner.run(scenarios, on: [app]).results[0]
    return result.message.map { String($0.prefix { $0 != "\n" }) }
  }

  private let handed = PatternEntry(name: "Handed", summary: "rows handed their stars") {
    HostedApp<HandedStarsApp>(environment: $0)
  }
  private let reading = PatternEntry(name: "Reading", summary: "rows that read every star") {
    HostedApp<ReadStarsApp>(environment: $0)
  }

  @Test func aStarThatEvaluatesItsRowOnlyRedrawsOneRow() throws {
    #expect(
      try failure(
        of: ["And the user taps the star of a2", "Then the list redrew 1 row"], on: handed)
        == nil)
  }

  @Test func aStarThatEvaluatesEveryRowFailsOneRowThoughOneCellChanged() throws {
    let message = try failure(
      of: ["And the user taps the star of a2", "Then the list redrew 1 row"], on: reading)
    #expect(
      message
        == "step 5 (line 7) 'Then the list redrew 1 row': the list evaluated the bodies of 12 "
        + "rows in the step before (1 cell configured, 1 view changed, 12 bodies evaluated, "
        + "12 rows evaluated) to redraw 1 row: the other rows' bodies ran for nothing")
  }

  @Test func theFirstPageEvaluatesTheRowsItDraws() throws {
    #expect(try failure(of: ["Then the list redrew 12 rows"], on: reading) == nil)
    #expect(try failure(of: ["Then the list redrew 12 rows"], on: handed) == nil)
  }
}
