Feature: F
  Scenario: S
    Given the server has articles a1, a1
