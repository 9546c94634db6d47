import HeadlessUI

/// Checks of what the last step cost the list to render, as the list itself counts it.
///
/// A table configures a row's cell when the row comes on screen or when the pattern says the
/// row changed (``RenderWork/cellsConfigured``): that is "redrew". The count is the list's
/// own, over the whole step that acted before these checks (its action and everything the
/// app did until it settled), so no pattern reports its own render cost. A check fails
/// when no list page is open: a missing list redraws nothing, and would pass "no rows".
extension StepVocabulary {
  static let renderChecks: [StepDefinition] = [
    StepDefinition(
      .check, "the list redrew no rows",
      "In the step before, the list configured no cell: every row on screen kept its cell."
    ) { session throws(StepFailure) in
      try checkRedrawn(0, session)
    },
    StepDefinition(
      .check, "the list redrew 1 row",
      "In the step before, the list configured one cell: one row on screen was drawn again."
    ) { session throws(StepFailure) in
      try checkRedrawn(1, session)
    },
    StepDefinition(
      .check, "the list redrew {int} rows", example: "the list redrew 12 rows",
      "In the step before, the list configured exactly this many cells (a screen holds 12 rows)."
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
    let redrawn = work.cellsConfigured
    guard redrawn == expected else {
      func rows(_ count: Int) -> String {
        count == 0 ? "no rows" : count == 1 ? "1 row" : "\(count) rows"
      }
      throw StepFailure(
        "the list redrew \(rows(redrawn)) in the step before (\(work)); expected \(rows(expected))")
    }
  }
}
