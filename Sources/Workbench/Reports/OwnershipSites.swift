import Foundation

/// Where a pattern answers three of the seed's ownership questions, read from its sources: the
/// files that apply the feature's timeout policy, the files that make analytics events, and
/// the files that hear the account's session end.
///
/// Measured, not declared: a file counts when its code (not a comment) names
/// `RequestPolicy.timeout`; builds one of the feature's analytics events (`.screenView(…)`,
/// `.favorite(…, of: …)`, `.search(characters: …)`) or derives screen views from the pages shown
/// (`screenViews(since:)`) — a `case .favorite(…)` of a login's intent is not one; or subscribes
/// to `session.logouts`.
///
/// ```swift
/// OwnershipSites.sites(in: "let page = try await withTimeout(RequestPolicy.timeout, on: clock)")
/// // (appliesTimeout: true, makesAnalyticsEvents: false, hearsLogout: false)
/// ```
struct OwnershipSites: Codable, Equatable, Sendable {
  /// The files, by name without `.swift`, in name order.
  var timeoutFiles: [String] = []
  var analyticsFiles: [String] = []
  var logoutFiles: [String] = []

  /// The sites of `profile`'s source folders in the package at `root`.
  static func measure(_ profile: PatternProfile, root: String) -> OwnershipSites {
    var sites = OwnershipSites()
    let manager = FileManager.default
    for folder in profile.sourceFolders.map({ root + "/Sources/" + $0 }) {
      guard let enumerator = manager.enumerator(atPath: folder) else { continue }
      for case let relative as String in enumerator where relative.hasSuffix(".swift") {
        guard let data = manager.contents(atPath: folder + "/" + relative) else { continue }
        let found = Self.sites(in: String(decoding: data, as: UTF8.self))
        let name = String((relative.split(separator: "/").last ?? "").dropLast(".swift".count))
        if found.appliesTimeout { sites.timeoutFiles.append(name) }
        if found.makesAnalyticsEvents { sites.analyticsFiles.append(name) }
        if found.hearsLogout { sites.logoutFiles.append(name) }
      }
    }
    sites.timeoutFiles.sort()
    sites.analyticsFiles.sort()
    sites.logoutFiles.sort()
    return sites
  }

  /// What the code of `source` (its comment lines left out) does of the three.
  static func sites(
    in source: String
  ) -> (appliesTimeout: Bool, makesAnalyticsEvents: Bool, hearsLogout: Bool) {
    var result = (appliesTimeout: false, makesAnalyticsEvents: false, hearsLogout: false)
    for line in source.split(separator: "\n") {
      let code = line.drop { $0 == " " }
      guard !code.hasPrefix("//") else { continue }
      if code.contains("RequestPolicy.timeout") { result.appliesTimeout = true }
      if code.contains(".screenView(") || code.contains(".search(characters:")
        || code.contains("screenViews(since:") || code.contains(/\.favorite\([^()]*, of:/)
      {
        result.makesAnalyticsEvents = true
      }
      if code.contains("session.logouts") { result.hearsLogout = true }
    }
    return result
  }
}
