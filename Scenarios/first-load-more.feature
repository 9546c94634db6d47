@first-load
Feature: First load of the list, more cases
  A retry is a first load like any other: it can fail too, and then says why again.

  Background:
    Given the server has articles a1, a2, a3

  @retry
  Scenario: A retry that fails again shows the new message
    Each failure is reported as it is; the old message is never left behind.
    When the list appears
    And request #1 fails with "Server unavailable"
    And the user taps retry
    And request #2 fails with "Still unavailable"
    Then an error says "Still unavailable"
    And the list is not loading
    And the list shows no articles
    And 2 requests were made
