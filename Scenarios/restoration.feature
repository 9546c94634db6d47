@restoration
Feature: Restoration
  The app saves its pages for the next launch as routes with stable ids, and a relaunch
  rebuilds them as a link would open them: checked again against the session and the server,
  and rejected whole when the app cannot read what was saved.

  Background:
    Given the server has articles a1, a2, a3

  Scenario: A relaunch rebuilds the list with the detail on top
    The detail is a cold start's: it asks first, and the list beneath loads when the user goes
    back to it.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    And the app is relaunched
    Then the pages are "Articles > a2"
    And the detail is loading
    And request #3 is "load detail of a2"
    And 3 requests were made
    When request #3 succeeds
    Then the detail shows a2
    When the user goes back
    Then request #4 is "load first page"

  Scenario: The saved pages follow the stack
    When the list appears
    And the request "load first page" succeeds
    Then the saved pages are "list"
    When the user taps the row of a2
    Then the saved pages are "list > a2"
    When the user goes back
    Then the saved pages are "list"
    When the app opens the link "app://articles/a3"
    Then the saved pages are "list > a3"
    When the user logs out
    Then the saved pages are "list"

  Scenario: Nothing is saved before the first launch, and the first launch saves the list
    Then the app saved no pages
    When the list appears
    Then the saved pages are "list"

  Scenario: A login is not saved, and the relaunch shows the pages beneath it
    What waited for the login was this run's; the next launch does not ask for it.
    Given the user is logged out
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    Then the login form is shown
    And the saved pages are "list"
    When the app is relaunched
    Then the pages are "Articles"
    And no login request was made

  Scenario: Logged out, a saved detail waits for the login and opens after it
    A saved id comes from outside this run, as a link's does, and gets the same gate.
    Given the user is logged out
    And the app saved the pages "list > a2"
    When the list appears
    Then the pages are "Articles | Log in"
    And request #1 is "load first page"
    When the user logs in
    And the request "log in" succeeds
    Then the pages are "Articles > a2"
    And request #3 is "load detail of a2"

  Scenario: Cancelling the login of a saved detail leaves the list
    Given the user is logged out
    And the app saved the pages "list > a2"
    When the list appears
    And the user cancels the login
    Then the pages are "Articles"
    And no detail request was made
    And the saved pages are "list"

  Scenario: A saved article the server no longer has restores as not available
    Given the app saved the pages "list > a2"
    And the server no longer has a2
    When the list appears
    Then request #1 is "load detail of a2"
    When request #1 succeeds
    Then the pages are "Articles > a2"
    And the screen shows the message "This article is not available."

  Scenario: Pages saved in an older format are rejected cleanly
    An older version archived its controllers; this one reads none of it, launches at the list
    as if nothing was saved, and saves its own pages.
    Given the app saved its pages in an older format
    When the list appears
    Then the pages are "Articles"
    And no banner is shown
    And request #1 is "load first page"
    And 1 request was made
    And the saved pages are "list"

  Scenario: A saved stack the feature cannot show is rejected whole
    Two details on the list is not a stack this feature shows: nothing of it is restored.
    Given the app saved the pages "list > a2 > a3"
    When the list appears
    Then the pages are "Articles"
    And request #1 is "load first page"
    And no detail request was made
    And the saved pages are "list"

  Scenario: A link the app is opened with wins over the saved pages
    The link comes after the restoration, so it replaces the restored detail as it would an
    open one; the replaced detail never appeared, so it asked nothing.
    Given the app saved the pages "list > a2"
    When the app opens the link "app://articles/a3"
    Then the pages are "Articles > a3"
    And request #1 is "load detail of a3"
    And no request "load detail of a2" was made
    And the saved pages are "list > a3"

  @cancellation
  Scenario: A relaunch ends the earlier run's work and keeps nothing of it alive
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the app is relaunched
    Then request #2 was cancelled
    And nothing of the earlier run is alive
    And request #3 is "load detail of a2"

  @snapshot
  Scenario: Offline after a relaunch, an empty list saved shows no message
    The empty answer was the server's word in the earlier run; offline, the banner says why
    the list is empty, and "No articles yet" would claim it now.
    When the list appears
    And the request "load first page" succeeds with no articles
    And the device goes offline
    And the app is relaunched
    Then the screen is:
      """
      ┌ Articles
      │ banner "You are offline"
      │ search ""
      │ list: no rows
      └
      """
    And 1 request was made

  @analytics
  Scenario: A restored detail is viewed, and the list only when the user goes back
    Given the app saved the pages "list > a2"
    When the list appears
    And the user goes back
    Then analytics recorded "screen view detail a2, screen view list"
