@render
Feature: One change redraws what it changed
  The list is a table: it configures a row's cell when the row comes on screen or when the app
  says the row changed, and a screen holds 12 rows. A star changes one row, so it redraws one;
  a page appended below the screen redraws none. The list counts what it configures, so an app
  that reloads the whole table on every change shows here, whatever it draws.

  Background:
    Given the server has 45 articles
    And the user is logged in

  Scenario: A star tap redraws only its row
    The star changed one row; the other rows on screen keep their cells.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    Then the list redrew 1 row
    And the star of a2 is filled
    And the star of a3 is empty

  Scenario: A second star redraws only its own row
    The row starred before keeps its cell; only the new star's row changed.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user taps the star of a5
    Then the list redrew 1 row
    And the star of a2 is filled
    And the star of a5 is filled

  Scenario: A star on a search result past the loaded pages redraws its row
    Search results may hold articles the list has not loaded; their rows change like any other.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a30"
    And 300 ms pass
    And the request "search \"a30\"" succeeds
    Then the list shows a30
    When the user taps the star of a30
    Then the list redrew 1 row
    And the star of a30 is filled

  Scenario: A favorite the server refuses redraws only its row again
    The rollback puts one row back, and the error says why.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the request "favorite a2" fails with "Could not save the favorite"
    Then the list redrew 1 row
    And the star of a2 is empty
    And an error says "Could not save the favorite"

  Scenario: A star tapped offline redraws only its row, star and mark together
    The star and the pending mark are one row's content, drawn once.
    When the list appears
    And the request "load first page" succeeds
    And the device goes offline
    And the user taps the star of a2
    Then the list redrew 1 row
    And the star of a2 is filled
    And the row of a2 is marked pending

  Scenario: Scrolling to the end draws only the rows that come on screen
    The first screen shows a1 to a12; at the end it shows a9 to a20, and only a13 to a20 are new.
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    Then the list redrew 8 rows
    And the list is loading the next page

  Scenario: A next page appended below the screen redraws no row
    Rows added below the last one on screen have no cell until they scroll in.
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    And the request "load page 2" succeeds
    Then the list redrew no rows
    And the list shows 40 articles
    And the list is not loading the next page
