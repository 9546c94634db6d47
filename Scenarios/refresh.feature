@refresh
Feature: Pull to refresh
  Old rows stay visible while refreshing, and a refresh supersedes any list load in flight: its
  answer is the one the user sees.

  Background:
    Given the server has articles a1, a2, a3

  Scenario: Rows stay visible while refreshing
    Refreshing must not blank the screen: the old rows stay until the new ones arrive.
    When the list appears
    And the request "load first page" succeeds with articles a1, a2
    And the user pulls to refresh
    Then the list is refreshing
    And the list shows a1, a2
    And request #2 is "load first page"
    When request #2 succeeds with articles a3, a1, a2
    Then the list shows a3, a1, a2
    And the list is not refreshing

  @cancellation
  Scenario: A refresh during the first load cancels the first load
    Work nobody waits for is stopped, not left running.
    When the list appears
    And the user pulls to refresh
    Then request #1 was cancelled
    When request #2 succeeds with articles a2
    Then the list shows a2
    And the list is not loading
    And the list is not refreshing

  @stale-result
  Scenario: A refresh beats a first load that lands late
    The newest answer wins: an answer to a replaced request never reaches the screen.
    Given the server ignores cancellation
    When the list appears
    And the user pulls to refresh
    And request #2 succeeds with articles a3
    And request #1 succeeds late with articles a1, a2
    Then the list shows a3
    And the list is not loading
    And request #1 was superseded

  @stale-result
  Scenario: A first load that fails late does not cover fresh rows with an error
    Order is the rule: an answer to the older request is stale, a failure as much as a success.
    Given the server ignores cancellation
    When the list appears
    And the user pulls to refresh
    And request #2 succeeds with articles a2, a3
    And request #1 fails late with "Server unavailable"
    Then the list shows a2, a3
    And no error is shown

  Scenario: A failed refresh keeps the old rows and shows the error
    A refresh that fails loses nothing the user already had.
    When the list appears
    And the request "load first page" succeeds with articles a1, a2
    And the user pulls to refresh
    And request #2 fails with "Server unavailable"
    Then the list shows a1, a2
    And an error says "Server unavailable"
    And the list is not refreshing

  Scenario: Pulling again while refreshing starts no second request
    The refresh control is already spinning; a second pull adds no work.
    When the list appears
    And the request "load first page" succeeds
    And the user pulls to refresh
    And the user pulls to refresh
    Then 2 requests were made
    And the list is refreshing

  Scenario: Two refreshes in a row each replace the rows
    Each finished refresh is a new starting point for the next one, in the order they were asked.
    When the list appears
    And the request "load first page" succeeds with articles a1
    And the user pulls to refresh
    And request #2 succeeds with articles a1, a2
    And the user pulls to refresh
    And request #3 succeeds with articles a3
    Then the list shows a3
    And 3 requests were made

  @snapshot
  Scenario: The whole screen while refreshing
    The rows stay and the refresh control spins; no spinner covers the rows.
    When the list appears
    And the request "load first page" succeeds with articles a1, a2
    And the user pulls to refresh
    Then the screen is:
      """
      ┌ Articles
      │ search ""
      │ list (refreshing): [ ] a1, [ ] a2
      └
      """

  Scenario: A refresh after a failed one hides the old error at once
    A new attempt replaces the old failure: no stale error beside a spinning refresh control.
    When the list appears
    And request #1 succeeds with articles a1, a2
    And the user pulls to refresh
    And request #2 fails with "Server unavailable"
    And the user pulls to refresh
    Then no error is shown
    And the list is refreshing
    When request #3 succeeds
    Then the list shows a1, a2, a3
    And no error is shown

  @retry
  Scenario: Retry after a failed refresh refreshes again
    Retry repeats what failed: the rows stay and the refresh control spins, not the spinner.
    When the list appears
    And request #1 succeeds with articles a1, a2
    And the user pulls to refresh
    And request #2 fails with "Server unavailable"
    And the user taps retry
    Then request #3 is "load first page"
    And the list is refreshing
    And the list is not loading
    And the list shows a1, a2
    When request #3 succeeds
    Then the list shows a1, a2, a3
    And no error is shown

  @cancellation
  Scenario: A refresh during a page load cancels the page load
    The page belongs to the list being replaced; nobody waits for it any more.
    Given the server has 45 articles
    When the list appears
    And request #1 succeeds
    And the user scrolls to the end
    And the user pulls to refresh
    Then request #2 was cancelled
    And the list is refreshing
    And the list is not loading the next page
