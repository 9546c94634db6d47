@timeout
Feature: Timeouts and the retry policy
  A load or a login the server leaves unanswered for 10 s ends as an error the user can retry.
  Nothing retries by itself, a timed-out request's late answer never lands, and a favorite,
  being a write, never times out.

  Background:
    Given the server has articles a1, a2, a3

  Scenario: A first page unanswered for 10 s times out with Retry
    The user learns the server is silent, the spinner stops, and the request is given up.
    When the list appears
    And 10 s pass
    Then an error says "The server did not answer in time."
    And the error offers retry
    And the list is not loading
    And the list shows no articles
    And the request "load first page" was cancelled

  Scenario: A first page answered just in time shows, and no timeout follows
    The timeout ends with its request: once the page is shown, time passing says nothing.
    When the list appears
    And 9999 ms pass
    And the request "load first page" succeeds
    And 60 s pass
    Then the list shows a1, a2, a3
    And no error is shown

  @stale-result
  Scenario: A first page answered after its timeout is dropped
    Once the user has been told the server did not answer, a late answer must not change that.
    Given the server ignores cancellation
    When the list appears
    And 10 s pass
    And request #1 succeeds late with articles a1, a2
    Then an error says "The server did not answer in time."
    And the list shows no articles

  @retry
  Scenario: Nothing retries by itself after a timeout
    The retry policy is the user's Retry: the app asks the server nothing more on its own.
    When the list appears
    And 10 s pass
    And 60 s pass
    Then 1 request was made
    And an error says "The server did not answer in time."

  @retry
  Scenario: Retry after a timeout asks again, with a timeout of its own
    A retry is a new request: it gets its full 10 s, counted from the tap.
    When the list appears
    And 10 s pass
    And the user taps retry
    Then request #2 is "load first page"
    When 9 s pass
    Then no error is shown
    And the list is loading
    When 1 s pass
    Then an error says "The server did not answer in time."
    And request #2 was cancelled

  @retry
  Scenario: Retry after a timeout fills the list when the server answers
    A timeout is a failure like any other: once the retry is answered nothing of it is left.
    When the list appears
    And 10 s pass
    And the user taps retry
    And request #2 succeeds
    Then the list shows a1, a2, a3
    And no error is shown
    And 2 requests were made

  @stale-result
  Scenario: A refresh that replaces the first load takes over its timeout
    The first load's timer ends with it: only the refresh's own 10 s can time out.
    When the list appears
    And 5 s pass
    And the user pulls to refresh
    And 5 s pass
    Then no error is shown
    When 5 s pass
    Then an error says "The server did not answer in time."
    And request #2 was cancelled

  @stale-result
  Scenario: A page asked for just after the first page gets its own full 10 s
    A timeout belongs to its request: the first page's timer cannot give up on the next page.
    Given the server has 45 articles
    When the list appears
    And 9 s pass
    And the request "load first page" succeeds
    And the user scrolls to the end
    And 5 s pass
    Then the list is loading the next page
    And no error is shown
    When 5 s pass
    Then an error says "The server did not answer in time."
    And the list shows 20 articles

  Scenario: A refresh that times out keeps the rows
    Old rows stay, as for any failed refresh, and the control stops spinning.
    When the list appears
    And the request "load first page" succeeds
    And the user pulls to refresh
    And 10 s pass
    Then the list shows a1, a2, a3
    And the list is not refreshing
    And an error says "The server did not answer in time."
    And the error offers retry

  Scenario: A next page that times out keeps the rows, and Retry asks for it again
    The footer stops and the user can ask for the same page once more.
    Given the server has 45 articles
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    And 10 s pass
    Then the list shows 20 articles
    And the list is not loading the next page
    And an error says "The server did not answer in time."
    When the user taps retry
    Then request #3 is "load page 2"

  Scenario: A search that times out keeps the rows shown, and Retry asks the same query
    The search's 10 s start when its request does, after the 300 ms wait.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a2"
    And 300 ms pass
    Then the request "search \"a2\"" is pending
    When 9999 ms pass
    Then no error is shown
    When 1 ms pass
    Then an error says "The server did not answer in time."
    And the list shows a1, a2, a3
    When the user taps retry
    Then request #3 is "search \"a2\""

  Scenario: A detail that times out shows the error with Retry on the detail
    The detail page says what happened to its own request.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And 10 s pass
    Then the pages are "Articles > a2"
    And the detail is not loading
    And an error says "The server did not answer in time."
    And the error offers retry
    When the user taps retry
    Then request #3 is "load detail of a2"

  Scenario: Going back from a detail ends its timeout with its request
    A page that is gone has no timeout left to report, on itself or on the list.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user goes back
    And 10 s pass
    Then no error is shown
    And the list shows a1, a2, a3

  Scenario: A login that times out keeps the form and says why
    The user can log in again; the remembered favorite waits for a login that succeeds.
    Given the user is logged out
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user logs in
    And 10 s pass
    Then the login form says "The server did not answer in time."
    And the login form is not logging in
    And the request "log in" was cancelled
    When the user logs in
    And request #3 succeeds
    Then no login form is shown
    And the request "favorite a2" is pending

  Scenario: A favorite never times out
    A write the app gave up on may still have landed: the star keeps the user's intent.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And 60 s pass
    Then the star of a2 is filled
    And no error is shown
    And the request "favorite a2" is pending
