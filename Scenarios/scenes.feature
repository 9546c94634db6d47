@scenes
Feature: Two scenes
  Two windows of the same app, each with its own pages, and one owner for what the account
  knows: a star tapped in one window shows in the other at once. A link opens in the scene it
  was sent to, and closing a scene ends only that scene's work.

  Background:
    Given the server has articles a1, a2, a3

  Scenario: A second scene has pages of its own
    Its list loads for itself, and what the user does in one window leaves the other's pages
    as they are.
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    Then in scene 2, the list is loading
    And request #2 is "load first page"
    When request #2 succeeds
    And the user types "a"
    Then in scene 2, the search field shows ""
    And in scene 2, the list shows a1, a2, a3
    When in scene 2, the user taps the row of a2
    Then in scene 2, the pages are "Articles > a2"
    And the pages are "Articles"
    And the search field shows "a"

  Scenario: A star tapped in one scene shows in the other at once
    One owner for the stars: the list of scene 1 shows the star scene 2's detail set, before
    the server answers, and one request saves it.
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    And request #2 succeeds
    And in scene 2, the user taps the row of a2
    And the request "load detail of a2" succeeds
    And in scene 2, the user taps the star in the detail
    Then the star of a2 is filled
    And in scene 2, the star in the detail is filled
    And request #4 is "favorite a2"
    And 4 requests were made
    When request #4 succeeds
    Then the star of a2 is filled
    When in scene 2, the user goes back
    Then in scene 2, the star of a2 is filled

  Scenario: A star that fails rolls back in every scene
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    And request #2 succeeds
    And the user taps the star of a2
    Then in scene 2, the star of a2 is filled
    When the request "favorite a2" fails with "Could not save"
    Then in scene 2, the star of a2 is empty
    And the star of a2 is empty
    And an error says "Could not save"
    And in scene 2, an error says "Could not save"

  Scenario: A link opens in the scene it was sent to
    The other scene keeps its pages, and a rejected link says so only where it was sent.
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    And in scene 2, the app opens the link "app://articles/a3"
    Then in scene 2, the pages are "Articles > a3"
    And the pages are "Articles"
    And no banner is shown
    When the app opens the link "app://nowhere"
    Then the banner says "This link cannot be opened."
    And in scene 2, no banner is shown
    When the app opens the link "app://articles/a1"
    Then the pages are "Articles > a1"
    And in scene 2, the pages are "Articles > a3"

  Scenario: Closing a scene cancels only that scene's work and releases only its objects
    The refresh beneath the closed scene's detail goes too, though no page of it was on top.
    When the list appears
    And the user opens scene 2
    And request #2 succeeds
    And in scene 2, the user pulls to refresh
    And in scene 2, the user taps the row of a2
    Then request #3 is "load first page"
    And request #4 is "load detail of a2"
    When the user closes scene 2
    Then request #3 was cancelled
    And request #4 was cancelled
    And request #1 was not cancelled
    And nothing of scene 2 is alive
    When request #1 succeeds
    Then request #1 was not superseded
    And the list shows a1, a2, a3
    When the user taps the row of a1
    And request #5 succeeds
    Then the detail shows a1

  Scenario: A star being saved is the account's, not the scene's
    Closing the window the star was tapped in does not undo the tap: the request goes on, and
    its answer shows in the scene that is left.
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    And request #2 succeeds
    And in scene 2, the user taps the star of a2
    And the user closes scene 2
    Then the request "favorite a2" was not cancelled
    And the star of a2 is filled
    And nothing of scene 2 is alive
    When the request "favorite a2" fails
    Then the star of a2 is empty

  Scenario: The login asked for in one scene shows there, and its star shows in both
    Given the user is logged out
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    And request #2 succeeds
    And in scene 2, the user taps the star of a3
    Then in scene 2, the login form is shown
    And no login form is shown
    When in scene 2, the user logs in
    And the request "log in" succeeds
    Then in scene 2, no login form is shown
    And the request "favorite a3" is pending
    And the star of a3 is filled
    And in scene 2, the star of a3 is filled

  Scenario: A star made offline is pending in every scene and sent once
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    And request #2 succeeds
    And the device goes offline
    Then the banner says "You are offline"
    And in scene 2, the banner says "You are offline"
    When in scene 2, the user taps the star of a1
    Then the row of a1 is marked pending
    And in scene 2, the row of a1 is marked pending
    And no favorite request was made
    When the device comes back online
    Then request #3 is "favorite a1"
    And request #4 is "load first page"
    And request #5 is "load first page"
    And 5 requests were made
    When request #3 succeeds
    Then the row of a1 is not marked pending
    And in scene 2, the row of a1 is not marked pending

  Scenario: A logout starts every scene again
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    And request #2 succeeds
    And in scene 2, the user taps the row of a2
    And the user logs out
    Then the pages are "Articles"
    And in scene 2, the pages are "Articles"
    And request #3 was cancelled
    And the list is loading
    And in scene 2, the list is loading
    And request #4 is "load first page"
    And request #5 is "load first page"
    And 5 requests were made

  Scenario: The saved pages are the first scene's
    The device keeps one set of saved pages: the app's own window's. A scene opened later
    starts at the list and saves nothing, and a relaunch rebuilds the first scene.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the user opens scene 2
    And request #3 succeeds
    And in scene 2, the user taps the row of a3
    Then the saved pages are "list > a2"
    When in scene 2, the user goes back
    Then the saved pages are "list > a2"
    When the app is relaunched
    Then the pages are "Articles > a2"
    And request #5 is "load detail of a2"
    And nothing of the earlier run is alive

  Scenario: Leaving the app ends every scene
    When the list appears
    And the user opens scene 2
    And in scene 2, the user types "a"
    And 300 ms pass
    And the user leaves the articles
    Then request #1 was cancelled
    And request #2 was cancelled
    And request #3 was cancelled
    And nothing rendered after the user left
    And nothing of the app is alive
    And nothing of the app still waits

  Scenario: A window opened after a favorite failed starts without its message
    The failure was news on the pages that saw the star go back; a new window's list is a next
    page, and a next page starts without it.
    Given the user is logged in
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the request "favorite a2" fails
    Then an error says "The server is unavailable."
    When the user opens scene 2
    And request #3 succeeds
    Then in scene 2, no error is shown
    And an error says "The server is unavailable."

  Scenario: A favorite's message leaves a window only by that window's own pages and taps
    Each window shows the account's failure on its page on top; going to another page, or
    tapping a star, in one window hides it there and nowhere else.
    Given the user is logged in
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    And request #2 succeeds
    And the user taps the star of a2
    And the request "favorite a2" fails
    Then an error says "The server is unavailable."
    And in scene 2, an error says "The server is unavailable."
    When the user taps the row of a1
    Then no error is shown
    And in scene 2, an error says "The server is unavailable."
    When the request "load detail of a1" succeeds
    And the user taps the star in the detail
    Then in scene 2, an error says "The server is unavailable."
    When in scene 2, the user taps the star of a3
    Then in scene 2, no error is shown

  Scenario: Back online, the windows catch up in the order they were opened
    Each window asks what its own pages need — a search for a query in its field, a refresh
    of its list — and the first window asks first, whatever each asks.
    When the list appears
    And the request "load first page" succeeds
    And the user opens scene 2
    And request #2 succeeds
    And the user types "a"
    And 300 ms pass
    And request #3 succeeds
    And the device goes offline
    And the device comes back online
    Then request #4 is "search \"a\""
    And request #5 is "load first page"
    And 5 requests were made
