@detail
Feature: Article detail
  Tapping a row pushes the article's detail, which loads its own content. Going back stops that
  work, and a detail that arrives for a page the user left never reaches the screen.

  Background:
    Given the server has articles a1, a2, a3

  Scenario: Opening a row shows a spinner, then the detail
    The detail page appears at once and loads its own content.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    Then the pages are "Articles > a2"
    And the detail is loading
    And the request "load detail of a2" is pending
    When the request "load detail of a2" succeeds
    Then the detail shows a2
    And no error is shown

  @cancellation
  Scenario: Going back cancels the detail request
    A detail nobody looks at is not loaded any further.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user goes back
    Then the request "load detail of a2" was cancelled
    And the pages are "Articles"
    And the list shows a1, a2, a3

  @cancellation
  Scenario: A completed back swipe cancels the detail request
    Swiping back all the way is going back.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user starts a back swipe
    And the user finishes the back swipe
    Then the pages are "Articles"
    And the request "load detail of a2" was cancelled

  @stale-result
  Scenario: A detail answered late never shows under another article
    The user left a1 for a2; a1's content arriving late must not fill a2's page.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a1
    And the user goes back
    And the user taps the row of a2
    And request #2 succeeds late
    Then the pages are "Articles > a2"
    And the detail is loading
    When request #3 succeeds
    Then the detail shows a2
    And request #2 was superseded

  Scenario: A cancelled back swipe keeps the detail and its request
    Letting go early is not going back: the page stays and keeps loading.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user starts a back swipe
    And the user cancels the back swipe
    Then the pages are "Articles > a2"
    And the request "load detail of a2" is pending
    And the request "load detail of a2" was not cancelled
    When the request "load detail of a2" succeeds
    Then the detail shows a2

  Scenario: A missing article says it is not available
    Not found is not a server failure: the page says so, with nothing to retry.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" fails because the article does not exist
    Then the screen shows the message "This article is not available."
    And no error is shown
    And the pages are "Articles > a2"

  @retry
  Scenario: A failed detail shows the error, and retry loads it again
    Retry clears the error at once and asks for the same article.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" fails with "Server unavailable"
    Then an error says "Server unavailable"
    When the user taps retry
    Then no error is shown
    And the detail is loading
    And request #3 is "load detail of a2"
    When request #3 succeeds
    Then the detail shows a2

  @snapshot
  Scenario: The whole screen of a loaded detail
    The detail sits on the list, which keeps its rows beneath.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    Then the screen is:
      """
      ┌ Articles
      │ search ""
      │ list: [ ] a1, [ ] a2, [ ] a3
      ├ a2
      │ detail a2 "Article a2" [ ]
      └
      """

  Scenario: Going back lets go of the detail page
    A page the user left is not kept in memory.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And request #2 succeeds
    And the user goes back
    Then the pages are "Articles"
    And the detail of a2 was released

  Scenario: Reopening an article after going back loads it again
    The second visit is a new page with its own request, not the first page's leftovers.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And the user goes back
    And the user taps the row of a2
    Then request #3 is "load detail of a2"
    And the detail is loading
    When request #3 succeeds
    Then the detail shows a2

  Scenario: A detail answered while a back swipe is held shows its answer
    Until the swipe completes the detail is on screen, and it shows what its request brought.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And the user starts a back swipe
    And the request "load detail of a2" fails because the article does not exist
    Then the screen shows the message "This article is not available."
