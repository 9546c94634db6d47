@pagination
Feature: Pagination
  Scrolling to the end appends the next page, once; the last page stops further requests; a page
  that lands after a refresh belongs to a list that no longer exists.

  Background:
    Given the server has 45 articles

  Scenario: Scrolling to the end appends the next page
    Pages hold 20 articles; the second page continues where the first ended.
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    Then the request "load page 2" is pending
    And the list is loading the next page
    When the request "load page 2" succeeds
    Then the list shows 40 articles
    And the last row is a40
    And the list is not loading the next page

  Scenario: Scrolling to the end twice while a page loads starts one request
    A page in flight is not requested again.
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    And the user scrolls to the end
    Then 2 requests were made

  Scenario: The last page stops further requests
    Without a next page there is nothing more to ask for.
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    And the request "load page 2" succeeds
    And the user scrolls to the end
    And the request "load page 3" succeeds
    Then the list shows 45 articles
    When the user scrolls to the end
    Then 3 requests were made

  Scenario: A failed page keeps the loaded rows
    A page that fails loses nothing already shown.
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    And the request "load page 2" fails with "Server unavailable"
    Then the list shows 20 articles
    And an error says "Server unavailable"
    And the list is not loading the next page

  @retry
  Scenario: Retry after a failed page asks for the same page again
    Retry repeats what failed, not the first load.
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    And the request "load page 2" fails
    And the user taps retry
    Then request #3 is "load page 2"
    And no error is shown
    When request #3 succeeds
    Then the list shows 40 articles
    And no error is shown

  @stale-result
  Scenario: A page answered after a refresh is not appended to the new list
    Order is the rule: a page asked before the refresh belongs to the old list; appending it would mix two lists.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    And the user pulls to refresh
    And request #3 succeeds with articles a1, a2
    And request #2 succeeds late
    Then the list shows a1, a2
    And request #2 was superseded

  @stale-result @any-order
  Scenario: Whatever order a page and a refresh answer in, the refresh wins
    Races are not decided by luck: every order of the two answers is run, and each must end the same.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user scrolls to the end
    And the user pulls to refresh
    And requests #2 and #3 succeed in any order
    Then the list shows 20 articles
    And the last row is a20
    And the list is not refreshing

  Scenario: Scrolling to the end while refreshing asks for no page
    A list load is in flight: the next page waits for the refreshed list.
    When the list appears
    And request #1 succeeds
    And the user pulls to refresh
    And the user scrolls to the end
    Then 2 requests were made
    And the list is refreshing
    And the list is not loading the next page

  Scenario: Scrolling to the end of search results asks for no page
    The rows are search results; the full list's next page does not belong to them.
    When the list appears
    And request #1 succeeds
    And the user types "a45"
    And 300 ms pass
    And request #2 succeeds
    And the user scrolls to the end
    Then 2 requests were made
    And the list shows a45
    And the list is not loading the next page

  Scenario: After a refresh the next page starts again from page 2
    A refresh replaces the list, and the list it replaces takes its cursor with it.
    When the list appears
    And request #1 succeeds
    And the user scrolls to the end
    And request #2 succeeds
    And the user pulls to refresh
    And request #3 succeeds
    Then the list shows 20 articles
    When the user scrolls to the end
    Then request #4 is "load page 2"
    When request #4 succeeds
    Then the list shows 40 articles
    And the last row is a40

  Scenario: A star on the second page flips like any other
    Rows beyond the first page are as much the user's as the first twenty.
    Given the user is logged in
    When the list appears
    And request #1 succeeds
    And the user scrolls to the end
    And request #2 succeeds
    And the user taps the star of a25
    Then the star of a25 is filled
    And request #3 is "favorite a25"
    When request #3 succeeds
    Then the star of a25 is filled
    And the star of a5 is empty

  Scenario: Scrolling on after a failed refresh hides its error at once
    A list load that starts takes the old error away, as a pull or Retry does.
    When the list appears
    And request #1 succeeds
    And the user pulls to refresh
    And request #2 fails
    And the user scrolls to the end
    Then no error is shown
    And the list is loading the next page

  Scenario: A next page that repeats articles already shown adds only the new ones
    A server paging by offset repeats rows when articles were added above them; each article shows once, where it first appeared.
    When the list appears
    And request #1 succeeds with articles a1, a2, a3 and a next page
    And the user scrolls to the end
    And request #2 succeeds with articles a3, a4, a2
    Then the list shows a1, a2, a3, a4

  Scenario: A next page of articles all shown already adds no row
    Nothing new came: the list stays as it was, and the last page stops further requests.
    When the list appears
    And request #1 succeeds with articles a1, a2 and a next page
    And the user scrolls to the end
    And request #2 succeeds with articles a2
    Then the list shows a1, a2
    When the user scrolls to the end
    Then 2 requests were made

  Scenario: A first page that lists an article twice shows it once
    The answer's first copy is the row; the later one is the same article.
    When the list appears
    And request #1 succeeds with articles a1, a2, a1, a3
    Then the list shows a1, a2, a3

  Scenario: A star tapped on an article a next page repeated flips its one row
    One article, one row, one star: the repeat does not leave a second row with the old star.
    Given the user is logged in
    When the list appears
    And request #1 succeeds with articles a1, a2 and a next page
    And the user scrolls to the end
    And request #2 succeeds with articles a2, a3
    And the user taps the star of a2
    Then the star of a2 is filled
    And the list shows a1, a2, a3
    And request #3 is "favorite a2"
