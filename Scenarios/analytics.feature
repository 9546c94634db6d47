@analytics
Feature: Analytics as an effect
  The app records the pages users see, the stars they flip and the searches they make, and
  nothing else: an allow-list of fields, never a query, a title or a whole action.

  Background:
    Given the server has articles a1, a2, a3

  Scenario: The list is viewed once when it first appears
    A screen view is a page coming on top, not a page loading or changing.
    When the list appears
    And the request "load first page" succeeds
    And the user pulls to refresh
    And request #2 succeeds
    Then analytics recorded "screen view list"

  Scenario: Opening a detail and going back records both pages
    Each page that comes on top is viewed, the list again when the user returns to it.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    Then analytics recorded "screen view list, screen view detail a2"
    When the user goes back
    Then analytics recorded "screen view list, screen view detail a2, screen view list"

  Scenario: A back swipe the user cancels records no view
    The detail never left and the list never came on top: counting a view there double-counts.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user starts a back swipe
    And the user cancels the back swipe
    Then analytics recorded "screen view list, screen view detail a2"
    When the user swipes back
    Then analytics recorded "screen view list, screen view detail a2, screen view list"

  Scenario: A cold start by link views the detail, and the list only when the user goes back
    The list beneath a linked detail is not seen until it comes on top.
    When the app opens the link "app://articles/a2"
    Then analytics recorded "screen view detail a2"
    When the user goes back
    Then analytics recorded "screen view detail a2, screen view list"

  Scenario: A link replacing the open detail views the new one; a link to it views nothing
    A link that changes nothing on screen is not a view.
    When the list appears
    And the request "load first page" succeeds
    And the app opens the link "app://articles/a2"
    And the app opens the link "app://articles/a2"
    And the app opens the link "app://articles/a3"
    Then analytics recorded "screen view list, screen view detail a2, screen view detail a3"

  Scenario: The login form is a view; the page beneath it is not viewed again
    The login is presented over the page, which stays on screen beneath it.
    Given the user is logged out
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    Then analytics recorded "screen view list, screen view login"
    When the user cancels the login
    Then analytics recorded "screen view list, screen view login"

  Scenario: A star flip is recorded at once, and a rollback is not the user's
    The event says what the user did, when they did it; the server's refusal is not a tap.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    Then analytics recorded "screen view list, favorite a2 on"
    When the request "favorite a2" fails
    Then the star of a2 is empty
    And analytics recorded "screen view list, favorite a2 on"
    When the user taps the star of a2
    Then analytics recorded "screen view list, favorite a2 on, favorite a2 on"

  Scenario: A star tapped in the detail and a star tapped offline are both recorded
    Every flip the user makes counts, wherever and however it is saved.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    And the user taps the star in the detail
    And the device goes offline
    And the user taps the star in the detail
    Then analytics recorded "screen view list, screen view detail a2, favorite a2 on, favorite a2 off"

  Scenario: A favorite remembered at login is recorded when it is made
    While logged out the star does not flip; it flips, and counts, once the login succeeds.
    Given the user is logged out
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user logs in
    And the request "log in" succeeds
    Then the star of a2 is filled
    And analytics recorded "screen view list, screen view login, favorite a2 on"

  Scenario: A search records its length, never the query
    The query is the user's own words: only how long it was leaves the device.
    When the list appears
    And the request "load first page" succeeds
    And the user types "Art"
    And 300 ms pass
    Then analytics recorded "screen view list, search 3 characters"
    And analytics recorded "search" without the query

  Scenario: Keystrokes that never wait out their 300 ms record no search
    A search is a query the app searched, not each keystroke.
    When the list appears
    And the request "load first page" succeeds
    And the user types "Ar"
    And 100 ms pass
    And the user types "t"
    And 100 ms pass
    And the user clears the search
    And 300 ms pass
    Then analytics recorded "screen view list"

  Scenario: Retry and the catch-up online are not new searches
    A search counts once, when its wait ends, online or offline.
    When the list appears
    And the request "load first page" succeeds
    And the device goes offline
    And the user types "Art"
    And 300 ms pass
    Then analytics recorded "screen view list, search 3 characters"
    When the device comes back online
    And the request "search \"Art\"" fails
    And the user taps retry
    Then request #3 is "search \"Art\""
    And analytics recorded "screen view list, search 3 characters"

  Scenario: A whole session sends nothing outside the allow-list
    Screens, stars and searches go out with their allowed fields only: no title, no query.
    Given the user is logged out
    When the list appears
    And the request "load first page" succeeds
    And the user types "Article a2"
    And 300 ms pass
    And the request "search \"Article a2\"" succeeds
    And the user taps the star of a2
    And the user logs in
    And the request "log in" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    And the user taps the star in the detail
    Then analytics recorded only allowed fields
    And analytics recorded "search" without the query

  Scenario: The debug log says a search started, never what it was
    The developers' log is under the same allow-list as analytics: it names what happened,
    and a store that logs its actions logs them by name, without their values.
    When the list appears
    And the request "load first page" succeeds
    And the user types "Mars"
    And 300 ms pass
    And the request "search \"Mars\"" succeeds
    Then the debug log mentions "search"
    And the debug log carries no query and no title

  Scenario: The debug log names the detail it loads, never its title
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    Then the debug log mentions "detail"
    And the debug log carries no query and no title

  Scenario: Nothing is recorded after the user leaves
    Analytics ends with the app, as every effect does.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user leaves the articles
    And the request "favorite a2" succeeds
    Then analytics recorded "screen view list, favorite a2 on"
