import Foundation
import ScenarioKit

/// The files of a teaching variant: the correct module it compiles again, and each copy that
/// takes the place of one of the module's files, with the lines the copy changes.
///
/// A variant's folder (`Sources/TeachingVariants/<Target>/`) holds a link to the correct
/// module's folder and the copies, each named as the file it replaces (see `variant` in
/// `Package.swift`). Reading it back is how the report shows a mistake as a diff, and how the
/// tests keep every copy a few lines away from the file it was copied from.
struct VariantSource: Sendable {
  /// One copied file and the correct file it replaces.
  struct Replacement: Sendable {
    /// The copy, relative to the package root.
    var copy: String
    /// The correct file, relative to the package root.
    var original: String
    /// The copy against the correct file.
    var diff: LineDiff
  }

  /// The folder of the correct module, relative to the package root, such as
  /// `Sources/UDFArticles`: the link in the variant's folder is named after it.
  var module: String
  var replacements: [Replacement]

  /// Reads the variant whose folder is `folder`, relative to `root`, the package root.
  static func read(folder: String, root: String) throws(VariantSourceError) -> VariantSource {
    let files = FileManager.default
    let absolute = root + "/" + folder
    guard let entries = try? files.contentsOfDirectory(atPath: absolute).sorted() else {
      throw .unreadable(folder)
    }
    let links = entries.filter {
      (try? files.destinationOfSymbolicLink(atPath: absolute + "/" + $0)) != nil
    }
    guard links.count == 1, let link = links.first else {
      throw .moduleLink(folder, found: links.count)
    }
    let moduleFiles = swiftFiles(under: absolute + "/" + link)
    var replacements: [Replacement] = []
    for name in entries where name.hasSuffix(".swift") && name != link {
      let matches = moduleFiles.filter { ($0 as NSString).lastPathComponent == name }
      guard matches.count == 1, let relative = matches.first else {
        throw .original(folder + "/" + name, module: "Sources/" + link, found: matches.count)
      }
      guard
        let copy = try? String(contentsOfFile: absolute + "/" + name, encoding: .utf8),
        let original = try? String(
          contentsOfFile: absolute + "/" + link + "/" + relative, encoding: .utf8)
      else { throw .unreadable(folder + "/" + name) }
      replacements.append(
        Replacement(
          copy: folder + "/" + name, original: "Sources/" + link + "/" + relative,
          diff: LineDiff(old: original, new: copy)))
    }
    return VariantSource(module: "Sources/" + link, replacements: replacements)
  }

  /// The variant folder a registry entry's `why:` names: the folder of the file it starts with.
  static func folder(ofWhy why: String) -> String? {
    let file = ReportModel.split(why: why).file
    guard file.hasPrefix("Sources/TeachingVariants/"), file.hasSuffix(".swift") else { return nil }
    return (file as NSString).deletingLastPathComponent
  }

  /// The Swift files below `folder`, relative to it, following links as the compiler does.
  private static func swiftFiles(under folder: String) -> [String] {
    let files = FileManager.default
    var found: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      for name in (try? files.contentsOfDirectory(atPath: path)) ?? [] {
        let child = relative.isEmpty ? name : relative + "/" + name
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: folder + "/" + child, isDirectory: &isFolder) else {
          continue
        }
        if isFolder.boolValue {
          pending.append(child)
        } else if name.hasSuffix(".swift") {
          found.append(child)
        }
      }
    }
    return found.sorted()
  }
}

/// Why a teaching variant's folder cannot be read as the mechanism lays it out.
enum VariantSourceError: Error, Equatable, CustomStringConvertible {
  case unreadable(String)
  case moduleLink(String, found: Int)
  case original(String, module: String, found: Int)

  var description: String {
    switch self {
    case .unreadable(let path):
      "\(path): cannot be read"
    case .moduleLink(let folder, let found):
      "\(folder): expected one link to the correct module's folder, found \(found)"
    case .original(let copy, let module, let found):
      found == 0
        ? "\(copy): \(module) has no file of this name to replace"
        : "\(copy): \(module) has \(found) files of this name; a copy must name exactly one"
    }
  }
}
