@offline
Feature: Offline
  Without a connection the list shows what the device saved, under a banner, and asks nothing.
  Favorites made offline flip at once and wait, marked pending, until the device is back online.

  Background:
    Given the server has articles a1, a2, a3
    And the user is logged in
    And the cache has articles a1, a2

  Scenario: Offline, the list shows the cached articles and asks nothing
    The user reads what was saved, and the banner says why it may be old.
    Given the device is offline
    When the list appears
    Then the list shows a1, a2
    And the banner says "You are offline"
    And the list is not loading
    And 0 requests were made

  Scenario: Pulling to refresh offline asks nothing
    There is no server to ask; the saved rows stay.
    Given the device is offline
    When the list appears
    And the user pulls to refresh
    Then 0 requests were made
    And the list shows a1, a2
    And the banner says "You are offline"

  Scenario: A favorite made offline flips at once and is marked pending
    The tap counts now; the mark says the server does not know yet.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    Then the star of a2 is filled
    And the row of a2 is marked pending
    And the row of a1 is not marked pending
    And 0 requests were made

  Scenario: Back online, a pending favorite is sent and its mark clears when it succeeds
    The mark stays until the server has the favorite, then goes.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    And the device comes back online
    Then no banner is shown
    And request #1 is "favorite a2"
    And the row of a2 is marked pending
    When request #1 succeeds
    Then the row of a2 is not marked pending
    And the star of a2 is filled

  Scenario: Back online, pending favorites go in the order made, then the list refreshes
    The server sees the user's changes in the user's order, and the list catches up afterwards.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    And the user taps the star of a1
    And the device comes back online
    Then request #1 is "favorite a2"
    When request #1 succeeds
    Then request #2 is "favorite a1"
    When request #2 succeeds
    Then request #3 is "load first page"
    When request #3 succeeds
    Then the list shows a1, a2, a3
    And the star of a1 is filled
    And the star of a2 is filled
    And the row of a1 is not marked pending
    And the row of a2 is not marked pending

  Scenario: Going offline while the list is shown shows the banner
    The user learns at once that what they see will not update.
    When the list appears
    And request #1 succeeds
    And the device goes offline
    Then the banner says "You are offline"
    And the list shows a1, a2, a3
    And 1 request was made

  @cancellation
  Scenario: Leaving while offline leaves nothing pending
    A favorite waiting for the connection does not keep the app alive or reach the server later.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    And the user leaves the articles
    And the device comes back online
    Then 0 requests were made
    And no request is pending
    And nothing rendered after the user left
    And nothing of the app is alive

  Scenario: A favorite that fails to sync goes back and says why
    The server has the last word: a change it rejects is undone, not silently kept.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    And the device comes back online
    Then request #1 is "favorite a2"
    When request #1 fails with "Favorites are unavailable"
    Then the star of a2 is empty
    And the row of a2 is not marked pending
    And an error says "Favorites are unavailable"

  Scenario: Going offline during the first load shows the banner and still shows the answer
    The banner tells the truth at once; an answer already on its way is not thrown away.
    When the list appears
    And the device goes offline
    Then the banner says "You are offline"
    When request #1 succeeds
    Then the list shows a1, a2, a3
    And the banner says "You are offline"

  @snapshot
  Scenario: The whole screen offline, with a favorite waiting to sync
    The banner, the cached rows, and the pending mark tell the user everything.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    Then the screen is:
      """
      ┌ Articles
      │ banner "You are offline"
      │ search ""
      │ list: [ ] a1, [*] a2 (pending)
      └
      """

  Scenario: The first page is saved for the next time offline
    What the user saw last is what they will read without a connection.
    When the list appears
    And request #1 succeeds
    Then the device's cache holds a1, a2, a3

  Scenario: A refresh saves its rows for the next time offline
    The cache holds the newest list, not the first one of the session.
    When the list appears
    And request #1 succeeds
    And the user pulls to refresh
    And request #2 succeeds with articles a3, a1
    Then the device's cache holds a3, a1
    When the device goes offline
    Then the list shows a3, a1

  Scenario: A failed refresh leaves the saved rows as they were
    Nothing new came, so nothing saved is lost.
    When the list appears
    And request #1 succeeds
    And the user pulls to refresh
    And request #2 fails
    Then the device's cache holds a1, a2, a3

  Scenario: Search results are not saved for offline
    The cache holds the list, not the answer to one query.
    When the list appears
    And request #1 succeeds
    And the user types "a2"
    And 300 ms pass
    And request #2 succeeds
    Then the device's cache holds a1, a2, a3

  Scenario: Back online, the list refreshes over the cached rows
    The saved rows stay while the list catches up, and the banner goes at once.
    Given the device is offline
    When the list appears
    And the device comes back online
    Then no banner is shown
    And request #1 is "load first page"
    And the list shows a1, a2
    When request #1 succeeds
    Then the list shows a1, a2, a3
    And the list is not refreshing
