/// Scenario files of one's own that several test targets write and run.
public enum OwnScenarios {
  /// One scenario every pattern that loads its first page passes, on line 2 of its file.
  public static let firstPageFillsTheList = """
    Feature: Own scenarios
      Scenario: The first page fills the list
        Given the server has articles a1, a2
        When the list appears
        And request #1 succeeds
        Then the list shows a1, a2
    """

  /// One scenario whose two favorite requests are answered in either order: two orders to
  /// show, for `explain --order`.
  public static let twoStarsInEitherOrder = """
    Feature: Own scenarios
      Scenario: Two stars answer in either order
        Given the server has articles a1, a2, a3
        And the user is logged in
        When the list appears
        And request #1 succeeds
        And the user taps the star of a2
        And the user taps the star of a3
        And requests #2 and #3 succeed in any order
        Then the star of a2 is filled
    """
}
