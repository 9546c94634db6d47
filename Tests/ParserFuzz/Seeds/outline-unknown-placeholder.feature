Feature: F
  Scenario Outline: O <x>
    When <y> ms pass
  Examples:
    | x |
    | 1 |
