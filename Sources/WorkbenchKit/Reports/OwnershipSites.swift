import Foundation

/// Where a pattern answers six of the seed's ownership questions, read from its sources: the
/// files that apply the feature's timeout policy, the files that make analytics events, the
/// files that hear the account's session end, the files that decide what saved pages restore,
/// the files that keep the pending changes (the outbox), and the files that make a window's
/// own objects when a scene connects.
///
/// Measured, not declared: a file counts when its code (not a comment) names
/// `RequestPolicy.timeout`; builds one of the feature's analytics events (`.screenView(…)`,
/// `.favorite(…, of: …)`, `.search(characters: …)`) or derives screen views from the pages shown
/// (`screenViews(since:)`) — a `case .favorite(…)` of a login's intent is not one; subscribes
/// to `session.logouts`; reads saved pages (`SavedPages(reading:`); builds the outbox from what
/// it keeps of the stars (`SavedOutbox(inFlight:`); or connects a scene
/// (`func connectScene(`, ``HeadlessSceneApp``'s requirement: what it makes is the scene's; or
/// `WindowGroup {`, whose content SwiftUI makes for each scene).
///
/// ```swift
/// OwnershipSites.sites(in: "let page = try await withTimeout(RequestPolicy.timeout, on: clock)")
/// // appliesTimeout: true; makesAnalyticsEvents, hearsLogout and restores: false
/// ```
struct OwnershipSites: Codable, Equatable, Sendable {
  /// The files, by name without `.swift`, in name order.
  var timeoutFiles: [String] = []
  var analyticsFiles: [String] = []
  var logoutFiles: [String] = []
  var restorationFiles: [String] = []
  var outboxFiles: [String] = []
  var sceneFiles: [String] = []

  /// The sites of `profile`'s source folders in the package at `root`.
  static func measure(_ profile: PatternProfile, root: String) -> OwnershipSites {
    var sites = OwnershipSites()
    for folder in profile.sourceFolders.map({ root + "/Sources/" + $0 }) {
      for file in PackageFolder.swiftFiles(in: folder) {
        let found = Self.sites(in: file.text)
        let name = String((file.path.split(separator: "/").last ?? "").dropLast(".swift".count))
        if found.appliesTimeout { sites.timeoutFiles.append(name) }
        if found.makesAnalyticsEvents { sites.analyticsFiles.append(name) }
        if found.hearsLogout { sites.logoutFiles.append(name) }
        if found.restores { sites.restorationFiles.append(name) }
        if found.keepsOutbox { sites.outboxFiles.append(name) }
        if found.connectsScenes { sites.sceneFiles.append(name) }
      }
    }
    sites.timeoutFiles.sort()
    sites.analyticsFiles.sort()
    sites.logoutFiles.sort()
    sites.restorationFiles.sort()
    sites.outboxFiles.sort()
    sites.sceneFiles.sort()
    return sites
  }

  /// What the code of `source` (its comment lines left out) does of the six.
  static func sites(in source: String) -> Found {
    var result = Found()
    var codeText = ""
    for line in source.split(separator: "\n") {
      let code = line.drop { $0 == " " }
      guard !code.hasPrefix("//") else { continue }
      if code.contains("RequestPolicy.timeout") { result.appliesTimeout = true }
      if code.contains(".screenView(") || code.contains(".search(characters:")
        || code.contains("screenViews(since:")
        || (code.contains(".favorite(") && code.contains(/\.favorite\([^()]*, of:/))
      {
        result.makesAnalyticsEvents = true
      }
      if code.contains("session.logouts") { result.hearsLogout = true }
      if code.contains("SavedPages(reading:") { result.restores = true }
      if code.contains("func connectScene(") || code.contains("WindowGroup {") {
        result.connectsScenes = true
      }
      codeText += code + " "
    }
    // The outbox's initialiser is often written over several lines.
    // (The words first: a regular expression is compiled again each time it is used.)
    result.keepsOutbox =
      codeText.contains("SavedOutbox(") && codeText.contains(/SavedOutbox\(\s*inFlight:/)
    return result
  }

  /// What one file does of the six.
  struct Found: Equatable {
    var appliesTimeout = false
    var makesAnalyticsEvents = false
    var hearsLogout = false
    var restores = false
    var keepsOutbox = false
    var connectsScenes = false
  }
}
