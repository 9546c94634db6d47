@leaving
Feature: Leaving cancels page work
  After the user leaves, no request is still running, nothing renders and nothing is retained.

  Background:
    Given the server has articles a1, a2

  @cancellation
  Scenario: Leaving during the first load cancels it
    A request nobody will read is cancelled, and the app's objects go away.
    When the list appears
    And the user leaves the articles
    Then the request "load first page" was cancelled
    And no request is pending
    And nothing of the app is alive
    And nothing of the app still waits

  @stale-result
  Scenario: An answer that arrives after leaving renders nothing
    A backend may answer anyway; a page that is gone must not draw it.
    Given the server ignores cancellation
    When the list appears
    And the user leaves the articles
    And the request "load first page" succeeds late
    Then nothing rendered after the user left
    And nothing of the app is alive
    And nothing of the app still waits

  @cancellation
  Scenario: Leaving during a refresh cancels it and keeps nothing alive
    The refresh stops with the page, and no task keeps the page's objects alive.
    When the list appears
    And the request "load first page" succeeds
    And the user pulls to refresh
    And the user leaves the articles
    Then request #2 was cancelled
    And no request is pending
    And nothing of the app is alive
    And nothing of the app still waits

  @cancellation
  Scenario: Leaving during a page load cancels it
    The next page stops loading with the page, and its footer is never drawn again.
    Given the server has 45 articles
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    And the user leaves the articles
    Then the request "load page 2" was cancelled
    And no request is pending
    And nothing rendered after the user left

  @cancellation
  Scenario: Leaving during the search wait sends no search
    The debounce timer dies with the page: no request and no render after the user left.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a2"
    And the user leaves the articles
    And 300 ms pass
    Then no search request was made
    And nothing rendered after the user left
    And nothing of the app is alive
    And nothing of the app still waits

  @cancellation
  Scenario: Leaving during a search cancels it
    A search nobody will read is stopped with the page.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a2"
    And 300 ms pass
    And the user leaves the articles
    Then the request "search \"a2\"" was cancelled
    And no request is pending
    And nothing of the app is alive
    And nothing of the app still waits

  @cancellation
  Scenario: Leaving from a detail cancels its request
    The detail's own work stops with the app, not only the list's.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user leaves the articles
    Then the request "load detail of a2" was cancelled
    And no request is pending
    And nothing of the app is alive
    And nothing of the app still waits

  @stale-result
  Scenario: A detail that arrives after leaving renders nothing
    A backend may answer anyway; a detail page that is gone must not draw it.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user leaves the articles
    And the request "load detail of a2" succeeds late
    Then nothing rendered after the user left
    And nothing of the app is alive
    And nothing of the app still waits

  @cancellation
  Scenario: Leaving keeps nothing alive while the server still holds a request
    A request the server never answers must not keep the app's objects alive.
    Given the server ignores cancellation
    When the list appears
    And the user leaves the articles
    Then request #1 was cancelled
    And nothing of the app is alive
    And nothing of the app still waits

  @cancellation
  Scenario: Leaving during a login cancels it
    The login stops with the app; its answer, if any, reaches nobody.
    Given the user is logged out
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the user logs in
    And the user leaves the articles
    Then request #2 was cancelled
    And no request is pending
    And nothing of the app is alive
    And nothing of the app still waits

  @cancellation
  Scenario: Leaving while a favorite is saving cancels it
    A save nobody will see the end of is stopped with the app.
    Given the user is logged in
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the user leaves the articles
    Then request #2 was cancelled
    And no request is pending
    And nothing of the app is alive
    And nothing of the app still waits
