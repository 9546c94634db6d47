@logout
Feature: Logout
  Logging out ends what belonged to the account: the feature starts again as a logged-out
  launch would, the account's requests are cancelled, its stars, saved rows and unsent changes
  go, and no late answer brings any of it back.

  Background:
    Given the server has articles a1, a2, a3
    And the server marks a2 as favorites
    And the user is logged in

  Scenario: Logging out on a detail starts the list again, logged out
    The pages go back to the list alone, and the list loads again: what the server sends a
    logged-out user has no stars.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    And the user logs out
    Then the pages are "Articles"
    And the list is loading
    And the list shows no articles
    And the detail of a2 was released
    And request #3 is "load first page"
    When request #3 succeeds
    Then the list shows a1, a2, a3
    And the star of a2 is empty

  Scenario: Logging out on the list takes the account's rows away at once
    The rows carry the account's stars; none of them stays on screen while the list loads again.
    When the list appears
    And the request "load first page" succeeds
    And the user logs out
    Then the list shows no articles
    And the list is loading
    And no error is shown
    And 2 requests were made
    And request #2 is "load first page"

  @retry
  Scenario: An error on the list goes with the logout
    The list starts again: its first load's failure, and its Retry, belonged to the old list.
    When the list appears
    And the request "load first page" fails
    And the user logs out
    Then no error is shown
    And the list is loading
    And request #2 is "load first page"

  @cancellation @stale-result
  Scenario: A favorite still saving is cancelled at logout, and its late success changes nothing
    The favorite was the account's write; what the server says of it later is not the
    logged-out user's star.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a1
    And the user logs out
    Then the request "favorite a1" was cancelled
    When request #3 succeeds
    And the request "favorite a1" succeeds late
    Then the list shows a1, a2, a3
    And the star of a1 is empty
    And no error is shown

  @cancellation @stale-result
  Scenario: A favorite failing after logout shows no error and moves no star
    Its failure is about the old account's star; the new list never showed it.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a1
    And the user logs out
    And request #3 succeeds
    And the request "favorite a1" fails late
    Then no error is shown
    And the star of a1 is empty

  @cancellation @stale-result
  Scenario: A refresh in flight at logout is cancelled, and its late rows with the account's stars are dropped
    The refresh was asked for the account: its rows star a2.
    Given the server ignores cancellation
    When the list appears
    And request #1 succeeds
    And the user pulls to refresh
    And the user logs out
    Then request #2 was cancelled
    And request #3 is "load first page"
    When request #2 succeeds late
    Then the list shows no articles
    And the list is loading
    When request #3 succeeds
    Then the star of a2 is empty

  @cancellation @stale-result
  Scenario: A first page in flight at logout is cancelled, and its late answer is dropped
    The new list asks for the same page; only its own answer may fill it. Numbered: both
    requests ask for the first page.
    Given the server ignores cancellation
    When the list appears
    And the user logs out
    Then request #1 was cancelled
    And request #2 is "load first page"
    When request #1 succeeds late
    Then the list shows no articles
    And the list is loading
    When request #2 succeeds
    Then the list shows a1, a2, a3
    And the star of a2 is empty

  @cancellation
  Scenario: A detail loading at logout is cancelled and its page released
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user logs out
    Then the request "load detail of a2" was cancelled
    And the pages are "Articles"
    And the detail of a2 was released
    When the request "load detail of a2" succeeds late
    Then the pages are "Articles"
    And the list is loading

  @cancellation
  Scenario: A search in flight and its query go with the logout
    The query is the user's own words, typed in the account's session: the new list starts
    with an empty field, and the search's late answer is dropped.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user types "Art"
    And 300 ms pass
    And the user logs out
    Then the request "search \"Art\"" was cancelled
    And the search field shows ""
    And request #3 is "load first page"
    When the request "search \"Art\"" succeeds late with articles a3
    And request #3 succeeds
    Then the list shows a1, a2, a3

  @cancellation
  Scenario: A query still waiting its 300 ms asks nothing after logout
    When the list appears
    And the request "load first page" succeeds
    And the user types "Ar"
    And the user logs out
    And 300 ms pass
    Then no search request was made
    And the search field shows ""

  Scenario: Changes made offline go with the account and are never sent
    They were the old account's writes; sent later, they would land in whoever logs in next.
    The saved rows go too, so offline the new list has nothing to show.
    When the list appears
    And the request "load first page" succeeds
    And the device goes offline
    And the user taps the star of a1
    And the user logs out
    Then the list shows no articles
    And the banner says "You are offline"
    And the device's cache is empty
    When the device comes back online
    Then no favorite request was made
    And no banner is shown
    And request #2 is "load first page"
    When request #2 succeeds
    Then the star of a1 is empty
    And the row of a1 is not marked pending

  Scenario: The saved articles go with the account, and the new list saves its own
    The saved rows carry the account's stars; the logged-out list saves what it was sent.
    When the list appears
    And the request "load first page" succeeds
    Then the device's cache holds a1, a2, a3
    When the user logs out
    Then the device's cache is empty
    When request #2 succeeds
    Then the device's cache holds a1, a2, a3
    And the star of a2 is empty

  Scenario: A rejected link's banner goes with the logout
    The rejection was about the old pages; the new list starts without it.
    When the list appears
    And the request "load first page" succeeds
    And the app opens the link "app://nowhere"
    And the user logs out
    Then no banner is shown

  Scenario: After logout a star asks to log in again, and the login carries it out
    When the list appears
    And the request "load first page" succeeds
    And the user logs out
    And request #2 succeeds
    And the user taps the star of a1
    Then the login form is shown
    When the user logs in
    And the request "log in" succeeds
    Then no login form is shown
    And request #4 is "favorite a1"
    And the star of a1 is filled

  @analytics
  Scenario: Logging out on a detail records a screen view of the new list
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user logs out
    Then analytics recorded "screen view list, screen view detail a2, screen view list"

  @analytics
  Scenario: Logging out on the list records a screen view of the new list too
    The feature starts again: the new list comes on top as at launch, though a list was on top.
    When the list appears
    And the request "load first page" succeeds
    And the user logs out
    Then analytics recorded "screen view list, screen view list"
