import Foundation

/// Where a pattern answers two of the seed's ownership questions, read from its sources: the
/// files that apply the feature's timeout policy, and the files that make analytics events.
///
/// Measured, not declared: a file counts when its code (not a comment) names
/// `RequestPolicy.timeout`, or builds one of the feature's analytics events
/// (`.screenView(…)`, `.favorite(…, of: …)`, `.search(characters: …)`); a `case .favorite(…)`
/// of a login's intent is not one.
///
/// ```swift
/// OwnershipSites.sites(in: "let page = try await withTimeout(RequestPolicy.timeout, on: clock)")
/// // (appliesTimeout: true, makesAnalyticsEvents: false)
/// ```
struct OwnershipSites: Codable, Equatable, Sendable {
  /// The files, by name without `.swift`, in name order.
  var timeoutFiles: [String] = []
  var analyticsFiles: [String] = []

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
      }
    }
    sites.timeoutFiles.sort()
    sites.analyticsFiles.sort()
    return sites
  }

  /// What the code of `source` (its comment lines left out) does of the two.
  static func sites(in source: String) -> (appliesTimeout: Bool, makesAnalyticsEvents: Bool) {
    var result = (appliesTimeout: false, makesAnalyticsEvents: false)
    for line in source.split(separator: "\n") {
      let code = line.drop { $0 == " " }
      guard !code.hasPrefix("//") else { continue }
      if code.contains("RequestPolicy.timeout") { result.appliesTimeout = true }
      if code.contains(".screenView(") || code.contains(".search(characters:")
        || code.contains(/\.favorite\([^()]*, of:/)
      {
        result.makesAnalyticsEvents = true
      }
    }
    return result
  }
}
