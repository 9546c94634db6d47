@deep-link
Feature: Deep links
  A link app://articles/<id> opens that article's detail with the list beneath it, whether the app
  was running or not. A link that does not parse is rejected visibly and changes nothing.

  Background:
    Given the server has articles a1, a2, a3
    And the user is logged in

  Scenario: A link opens the detail with the list beneath it
    A cold start from a link lands on the article, and back leads to the list.
    When the app opens the link "app://articles/a2"
    Then the pages are "Articles > a2"
    And the detail is loading
    And the request "load detail of a2" is pending
    And 1 request was made
    When the request "load detail of a2" succeeds
    Then the detail shows a2

  Scenario: Going back from a linked detail loads the list
    The list beneath a linked detail loads when it first appears, not before.
    When the app opens the link "app://articles/a2"
    And request #1 succeeds
    And the user goes back
    Then the pages are "Articles"
    And the list is loading
    And request #2 is "load first page"
    When request #2 succeeds
    Then the list shows a1, a2, a3

  @cancellation
  Scenario: A link replaces the open detail and cancels its request
    The user asked for another article; the one on screen stops loading and goes.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a1
    And the app opens the link "app://articles/a3"
    Then the pages are "Articles > a3"
    And the request "load detail of a1" was cancelled
    And the request "load detail of a3" is pending
    When the request "load detail of a3" succeeds
    Then the detail shows a3

  @stale-result
  Scenario: The replaced detail answered late does not fill the new one
    Only the article of the latest link may fill the page on top.
    Given the server ignores cancellation
    When the app opens the link "app://articles/a1"
    And the app opens the link "app://articles/a2"
    And request #1 succeeds late
    Then the pages are "Articles > a2"
    And the detail is loading
    When request #2 succeeds
    Then the detail shows a2
    And request #1 was superseded

  Scenario: A malformed link is rejected without changing the pages
    A bad link says so on the page the user is on, and takes them nowhere.
    When the list appears
    And the request "load first page" succeeds
    And the app opens the link "app://articles/"
    Then the banner says "This link cannot be opened."
    And the pages are "Articles"
    And the list shows a1, a2, a3
    And 1 request was made

  Scenario: A link to an unknown place is rejected on the open detail
    The rejection shows on the page on top, and the detail stays as it was.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the row of a2
    And the request "load detail of a2" succeeds
    And the app opens the link "app://users/a3"
    Then the banner says "This link cannot be opened."
    And the pages are "Articles > a2"
    And the detail shows a2
    And 2 requests were made

  Scenario: A link to an article that does not exist says it is not available
    The link parses, so the detail opens; the server's not found is what the user reads.
    When the list appears
    And the request "load first page" succeeds
    And the app opens the link "app://articles/a9"
    Then the pages are "Articles > a9"
    And the request "load detail of a9" is pending
    When the request "load detail of a9" fails because the article does not exist
    Then the screen shows the message "This article is not available."
    And no error is shown

  Scenario: A link to the article already open keeps its page and its request
    The link asks for what the user already sees; the page and its loading stay as they are.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And the app opens the link "app://articles/a2"
    Then the pages are "Articles > a2"
    And request #2 was not cancelled
    And 2 requests were made
    When request #2 succeeds
    Then the detail shows a2

  Scenario: A link to the article already shown changes nothing
    A loaded detail is not loaded again for a link to it.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And request #2 succeeds
    And the app opens the link "app://articles/a2"
    Then the pages are "Articles > a2"
    And the detail shows a2
    And 2 requests were made

  Scenario: A rejected link's banner goes when the pages change
    The banner tells about the link just opened, on the page it was opened on; it does not follow
    the user to the next page, nor stay behind on the page they come back to.
    When the list appears
    And request #1 succeeds
    And the app opens the link "app://nowhere"
    Then the banner says "This link cannot be opened."
    When the user taps the row of a2
    Then no banner is shown
    When the app opens the link "app://nowhere"
    And the app opens the link "app://articles/a3"
    Then the pages are "Articles > a3"
    And no banner is shown
    When the app opens the link "app://nowhere"
    And the user goes back
    Then no banner is shown

  @snapshot
  Scenario: A back swipe uncovers the list without the detail's rejected link
    Only the page the link was opened on says it was rejected.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a2
    And request #2 succeeds
    And the app opens the link "app://nowhere"
    And the user starts a back swipe
    Then the screen is:
      """
      ┌ Articles
      │ search ""
      │ list: [ ] a1, [ ] a2, [ ] a3
      ├ a2
      │ banner "This link cannot be opened."
      │ detail a2 "Article a2" [ ]
      │ (back swipe in progress)
      └
      """

  Scenario: A rejected link is the newer news and shows over the offline banner
    The user just did something and is told what came of it; the offline banner returns with the
    next page.
    Given the device is offline
    And the cache has articles a1, a2
    When the list appears
    And the app opens the link "app://nowhere"
    Then the banner says "This link cannot be opened."
    When the user taps the row of a2
    Then the banner says "You are offline"

  Scenario: A malformed link on a cold start shows the list with the banner
    A bad link that launched the app takes the user to the list, which loads as usual.
    When the app opens the link "app://articles/"
    Then the pages are "Articles"
    And the banner says "This link cannot be opened."
    And request #1 is "load first page"
    When request #1 succeeds
    Then the list shows a1, a2, a3

  Scenario: A link opened after going back replaces nothing and loads its detail
    Going back closed the old detail; the link's detail is a fresh page with its own request.
    When the list appears
    And request #1 succeeds
    And the user taps the row of a1
    And request #2 succeeds
    And the user goes back
    And the app opens the link "app://articles/a3"
    Then the pages are "Articles > a3"
    And request #3 is "load detail of a3"
    When request #3 succeeds
    Then the detail shows a3
