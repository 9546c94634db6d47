@favorites
Feature: Favorites with an optimistic star
  The star answers the tap at once and the server confirms later. A failure puts back the
  server's newest word on the star. The list and the detail read one favorite state, so they never disagree.

  Background:
    Given the server has articles a1, a2, a3
    And the user is logged in

  Scenario: The star flips before the server answers
    The user sees the tap take effect at once; the request confirms it.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    Then the star of a2 is filled
    And 2 requests were made
    And the request "favorite a2" is pending
    When the request "favorite a2" succeeds
    Then the star of a2 is filled
    And no error is shown

  Scenario: Tapping a filled star unfavorites the article
    The same star takes the favorite back, and asks the server to forget it.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the request "favorite a2" succeeds
    And the user taps the star of a2
    Then the star of a2 is empty
    And the request "unfavorite a2" is pending
    When the request "unfavorite a2" succeeds
    Then the star of a2 is empty

  Scenario: A failed favorite rolls the star back and says why
    An optimistic star that the server refused must not stay on.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the request "favorite a2" fails with "Could not save the favorite"
    Then the star of a2 is empty
    And an error says "Could not save the favorite"

  Scenario: A star the server set shows filled, and a tap takes it back
    The row's own star is the server's word until the user changes it.
    Given the server marks a2 as favorites
    When the list appears
    And the request "load first page" succeeds
    Then the star of a2 is filled
    And the star of a3 is empty
    When the user taps the star of a2
    Then the star of a2 is empty
    And the request "unfavorite a2" is pending
    When the request "unfavorite a2" succeeds
    Then the star of a2 is empty

  Scenario: A failed unfavorite of a star the server set puts it back
    A failure goes back to what the server last said, and here the server said so in the row.
    Given the server marks a2 as favorites
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the request "unfavorite a2" fails with "Could not save the favorite"
    Then the star of a2 is filled
    And an error says "Could not save the favorite"

  Scenario: A refresh that brings a star the server set shows it on an untouched row
    A star nobody tapped follows the server: a refreshed row that is starred shows filled.
    When the list appears
    And the request "load first page" succeeds
    Then the star of a3 is empty
    Given the server marks a3 as favorites
    When the user pulls to refresh
    And request #2 succeeds
    Then the star of a3 is filled

  @stale-result @any-order
  Scenario: Two quick taps end on the last tap whatever order the answers arrive in
    The user's last tap wins: an answer to the older tap never overrides it.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user taps the star of a2
    Then the star of a2 is empty
    And request #2 is "favorite a2"
    And request #3 is "unfavorite a2"
    When requests #2 and #3 succeed in any order
    Then the star of a2 is empty

  Scenario: A star tapped in the detail shows in the list
    One source of truth: the row beneath the detail changes with the detail's star.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    And the user taps the star in the detail
    Then the star in the detail is filled
    And the star of a2 is filled
    And the request "favorite a2" is pending
    When the request "favorite a2" succeeds
    And the user goes back
    Then the star of a2 is filled

  @stale-result
  Scenario: A detail opened while its favorite is saving shows the pending star
    The detail loaded before the server saved the favorite; it must not contradict the list.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    Then the star in the detail is filled
    And the star of a2 is filled

  Scenario: A failed favorite in the detail rolls back both stars
    The error shows on the page the user is looking at, and list and detail agree again.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    And the user taps the star in the detail
    And the request "favorite a2" fails with "Could not save the favorite"
    Then the star in the detail is empty
    And the star of a2 is empty
    And an error says "Could not save the favorite"

  @stale-result
  Scenario: A refresh answered while a favorite is saving keeps the pending star
    The refreshed rows were read before the server saved the favorite; they must not erase the tap.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user pulls to refresh
    And request #3 succeeds
    Then the star of a2 is filled
    When the request "favorite a2" succeeds
    Then the star of a2 is filled

  Scenario: Going back while a favorite saves keeps the favorite going
    The favorite is the user's write, owned by the account, not the page: leaving the page keeps it.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And request #2 succeeds
    And the user taps the star in the detail
    And the user goes back
    Then request #3 was not cancelled
    And the star of a2 is filled
    When request #3 fails with "Could not save the favorite"
    Then the star of a2 is empty
    And an error says "Could not save the favorite"

  Scenario: An older favorite answered after the latest failed does not move the star
    An answer to an older tap never moves the star: after the latest failed, it shows what the
    server had confirmed then, and the next refresh shows what the server holds.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the user taps the star of a2
    And request #3 fails with "Could not save the favorite"
    Then the star of a2 is empty
    When request #2 succeeds
    Then the star of a2 is empty
    And an error says "Could not save the favorite"
    When the user pulls to refresh
    And request #4 succeeds
    Then the star of a2 is filled

  Scenario: A favorite's error stays on its page and does not follow the user
    The message answers a tap made on this page; the next page starts clean.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And request #2 fails with "Could not save the favorite"
    Then an error says "Could not save the favorite"
    When the user taps the row of a2
    Then no error is shown
    When request #3 succeeds
    And the user taps the star in the detail
    And request #4 fails with "Could not save the favorite"
    And the app opens the link "app://articles/a3"
    Then the pages are "Articles > a3"
    And no error is shown

  @stale-result
  Scenario: A failed unfavorite after a confirmed favorite puts the filled star back
    A failure goes back to what the server last confirmed, even when an older request confirmed it.
    Given the server ignores cancellation
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the user taps the star of a2
    And request #2 succeeds
    And request #3 fails with "Could not save the favorite"
    Then the star of a2 is filled
    And an error says "Could not save the favorite"

  @stale-result
  Scenario: The failure of an older favorite request changes nothing
    The newer tap decides the star: an older request that fails is history, not news.
    Given the server ignores cancellation
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the user taps the star of a2
    And request #2 fails with "Could not save the favorite"
    Then the star of a2 is empty
    And no error is shown
    When request #3 succeeds
    Then the star of a2 is empty
    And no error is shown

  Scenario: A failed favorite offers no retry
    The star already went back; there is nothing for a Retry button to repeat.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And request #2 fails with "Could not save the favorite"
    Then an error says "Could not save the favorite"
    And the error offers no retry

  Scenario: A favorite that failed in the detail leaves no error on the list
    The error belonged to the page the user was looking at; it does not follow them back.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And request #2 succeeds
    And the user taps the star in the detail
    And request #3 fails with "Could not save the favorite"
    And the user goes back
    Then no error is shown
    And the star of a2 is empty
    And the list shows a1, a2, a3

  Scenario: A new tap hides the error of a failed favorite
    The next tap starts over: the old failure is no longer news.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And request #2 fails with "Could not save the favorite"
    And the user taps the star of a2
    Then no error is shown
    When the user taps the row of a2
    And request #4 succeeds
    And the user taps the star in the detail
    And request #5 fails with "Could not save the favorite"
    Then an error says "Could not save the favorite"
    When the user taps the star in the detail
    Then no error is shown

  Scenario: A favorite that fails while a back swipe is held shows on the detail
    Until the swipe completes, the detail is still the page on top, and the message is for it.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And request #2 succeeds
    And the user taps the star in the detail
    And the user starts a back swipe
    And request #3 fails with "Could not save the favorite"
    Then an error says "Could not save the favorite"
    And the star in the detail is empty

  Scenario: A favorite's error does not wait on the list for the user's return
    The message was news when the star failed; the list the user comes back to starts clean.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a1
    And request #2 fails with "Could not save the favorite"
    And the user taps the row of a2
    And the user goes back
    Then no error is shown

  Scenario: A pull to refresh keeps a failed favorite's error
    The refresh is about the rows; the message is about a star, and the next star tap or page
    takes it away.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a1
    And request #2 fails with "Could not save the favorite"
    And the user pulls to refresh
    Then an error says "Could not save the favorite"
    And the list is refreshing

  Scenario: A favorite that fails over a missing article leaves the article's message
    "This article is not available." is the page's content, not a failure: the favorite's
    message shows beside it, without Retry, and neither hides the other.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the user taps the row of a2
    And the request "load detail of a2" fails because the article does not exist
    And the request "favorite a2" fails with "Server unavailable"
    Then an error says "Server unavailable"
    And the error offers no retry
    And the screen shows the message "This article is not available."

  Scenario: A favorite that fails over an empty list leaves "No articles yet"
    The list is empty for its own reason; the favorite's failure is about a star and shows
    beside the list's message.
    When the list appears
    And request #1 succeeds with articles a2
    And the user taps the star of a2
    And the request "favorite a2" fails with "Server unavailable"
    And the user pulls to refresh
    And request #3 succeeds with no articles
    Then an error says "Server unavailable"
    And the screen shows the message "No articles yet"

  @retry
  Scenario: A page's own failure shows before a favorite's message
    The page's Retry must stay within reach; the favorite's message shows while the page has no
    failure of its own.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a1
    And the user pulls to refresh
    And the request "favorite a1" fails with "Could not save the favorite"
    And request #3 fails
    Then an error says "The server is unavailable."
    And the error offers retry
    When the user taps the star of a2
    And the request "favorite a2" fails with "Could not save the favorite"
    Then an error says "The server is unavailable."
    When the user taps retry
    Then an error says "Could not save the favorite"
    And the error offers no retry

  @retry
  Scenario: A detail's own failure shows before a favorite's message
    As on the list: the detail's Retry stays within reach.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a1
    And the user taps the row of a2
    And the request "favorite a1" fails with "Could not save the favorite"
    And the request "load detail of a2" fails
    Then an error says "The server is unavailable."
    And the error offers retry
    When the user taps retry
    Then an error says "Could not save the favorite"
    And the detail is loading
