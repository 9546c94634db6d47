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
    And the request "favorite a2" is pending
    And the row of a2 is marked pending
    When the request "favorite a2" succeeds
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
    And the request "load first page" succeeds
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
    And nothing of the app still waits

  Scenario: A favorite that fails to sync goes back and says why
    The server has the last word: a change it rejects is undone, not silently kept.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    And the device comes back online
    Then the request "favorite a2" is pending
    When the request "favorite a2" fails with "Favorites are unavailable"
    Then the star of a2 is empty
    And the row of a2 is not marked pending
    And an error says "Favorites are unavailable"

  Scenario: Going offline during the first load shows the banner and still shows the answer
    The banner tells the truth at once; an answer already on its way is not thrown away.
    When the list appears
    And the device goes offline
    Then the banner says "You are offline"
    When the request "load first page" succeeds
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

  Scenario: A query typed offline asks nothing and keeps the saved rows
    Offline the list asks nothing, and typing does not change that: the saved rows stay.
    Given the device is offline
    When the list appears
    And the user types "a2"
    And 300 ms pass
    Then 0 requests were made
    And the list shows a1, a2
    And the search field shows "a2"
    And the banner says "You are offline"

  Scenario: A connection lost during the search wait asks nothing
    The query is due once the wait ends, but by then there is no server to ask.
    When the list appears
    And request #1 succeeds
    And the user types "a2"
    And 200 ms pass
    And the device goes offline
    And 100 ms pass
    Then 1 request was made
    And the list shows a1, a2, a3

  Scenario: A query typed on an offline start asks nothing
    Whether the device saved a little or nothing at all, offline typing reaches no server.
    Given the device is offline
    And the cache has articles a1
    When the list appears
    And the user types "a"
    And 300 ms pass
    Then 0 requests were made
    And the list shows a1

  Scenario: A query typed again offline after clearing the field asks nothing
    Clearing the field forgets the query, not the connection: the next query is still offline.
    Given the device is offline
    When the list appears
    And the user types "a2"
    And 300 ms pass
    And the user clears the search
    And the user types "a1"
    And 300 ms pass
    Then 0 requests were made
    And the list shows a1, a2
    And the search field shows "a1"
    And the banner says "You are offline"

  Scenario: Back online after the field was cleared offline, the next query is searched
    Clearing the field forgets the query, not the connection: the search still hears it come back.
    Given the device is offline
    When the list appears
    And the user types "a2"
    And 300 ms pass
    And the user clears the search
    And the device comes back online
    Then request #1 is "load first page"
    When the user types "a1"
    And 300 ms pass
    Then request #2 is "search \"a1\""

  Scenario: Back online with a query in the field, the list searches it
    Coming back online, the list catches up with what the field says: for a query, its search.
    Given the device is offline
    When the list appears
    And the user types "a2"
    And 300 ms pass
    And the device comes back online
    Then 1 request was made
    And request #1 is "search \"a2\""
    When request #1 succeeds
    Then the list shows a2
    And no banner is shown

  Scenario: Back online with a query, pending favorites go first, then the search
    The server sees the user's changes before the list catches up, as without a query.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    And the user types "a2"
    And 300 ms pass
    And the device comes back online
    Then request #1 is "favorite a2"
    And request #2 is "search \"a2\""
    And 2 requests were made

  @retry
  Scenario: Retry while offline asks nothing
    Offline nothing reaches the server, whichever control asks: as with a pull, the banner says why.
    When the list appears
    And request #1 fails
    And the device goes offline
    And the user taps retry
    Then 1 request was made
    And the banner says "You are offline"

  @retry
  Scenario: Back online after a failed first load, the list loads again
    The list catches up by itself once the connection returns; the user need not find Retry.
    When the list appears
    And request #1 fails
    And the device goes offline
    And the device comes back online
    Then request #2 is "load first page"
    When request #2 succeeds
    Then the list shows a1, a2, a3
    And no error is shown

  @cancellation
  Scenario: Back online during a refresh, the refresh in flight is kept
    The refresh already asks for the newest rows and its answer is still shown, so nothing asks again.
    When the list appears
    And request #1 succeeds
    And the user pulls to refresh
    And the device goes offline
    And the device comes back online
    Then 2 requests were made
    And request #2 was not cancelled
    When request #2 succeeds with articles a3
    Then the list shows a3
    And the list is not refreshing

  @cancellation
  Scenario: Back online during the first load, the load in flight is kept
    The first load is the catch-up already; a second request would only race it.
    When the list appears
    And the device goes offline
    And the device comes back online
    Then 1 request was made
    And request #1 was not cancelled
    When request #1 succeeds
    Then the list shows a1, a2, a3

  @cancellation
  Scenario: Back online during a search, the search in flight is kept
    The search in flight already asks for what the field says.
    When the list appears
    And request #1 succeeds
    And the user types "a2"
    And 300 ms pass
    And the device goes offline
    And the device comes back online
    Then 2 requests were made
    And request #2 was not cancelled
    When request #2 succeeds
    Then the list shows a2

  @cancellation
  Scenario: Back online during a page load, the list refreshes instead
    Catching up means the first page again; like a pull, that refresh replaces the page in flight.
    Given the server has 45 articles
    When the list appears
    And request #1 succeeds
    And the user scrolls to the end
    And the device goes offline
    And the device comes back online
    Then request #2 was cancelled
    And request #3 is "load first page"
    And 3 requests were made

  Scenario: A star tapped twice offline leaves nothing to send
    The second tap undoes the first: the row is as the server knows it, so nothing is pending.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    And the user taps the star of a2
    Then the star of a2 is empty
    And the row of a2 is not marked pending
    When the device comes back online
    Then 1 request was made
    And request #1 is "load first page"

  Scenario: A change undone and made again offline is sent in the order of its last tap
    The server receives the changes in the order the user last made them.
    Given the device is offline
    When the list appears
    And the user taps the star of a1
    And the user taps the star of a2
    And the user taps the star of a1
    And the user taps the star of a1
    And the device comes back online
    Then request #1 is "favorite a2"
    And request #2 is "favorite a1"
    And request #3 is "load first page"

  Scenario: A detail opened offline still asks for the article
    The device saved the list, not the articles: the detail has nothing else to show, so it asks.
    Given the device is offline
    When the list appears
    And the user taps the row of a2
    Then the pages are "Articles > a2"
    And the detail is loading
    And the banner says "You are offline"
    And request #1 is "load detail of a2"
    When request #1 succeeds
    Then the detail shows a2

  Scenario: An open detail stays when the refreshed list no longer has its article
    The detail belongs to its page; the list beneath catches up without taking it away.
    Given the cache has articles a1, a2
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And request #2 succeeds
    And the device goes offline
    And the device comes back online
    And request #3 succeeds with articles a1, a3
    Then the pages are "Articles > a2"
    And the detail shows a2
    When the user goes back
    Then the list shows a1, a3

  Scenario: A star changed offline while its save is in flight is sent when back online
    The server will hold what the request in flight carries; a change after it must follow it.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the device goes offline
    And the user taps the star of a2
    Then the star of a2 is empty
    And the row of a2 is marked pending
    When request #2 succeeds
    And the device comes back online
    Then request #3 is "unfavorite a2"
    When request #3 succeeds
    Then the star of a2 is empty
    And the row of a2 is not marked pending

  Scenario: A star brought back offline to the value in flight leaves nothing to send
    What the request in flight carries is what the server will hold: the star already matches it.
    When the list appears
    And request #1 succeeds
    And the user taps the star of a2
    And the device goes offline
    And the user taps the star of a2
    And the user taps the star of a2
    Then the star of a2 is filled
    And the row of a2 is not marked pending
    When request #2 succeeds
    And the device comes back online
    Then request #3 is "load first page"
    And 3 requests were made

  @snapshot
  Scenario: Offline with nothing saved, the list is empty and the banner says why
    "No articles yet" would say the server has none; offline the app cannot know that.
    Given the device is offline
    And the cache is empty
    When the list appears
    Then the screen is:
      """
      ┌ Articles
      │ banner "You are offline"
      │ search ""
      │ list: no rows
      └
      """

  Scenario: Offline, the list beneath a linked detail fills only when it appears
    Showing what the device saved is the list's offline load, and the list loads when it first
    appears.
    Given the device is offline
    When the app opens the link "app://articles/a2"
    Then the pages are "Articles > a2"
    And the list shows no articles
    When the user goes back
    Then the list shows a1, a2

  @snapshot
  Scenario: Going offline during a back swipe shows the banner on the list it uncovers
    The list being uncovered is on screen: it tells the truth about the connection too.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And request #2 succeeds
    And the user starts a back swipe
    And the device goes offline
    Then the screen is:
      """
      ┌ Articles
      │ banner "You are offline"
      │ search ""
      │ list: [ ] a1, [ ] a2, [ ] a3
      ├ a2
      │ banner "You are offline"
      │ detail a2 "Article a2" [ ]
      │ (back swipe in progress)
      └
      """

  @retry
  Scenario: Back online, a failed search is asked again and its error goes at once
    The catch-up is a retry the user did not have to tap: the old error goes as the request starts.
    When the list appears
    And request #1 succeeds
    And the user types "a2"
    And 300 ms pass
    And request #2 fails
    And the device goes offline
    And the device comes back online
    Then request #3 is "search \"a2\""
    And no error is shown

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

  @snapshot
  Scenario: Back online with no rows, the list loads its first page with the spinner
    With nothing on screen there is nothing to refresh: the list loads as it first would.
    Given the device is offline
    And the cache is empty
    When the list appears
    And the device comes back online
    Then the screen is:
      """
      ┌ Articles
      │ search ""
      │ spinner
      │ list: no rows
      └
      """
    And request #1 is "load first page"

  @snapshot
  Scenario: Offline, a back swipe from a linked detail uncovers the list with its banner
    The list beneath has not appeared yet, but it knows the connection from the start.
    Given the device is offline
    When the app opens the link "app://articles/a2"
    And request #1 succeeds
    And the user starts a back swipe
    Then the screen is:
      """
      ┌ Articles
      │ banner "You are offline"
      │ search ""
      │ list: no rows
      ├ a2
      │ banner "You are offline"
      │ detail a2 "Article a2" [ ]
      │ (back swipe in progress)
      └
      """

  Scenario: A linked detail's star is not undone by the saved rows beneath it
    The detail answered in this run; the saved rows are from an earlier one, so the star the
    detail brought stays when the list beneath shows them.
    Given the server marks a2 as favorites
    When the app opens the link "app://articles/a2"
    And the request "load detail of a2" succeeds
    And the device goes offline
    And the user goes back
    Then the list shows a1, a2
    And the star of a2 is filled

  Scenario: A detail that knows better than the saved list puts its star in the list too
    The saved rows are old news; the detail's answer is the server's word, and one star shows it.
    Given the server marks a2 as favorites
    And the device is offline
    When the list appears
    Then the star of a2 is empty
    When the user taps the row of a2
    And the request "load detail of a2" succeeds
    Then the star in the detail is filled
    And the star of a2 is filled

  Scenario: Back online, a query whose older search already answered is searched
    The answer for a query the field no longer holds ended that search: nothing answers the
    field any more, so coming back online searches what it holds, even over an empty list.
    When the list appears
    And the request "load first page" succeeds with no articles
    And the user types "a2"
    And 300 ms pass
    And the user types "2"
    And the request "search \"a2\"" succeeds with articles a2
    And the device goes offline
    And 300 ms pass
    And the device comes back online
    Then request #3 is "search \"a22\""
    And the list shows no articles

  @snapshot
  Scenario: Back online over an empty list, "No articles yet" stays beside the spinner
    The server's last answer said there are none; it stays said until the new answer, as rows
    stay while a refresh runs.
    When the list appears
    And the request "load first page" succeeds with no articles
    And the device goes offline
    And the device comes back online
    Then request #2 is "load first page"
    And the screen is:
      """
      ┌ Articles
      │ search ""
      │ spinner
      │ message "No articles yet"
      │ list: no rows
      └
      """
    When request #2 succeeds
    Then the list shows a1, a2, a3

  Scenario: Back online while a query waits its 300 ms, the wait's end searches it once
    The query's own wait is already on its way to a search: the catch-up adds none.
    When the list appears
    And the request "load first page" succeeds
    And the device goes offline
    And the user types "a2"
    And 100 ms pass
    And the device comes back online
    Then 1 request was made
    When 200 ms pass
    Then request #2 is "search \"a2\""
    And 2 requests were made
    When request #2 succeeds
    Then the list shows a2

  Scenario: A favorite that fails puts back the star the catch-up's rows brought
    The saved rows were older than the server: its own rows, arrived while the favorite was in
    flight, say what it holds, and a failure puts that back, not the star from before the tap.
    Given the device is offline
    And the server marks a2 as favorites
    When the list appears
    Then the star of a2 is empty
    When the user taps the star of a2
    Then the row of a2 is marked pending
    When the device comes back online
    Then request #1 is "favorite a2"
    And request #2 is "load first page"
    When request #2 succeeds
    Then the star of a2 is filled
    When request #1 fails
    Then the star of a2 is filled
    And the row of a2 is not marked pending
    And an error says "The server is unavailable."

  Scenario: A favorite that fails puts back the star a detail brought
    The detail is the server's word on its article as much as a row is.
    Given the device is offline
    And the server marks a2 as favorites
    When the list appears
    And the user taps the star of a2
    And the user taps the row of a2
    Then request #1 is "load detail of a2"
    When the device comes back online
    Then request #2 is "favorite a2"
    When request #1 succeeds
    Then the star in the detail is filled
    When request #2 fails
    Then the star in the detail is filled
    And an error says "The server is unavailable."
    When the user goes back
    Then the star of a2 is filled

  Scenario: A favorite that fails puts back the star a refresh brought instead of the catch-up
    Whichever rows last spoke for the server, the catch-up's or the user's own refresh, are its
    word.
    Given the device is offline
    And the server marks a2 as favorites
    When the list appears
    And the user taps the star of a2
    And the device comes back online
    And request #2 fails
    And the user pulls to refresh
    Then request #3 is "load first page"
    When request #3 succeeds
    And request #1 fails
    Then the star of a2 is filled

  Scenario: A favorite that fails puts back the star another window's rows brought
    The stars are the account's: the rows of scene 2 are the server's word for scene 1 too.
    Given the device is offline
    And the server marks a2 as favorites
    When the list appears
    And the user opens scene 2
    And the user taps the star of a2
    And the device comes back online
    Then request #1 is "favorite a2"
    And request #3 is "load first page"
    When request #3 succeeds
    And request #1 fails
    Then the star of a2 is filled
    And in scene 2, the star of a2 is filled
