@search
Feature: Search with debounce
  The list searches once the user stops typing for 300 ms. The newest query is the only one that
  counts: an older search is cancelled, and its answer never reaches the screen. An empty field
  shows the full list again.

  Background:
    Given the server has articles a1, a2, a3

  Scenario: Each keystroke restarts the 300 ms wait
    A query is sent once the user pauses, never once per keystroke.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a"
    And 200 ms pass
    And the user types "2"
    And 200 ms pass
    Then no search request was made
    When 100 ms pass
    Then the request "search \"a2\"" is pending
    And 2 requests were made

  Scenario: Search results replace the rows
    The list shows what matches the query, and only that.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a2"
    And 300 ms pass
    And the request "search \"a2\"" succeeds
    Then the list shows a2
    And the search field shows "a2"
    And 2 requests were made

  @cancellation
  Scenario: A new query cancels the search in flight
    Nobody waits for the old query's answer, so it is stopped.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a"
    And 300 ms pass
    And the user types "2"
    And 300 ms pass
    Then the request "search \"a\"" was cancelled
    And the request "search \"a2\"" is pending
    When the request "search \"a2\"" succeeds
    Then the list shows a2

  @stale-result
  Scenario: An older query answered late does not replace newer results
    The rows always match the text in the field, whatever order the server answers in.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user types "a"
    And 300 ms pass
    And the user types "2"
    And 300 ms pass
    And request #3 succeeds
    And request #2 succeeds late
    Then the list shows a2
    And request #2 was superseded

  @stale-result @any-order
  Scenario: Whatever order two searches answer in, the newest query wins
    Races are not decided by luck: every order of the two answers is run, and each must end the same.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user types "a"
    And 300 ms pass
    And the user types "2"
    And 300 ms pass
    And requests #2 and #3 succeed in any order
    Then the list shows a2
    And the search field shows "a2"

  Scenario: Clearing the field shows the full list again without a request
    The full list is already known; asking for it again would only make the user wait.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a2"
    And 300 ms pass
    And the request "search \"a2\"" succeeds
    And the user clears the search
    Then the list shows a1, a2, a3
    And the search field shows ""
    And 2 requests were made

  @cancellation
  Scenario: Clearing the field during the wait sends no search
    The debounce stops with the query it was waiting for.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a2"
    And 200 ms pass
    And the user clears the search
    And 300 ms pass
    Then no search request was made
    And the list shows a1, a2, a3

  @cancellation @stale-result
  Scenario: Clearing the field cancels the search in flight and ignores its answer
    A search for a query the user erased must not fill the list.
    Given the server ignores cancellation
    When the list appears
    And the request "load first page" succeeds
    And the user types "a2"
    And 300 ms pass
    And the user clears the search
    Then the request "search \"a2\"" was cancelled
    When the request "search \"a2\"" succeeds late
    Then the list shows a1, a2, a3

  Scenario: A query without matches says so
    An empty result names the query, so the user knows what found nothing.
    When the list appears
    And the request "load first page" succeeds
    And the user types "zz"
    And 300 ms pass
    And the request "search \"zz\"" succeeds
    Then the list shows no articles
    And the screen shows the message "No results for \"zz\""
    And 2 requests were made

  Scenario: A failed search shows the error
    The user learns why no results came.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a2"
    And 300 ms pass
    And the request "search \"a2\"" fails with "Search unavailable"
    Then an error says "Search unavailable"
    And the list is not loading

  Scenario: Pulling to refresh while a query is active does nothing
    The rows are search results; a refresh of the full list would replace them.
    When the list appears
    And the request "load first page" succeeds
    And the user types "a2"
    And 300 ms pass
    And the request "search \"a2\"" succeeds
    And the user pulls to refresh
    Then 2 requests were made
    And the list is not refreshing
    And the list shows a2

  Scenario: Typing hides the list's error, and clearing the field shows it again
    The error belongs to the full list: while a query is typed the rows are the search's, and
    clearing the field brings back the full list as it was, Retry included.
    When the list appears
    And request #1 succeeds
    And the user pulls to refresh
    And request #2 fails
    And the user types "a"
    Then no error is shown
    When 300 ms pass
    And request #3 succeeds
    Then no error is shown
    When the user clears the search
    Then an error says "The server is unavailable."
    And the error offers retry

  @snapshot
  Scenario: While a query waits for its search, the list says nothing of the full list
    "No articles yet" is about the full list; once a query is typed only its search may speak.
    When the list appears
    And request #1 succeeds with no articles
    And the user types "a"
    Then the screen is:
      """
      ┌ Articles
      │ search "a"
      │ list: no rows
      └
      """
    When 300 ms pass
    And request #2 succeeds with no articles
    Then the screen shows the message "No results for \"a\""

  @retry
  Scenario: Retry after a failed search asks for the same query again
    Retry repeats what failed: the query in the field, not the full list.
    When the list appears
    And request #1 succeeds
    And the user types "a2"
    And 300 ms pass
    And request #2 fails with "Search unavailable"
    Then the error offers retry
    When the user taps retry
    Then no error is shown
    And request #3 is "search \"a2\""
    When request #3 succeeds
    Then the list shows a2
    And no error is shown

  Scenario: A failed search keeps the rows shown
    A search that fails loses nothing the user already had.
    When the list appears
    And request #1 succeeds
    And the user types "a2"
    And 300 ms pass
    And request #2 fails with "Search unavailable"
    Then the list shows a1, a2, a3
    And the search field shows "a2"

  Scenario: A failed search keeps the results of the query before it
    A newer query that fails loses nothing the user already had: the last answer's rows stay
    under its error.
    When the list appears
    And request #1 succeeds
    And the user types "a"
    And 300 ms pass
    And the request "search \"a\"" succeeds with articles a2, a3
    And the user types "2"
    And 300 ms pass
    And the request "search \"a2\"" fails with "Search unavailable"
    Then the list shows a2, a3
    And an error says "Search unavailable"
    And the search field shows "a2"

  @snapshot
  Scenario: Typing on hides the message about the query before
    "No results for" names a query; once the user types on, it would name one the field no
    longer holds. The last answer's rows stay until the new query answers.
    When the list appears
    And request #1 succeeds
    And the user types "z"
    And 300 ms pass
    And the request "search \"z\"" succeeds with no articles
    Then the screen shows the message "No results for \"z\""
    When the user types "z"
    Then the screen is:
      """
      ┌ Articles
      │ search "zz"
      │ list: no rows
      └
      """
    When 300 ms pass
    And the request "search \"zz\"" succeeds with no articles
    Then the screen shows the message "No results for \"zz\""

  Scenario: Clearing the field after a failed search hides its error
    The error was about the query; with the query gone, so is the error.
    When the list appears
    And request #1 succeeds
    And the user types "a2"
    And 300 ms pass
    And request #2 fails with "Search unavailable"
    And the user clears the search
    Then no error is shown
    And the list shows a1, a2, a3
    And 2 requests were made

  Scenario: A new query after results replaces them with its own
    The second search of a session is a search like the first: its answer is what the rows show.
    When the list appears
    And request #1 succeeds
    And the user types "a2"
    And 300 ms pass
    And request #2 succeeds
    And the user clears the search
    And the user types "a3"
    And 300 ms pass
    Then request #3 is "search \"a3\""
    When request #3 succeeds
    Then the list shows a3
    And the search field shows "a3"

  Scenario: A query typed after clearing a failed search starts without its error
    The cleared query took its failure with it; the next query starts clean.
    When the list appears
    And request #1 succeeds
    And the user types "a2"
    And 300 ms pass
    And request #2 fails with "Search unavailable"
    And the user clears the search
    And the user types "a3"
    Then no error is shown
    When 300 ms pass
    And request #3 succeeds
    Then the list shows a3
    And no error is shown

  @snapshot
  Scenario: While a query is typed, the full list's spinner waits too
    Every sign of the full list's own loading belongs to the full list; a query typed over the
    first load hides it until the field is cleared.
    When the list appears
    And the user types "a"
    Then the screen is:
      """
      ┌ Articles
      │ search "a"
      │ list: no rows
      └
      """
    When the user clears the search
    Then the list is loading

  @stale-result
  Scenario: An answer for a query the field no longer holds is dropped
    The rows always match the text in the field: a query typed further makes the older answer
    stale at once, before its own search starts.
    When the list appears
    And request #1 succeeds
    And the user types "a"
    And 300 ms pass
    And the user types "2"
    And the request "search \"a\"" succeeds with articles a3
    Then the list shows a1, a2, a3
    And the search field shows "a2"
    When 300 ms pass
    And the request "search \"a2\"" succeeds
    Then the list shows a2

  @stale-result
  Scenario: A failure for a query the field no longer holds is dropped
    An error about a query the user has already changed would describe nothing on screen.
    When the list appears
    And request #1 succeeds
    And the user types "a"
    And 300 ms pass
    And the user types "2"
    And the request "search \"a\"" fails
    Then no error is shown

  @retry
  Scenario: Typing on hides a failed search's error
    The error was about a query the field no longer holds; the new query gets its own search.
    When the list appears
    And request #1 succeeds
    And the user types "a"
    And 300 ms pass
    And the request "search \"a\"" fails
    Then an error says "The server is unavailable."
    When the user types "2"
    Then no error is shown
    When 300 ms pass
    Then the request "search \"a2\"" is pending
    And 3 requests were made

  Scenario: Search results that list an article twice show it once
    Results are a list like any other: each article once, where it first appeared.
    When the list appears
    And request #1 succeeds
    And the user types "a"
    And 300 ms pass
    And request #2 succeeds with articles a2, a1, a2
    Then the list shows a2, a1
