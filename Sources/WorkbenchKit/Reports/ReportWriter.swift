import Foundation

/// Writes a report's files so that a reader never sees half of one.
///
/// Each file is written in full to a temporary file in the destination folder, then renamed over
/// the old one; a rename within one folder is atomic. If any write fails, the temporary files are
/// removed and every file already in place — including the previous report — stays as it was
/// until all new files are complete.
enum ReportWriter {
  /// Writes `files` (name → contents) into `folder`, creating it if needed.
  ///
  /// - Throws: ``ReportError`` naming the path that could not be written and why.
  static func write(_ files: [(name: String, contents: String)], into folder: String)
    throws(ReportError)
  {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
      throw ReportError("cannot write the report to '\(folder)': it is a file, not a folder")
    }
    var ancestor = URL(fileURLWithPath: folder).deletingLastPathComponent()
    while ancestor.path != "/" && !manager.fileExists(atPath: ancestor.path) {
      ancestor.deleteLastPathComponent()
    }
    if manager.fileExists(atPath: ancestor.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw ReportError(
        "cannot write the report to '\(folder)': '\(ancestor.path)' is a file, not a folder")
    }
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw ReportError("cannot create '\(folder)': \(reason(error))")
    }
    // First every temporary file, so a failure leaves the whole previous report in place.
    var written: [(temporary: String, final: String)] = []
    for file in files {
      let final = folder + "/" + file.name
      let temporary = folder + "/.\(file.name).\(UUID().uuidString).tmp"
      if let failure = writeWhole(file.contents, to: temporary) {
        for done in written { try? manager.removeItem(atPath: done.temporary) }
        try? manager.removeItem(atPath: temporary)
        throw ReportError("cannot write '\(final)': \(failure)")
      }
      written.append((temporary, final))
    }
    for (index, file) in written.enumerated() where rename(file.temporary, file.final) != 0 {
      let why = String(cString: strerror(errno))
      for rest in written[index...] { try? manager.removeItem(atPath: rest.temporary) }
      throw ReportError("cannot replace '\(file.final)': \(why)")
    }
  }

  /// Writes `contents` to a new file at `path` and flushes it to disk.
  ///
  /// - Returns: the operating system's reason when it failed, else `nil`.
  private static func writeWhole(_ contents: String, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    var bytes = Array(contents.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        writeBytes(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      offset += count
    }
    return fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
  }

  /// The operating system's reason, without Foundation's wrapping.
  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    return error.localizedDescription
  }
}

/// The system's `write(2)`, out of reach of ``ReportWriter/write(_:into:)``'s name.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
