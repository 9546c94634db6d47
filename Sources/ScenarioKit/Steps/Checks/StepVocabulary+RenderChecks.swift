import HeadlessUI

/// Checks of what the last step cost the list to render, as the list itself counts it.
///
/// A table configures a row's cell when the row comes on screen or when the pattern says the
/// row changed (``RenderWork/cellsConfigured``): that is "redrew". The count is the list's
/// own, over the whole step that acted before these checks (its action and everything the
/// app did until it settled), so no pattern reports its own render cost. A check fails
/// when no list page is open: a missing list redraws nothing, and would pass "no rows".
///
/// A declarative list (the SwiftUI columns') configures a cell only for a row whose body shows
/// something else, so a change that makes every row on screen evaluate its body again still
/// configures one cell. Its toolkit counts the rows it evaluated (``RenderWork/rowsEvaluated``),
/// and a row evaluated is a row redrawn too: "redrew 1 row" fails when more rows were evaluated.
/// A table's rows have no body, and count none.
extension StepVocabulary {
  static let renderChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the list redrew no rows",
      "In the step before, the list configured no cell and evaluated no row's body: every row "
        + "on screen kept its cell."
    ) { session throws(StepFailure) in
      try checkRedrawn(0, session)
    },
    StepDefinition(
      .check, "the list redrew 1 row",
      "In the step before, the list configured one cell, and evaluated the body of no other "
        + "row: one row on screen was drawn again."
    ) { session throws(StepFailure) in
      try checkRedrawn(1, session)
    },
    StepDefinition(
      .check, "the list redrew {int} rows", example: "the list redrew 12 rows",
      "In the step before, the list configured exactly this many cells, and evaluated the "
        + "bodies of no more rows (a screen holds 12 rows)."
    ) { match, _ in
      let expected = match.int(0)
      return { session throws(StepFailure) in try checkRedrawn(expected, session) }
    },
  ]

  @MainActor
  private static func checkRedrawn(_ expected: Int, _ session: ScenarioSession)
    throws(StepFailure)
  {
    _ = try listPage(session)
    guard let work = session.renderWorkOfLastAction else {
      throw StepFailure("no step acted on the app before this check")
    }
    func rows(_ count: Int) -> String {
      count == 0 ? "no rows" : count == 1 ? "1 row" : "\(count) rows"
    }
    let redrawn = work.cellsConfigured
    guard redrawn == expected else {
      throw StepFailure(
        "the list redrew \(rows(redrawn)) in the step before (\(work)); expected \(rows(expected))")
    }
    guard work.rowsEvaluated <= expected else {
      throw StepFailure(
        "the list evaluated the bodies of \(rows(work.rowsEvaluated)) in the step before "
          + "(\(work)) to redraw \(rows(expected)): the other rows' bodies ran for nothing")
    }
  }
}
