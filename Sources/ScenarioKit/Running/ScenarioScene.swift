import HeadlessUI

/// What the session watches of one scene of the app: its window, the pages it showed and what
/// the app made while the user acted in it.
///
/// Scene 1 is the app's own window; later scenes are the windows the user opened
/// (``HeadlessSceneApp``).
@MainActor
final class ScenarioScene {
  /// The scene's number as the steps name it: 1 for the app's own window.
  let number: Int
  let window: Window
  /// What the app made in the step that first showed each page of this window.
  let pageBirths: PageBirths
  /// The positions of the objects the app registered while the user acted in this scene:
  /// opening it, and every step written `in scene N, …`.
  private(set) var made: [Range<Int>] = []
  /// Whether the user closed the scene.
  var isClosed = false

  init(number: Int, window: Window, registered: Int) {
    self.number = number
    self.window = window
    pageBirths = PageBirths(registered: registered)
  }

  /// Credits the scene with the objects at `range`, registered while the user acted in it.
  func noteMade(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    if let last = made.last, last.upperBound == range.lowerBound {
      made[made.count - 1] = last.lowerBound..<range.upperBound
    } else {
      made.append(range)
    }
  }
}
