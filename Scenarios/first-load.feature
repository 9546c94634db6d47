@first-load
Feature: First load of the list
  The list loads its first page when it appears, and says so while it waits, when it fails and
  when there is nothing to show.

  Background:
    Given the server has articles a1, a2, a3

  Scenario: The first page fills the list
    A spinner shows until the first page arrives; then the rows replace it.
    When the list appears
    Then the list is loading
    And the request "load first page" is pending
    When the request "load first page" succeeds
    Then the list shows a1, a2, a3
    And the list is not loading
    And no error is shown

  Scenario: An empty first page says so
    Nothing to show is not an error: the list says it is empty.
    When the list appears
    And the request "load first page" succeeds with no articles
    Then the list shows no articles
    And the screen shows the message "No articles yet"
    And no error is shown
    And the list is not loading

  Scenario: A failed first load shows the server's message
    The user learns why the list is empty, and the spinner stops.
    When the list appears
    And the request "load first page" fails with "Server unavailable"
    Then an error says "Server unavailable"
    And the list is not loading
    And the list shows no articles

  @retry
  Scenario: Retry clears the old error at once
    A stale error next to a spinner is the classic bug: retry clears the error before it waits.
    When the list appears
    And the request "load first page" fails with "Server unavailable"
    And the user taps retry
    Then no error is shown
    And the list is loading
    And request #2 is "load first page"

  @retry
  Scenario: Retry after a failure fills the list
    A retry is a fresh first load: its answer fills the list and nothing of the failure is left.
    When the list appears
    And the request "load first page" fails
    And the user taps retry
    And request #2 succeeds
    Then the list shows a1, a2, a3
    And no error is shown
    And the list is not loading
    And 2 requests were made

  @retry
  Scenario: A retry that fails again shows the new message
    Each failure is reported as it is; the old message is never left behind.
    When the list appears
    And the request "load first page" fails with "Server unavailable"
    And the user taps retry
    And request #2 fails with "Still unavailable"
    Then an error says "Still unavailable"
    And the list is not loading
    And the list shows no articles
    And 2 requests were made

  @snapshot
  Scenario: The whole screen while loading, then loaded
    While loading, only the spinner speaks; once loaded, only the rows do.
    When the list appears
    Then the screen is:
      """
      ┌ Articles
      │ search ""
      │ spinner
      │ list: no rows
      └
      """
    When the request "load first page" succeeds
    Then the screen is:
      """
      ┌ Articles
      │ search ""
      │ list: [ ] a1, [ ] a2, [ ] a3
      └
      """

  @snapshot
  Scenario: The whole screen after a failed first load
    The error and its Retry replace the spinner; nothing else is left over.
    When the list appears
    And the request "load first page" fails with "Server unavailable"
    Then the screen is:
      """
      ┌ Articles
      │ search ""
      │ error "Server unavailable" [Retry]
      │ list: no rows
      └
      """

  @retry
  Scenario: A failed first load offers retry
    The error names a way out: the user can ask again.
    When the list appears
    And request #1 fails with "Server unavailable"
    Then the error offers retry
