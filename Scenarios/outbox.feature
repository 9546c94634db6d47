@offline
Feature: The outbox
  A star change the server has not answered is kept on the device, so a relaunch loses none of
  the user's writes: it shows again at launch, marked pending, and is sent when the device is
  online. A logout is the one thing that drops it; an outbox the app cannot read is rejected
  whole.

  Background:
    Given the server has articles a1, a2, a3
    And the user is logged in
    And the cache has articles a1, a2, a3

  Scenario: A star tapped offline survives a relaunch and is sent back online
    The saved rows come back with the user's change on them, and the change still goes out.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    Then the device's outbox holds "a2 on"
    When the app is relaunched
    Then the list shows a1, a2, a3
    And the star of a2 is filled
    And the row of a2 is marked pending
    And the row of a1 is not marked pending
    And 0 requests were made
    When the device comes back online
    Then request #1 is "favorite a2"
    When request #1 succeeds
    Then request #2 is "load first page"
    And the row of a2 is not marked pending
    And the star of a2 is filled
    And the device's outbox is empty

  Scenario: Online at launch, the outbox is sent before the first load, in its order
    The server sees the user's changes in the order they were made, and the first load comes
    after them, so it shows them.
    Given the server marks a3 as favorites
    And the outbox holds "a3 off, a1 on"
    When the list appears
    Then request #1 is "unfavorite a3"
    And request #2 is "favorite a1"
    And request #3 is "load first page"
    When request #3 succeeds
    Then the star of a3 is empty
    And the row of a3 is marked pending
    And the star of a1 is filled
    And the row of a1 is marked pending
    And the row of a2 is not marked pending
    When request #1 succeeds
    Then the row of a3 is not marked pending
    And the device's outbox holds "a1 on"
    When request #2 succeeds
    Then the row of a1 is not marked pending
    And the device's outbox is empty

  Scenario: A favorite in flight at a relaunch is sent again
    The relaunch cut its request, which may never have arrived; setting a star twice does no
    harm, losing it does.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    Then the request "favorite a2" is pending
    And the device's outbox holds "a2 on"
    When the app is relaunched
    Then request #3 is "favorite a2"
    And request #4 is "load first page"
    When request #4 succeeds
    Then the star of a2 is filled
    And the row of a2 is marked pending
    When request #3 succeeds
    Then the row of a2 is not marked pending
    And the device's outbox is empty

  Scenario: An answered favorite leaves the outbox; an older answer does not
    Only the answer of a star's latest request settles it.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a2
    And the user taps the star of a2
    Then the device's outbox holds "a2 off"
    When request #2 succeeds
    Then the device's outbox holds "a2 off"
    When request #3 succeeds
    Then the device's outbox is empty

  Scenario: Changes in flight go out before those waiting, after a relaunch too
    The outbox keeps the order they go out: sent first, then waiting in the order tapped.
    When the list appears
    And the request "load first page" succeeds
    And the user taps the star of a3
    And the device goes offline
    And the user taps the star of a1
    And the user taps the star of a2
    Then the device's outbox holds "a3 on, a1 on, a2 on"
    When the user taps the star of a1
    And the user taps the star of a1
    Then the device's outbox holds "a3 on, a2 on, a1 on"
    When the app is relaunched
    Then the star of a1 is filled
    And the row of a3 is marked pending
    And the row of a1 is marked pending
    And 2 requests were made
    When the device comes back online
    Then request #3 is "favorite a3"
    And request #4 is "favorite a2"
    And request #5 is "favorite a1"

  Scenario: A restored change the server refuses goes back and says why
    A failure of a restored change is a failure as any: the star goes back to what the server
    shows, and the user learns the change was not kept.
    Given the outbox holds "a2 on"
    When the list appears
    And request #2 succeeds
    Then the star of a2 is filled
    When the request "favorite a2" fails with "Could not save the favorite"
    Then the star of a2 is empty
    And the row of a2 is not marked pending
    And an error says "Could not save the favorite"
    And the device's outbox is empty

  Scenario: A tap on a restored star stays pending
    The server may or may not hold the restored change (the relaunch cut its request), so the
    tap that takes it back is sent all the same.
    Given the device is offline
    And the outbox holds "a2 on"
    When the list appears
    And the user taps the star of a2
    Then the star of a2 is empty
    And the row of a2 is marked pending
    And the device's outbox holds "a2 off"
    When the device comes back online
    Then request #1 is "unfavorite a2"

  Scenario: A restored star tapped twice is sent as it ends
    Back to the restored value, the change is still one the server may not have.
    Given the device is offline
    And the outbox holds "a2 on"
    When the list appears
    And the user taps the star of a2
    And the user taps the star of a2
    Then the star of a2 is filled
    And the row of a2 is marked pending
    And the device's outbox holds "a2 on"
    When the device comes back online
    Then request #1 is "favorite a2"
    And no request "unfavorite a2" was made

  Scenario: A logout drops the outbox, and a relaunch sends nothing
    The unsent changes were the account's; sent later they would land in whoever logs in next.
    Given the device is offline
    When the list appears
    And the user taps the star of a2
    And the user logs out
    Then the device's outbox is empty
    When the app is relaunched
    And the device comes back online
    Then no request "favorite a2" was made

  Scenario Outline: An outbox the app cannot read is rejected whole
    Half an outbox would send some of the user's changes and drop the others unseen; the debug
    log says why nothing was sent.
    Given the device is offline
    And <saved>
    When the list appears
    Then the row of a1 is not marked pending
    And the row of a2 is not marked pending
    And the star of a1 is empty
    And the debug log mentions "outbox rejected"
    And the device's outbox is empty
    When the device comes back online
    Then request #1 is "load first page"

    Examples:
      | saved                                         |
      | the app saved its outbox in an older format   |
      | the outbox holds "a1 on, a2 maybe"            |
      | the outbox holds "a1 on, a2 on, a1 off"       |

  Scenario: A restored change shows in the detail a relaunch restores
    The detail of a restored star shows the user's change, marked pending, as its row does.
    Given the device is offline
    And the app saved the pages "list > a2"
    And the outbox holds "a2 on"
    When the list appears
    And the request "load detail of a2" succeeds
    Then the detail shows a2
    And the star in the detail is filled

  Scenario: A star tapped offline in a second window is kept too
    The outbox is the account's, not a window's.
    Given the device is offline
    When the list appears
    And the user opens scene 2
    And in scene 2, the user taps the star of a2
    Then the device's outbox holds "a2 on"
    When the app is relaunched
    Then the row of a2 is marked pending

  Scenario: A second window does not send the restored changes again
    The outbox is read once, at launch; a window opened later shows its stars and sends nothing.
    Given the outbox holds "a2 off"
    When the list appears
    Then request #1 is "unfavorite a2"
    When the user opens scene 2
    Then request #3 is "load first page"
    And 3 requests were made
    When request #3 succeeds
    Then in scene 2, the row of a2 is marked pending

  Scenario: Logged out at launch, the outbox is dropped
    The session ended while the app was closed: the changes were that account's, and sent now
    they would land in whoever logs in next.
    Given the user is logged out
    And the outbox holds "a2 on"
    When the list appears
    Then request #1 is "load first page"
    And the device's outbox is empty
    When request #1 succeeds
    Then the row of a2 is not marked pending
    And the star of a2 is empty
    And no favorite request was made
