Feature: F
  Scenario: S
    When the list appears
    """
