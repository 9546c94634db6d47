@login
Feature: Login gate with continuation
  Favoriting or opening a link while logged out asks the user to log in first, and remembers what
  they wanted. Logging in carries it out; cancelling carries out nothing.

  Background:
    Given the server has articles a1, a2, a3
    And the user is logged out

  Scenario: Favoriting while logged out favorites after logging in
    The tap is not lost: once the user is logged in, the favorite is made.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    Then the pages are "Articles | Log in"
    And the star of a2 is empty
    And 1 request was made
    When the user logs in
    Then the request "log in" is pending
    When the request "log in" succeeds
    Then no login form is shown
    And the request "favorite a2" is pending
    And the star of a2 is filled

  Scenario: Cancelling the login favorites nothing
    The user changed their mind; nothing they asked before cancelling happens.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user cancels the login
    Then no login form is shown
    And the star of a2 is empty
    And 1 request was made

  Scenario: After a cancelled login, the next star asks to log in again
    Cancelling closes the login for good; the gate is ready for the next intent.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user cancels the login
    And the user taps the star of a1
    Then the login form is shown
    When the user logs in
    And the request "log in" succeeds
    Then no login form is shown
    And the request "favorite a1" is pending
    And the star of a1 is filled
    And the star of a2 is empty

  Scenario: A failed login keeps the form and says why
    The user can correct and try again without starting over.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user logs in
    And the request "log in" fails with "Wrong password"
    Then the login form is shown
    And the login form says "Wrong password"
    And the star of a2 is empty
    And 2 requests were made

  Scenario: Logging in after a failed attempt still carries out the favorite
    The intent is remembered across attempts, not only the first.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user logs in
    And the request "log in" fails with "Wrong password"
    And the user logs in
    And request #3 succeeds
    Then no login form is shown
    And the request "favorite a2" is pending
    And the star of a2 is filled

  Scenario: Favoriting in the detail while logged out resumes on the detail
    Logging in returns the user to the page they were on, with the star filled.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    And the user taps the star in the detail
    Then the pages are "Articles > a2 | Log in"
    When the user logs in
    And the request "log in" succeeds
    Then the pages are "Articles > a2"
    And the request "favorite a2" is pending
    And the star in the detail is filled
    And the star of a2 is filled

  Scenario: A link opened while logged out opens its detail after logging in
    The link is remembered while the user logs in, then followed.
    When the list appears
    And the request "load first page" succeeds
    And the app opens the link "app://articles/a2"
    Then the pages are "Articles | Log in"
    And 1 request was made
    When the user logs in
    And the request "log in" succeeds
    Then the pages are "Articles > a2"
    And the request "load detail of a2" is pending
    When the request "load detail of a2" succeeds
    Then the detail shows a2

  Scenario: Cancelling the login after a link leaves the pages as they were
    A link the user did not log in for opens nothing.
    When the list appears
    And the request "load first page" succeeds
    And the app opens the link "app://articles/a2"
    And the user cancels the login
    Then the pages are "Articles"
    And the list shows a1, a2, a3
    And 1 request was made

  Scenario: A link opened while the login is shown replaces the remembered favorite
    Only the latest intent is carried out: the user who opened a link meant to read, not to star.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a1
    And the app opens the link "app://articles/a2"
    Then the login form is shown
    When the user logs in
    And the request "log in" succeeds
    Then no login form is shown
    And the pages are "Articles > a2"
    And the request "load detail of a2" is pending
    And the star of a1 is empty
    And 3 requests were made

  @stale-result
  Scenario: A login answered after it was cancelled carries out nothing
    Cancelling drops the intent; a late login answer must not bring it back.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user logs in
    And the user cancels the login
    And the request "log in" succeeds late
    Then no login form is shown
    And the star of a2 is empty
    And 2 requests were made

  @snapshot
  Scenario: The whole screen with the login over a detail
    The login is presented over the pages; the detail stays beneath it.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    And the user taps the star in the detail
    Then the screen is:
      """
      ┌ Articles
      │ search ""
      │ list: [ ] a1, [ ] a2, [ ] a3
      ├ a2
      │ detail a2 "Article a2" [ ]
      ├ modal: Log in
      │ login form [Log in] [Cancel]
      └
      """

  Scenario: The form shows the login in flight until it fails
    The user sees that the tap was taken, and that it is over once the server said no.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    Then the login form is not logging in
    When the user logs in
    Then the login form is logging in
    When request #2 fails with "Wrong password"
    Then the login form is not logging in
    And the login form says "Wrong password"

  Scenario: A link that starts the app while logged out shows the login over the list
    The list appears beneath the login and loads first; logging in then follows the link.
    When the app opens the link "app://articles/a2"
    Then the pages are "Articles | Log in"
    And request #1 is "load first page"
    When the user logs in
    Then request #2 is "log in"
    When request #2 succeeds
    Then the pages are "Articles > a2"
    And request #3 is "load detail of a2"

  Scenario: A cancelled login lets go of its page
    The login flow is over once its page is dismissed: nothing of it stays in memory.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the user cancels the login
    Then no login form is shown
    And the login page was released

  Scenario: A finished login lets go of its page
    Logging in ends the login flow as surely as cancelling does.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the user logs in
    And request #2 succeeds
    Then no login form is shown
    And the login page was released
    And request #3 is "favorite a2"

  Scenario: The remembered tap sets the star it asked for, whatever the server said meanwhile
    The intent is the value the user chose: a refresh that brings the same star while the login
    is shown does not turn the remembered favorite into an unfavorite.
    Given the server marks a2 as favorites
    And the cache has articles a1, a2
    And the device is offline
    When the list appears
    And the user taps the star of a2
    And the user logs in
    And the device comes back online
    And request #2 succeeds
    And request #1 succeeds
    Then request #3 is "favorite a2"
    And the star of a2 is filled
