// A fuzz target for everything the workbench parses: feature files (and the steps they compile
// to), tag expressions and the expected-failure registry. Any input must give a value or a
// diagnostic — never a crash, a hang, or a diagnostic pointing outside the input.
//
// Fuzz (libFuzzer, with the address sanitizer):
//
//   swift build -c release --product parser-fuzz -Xswiftc -sanitize=fuzzer,address \
//     -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld -Xlinker --export-dynamic
//   mkdir -p .build/fuzz-corpus
//   .build/release/parser-fuzz -max_total_time=60 .build/fuzz-corpus Scenarios Tests/ParserFuzz/Seeds
//
// For a long run, a million inputs, build with `-sanitize=fuzzer` alone (about three times as
// fast) and keep inputs near the size of a few scenarios (4 KB; the largest feature file,
// Scenarios/offline.feature, is 19 KB); otherwise libFuzzer grows them to the largest seed,
// the 52 KB Scenarios/README.md:
//
//   .build/release/parser-fuzz -runs=1000000 -max_len=4096 -print_final_stats=1 \
//     .build/fuzz-corpus Scenarios Tests/ParserFuzz/Seeds
//
// Built without libFuzzer, the same program replays the files and folders it is given once
// each, so a crashing input found by the fuzzer can be kept in Seeds/ as a regression test.

import Foundation
import ScenarioKit

#if canImport(Glibc)
  import Glibc
#endif

/// Parses `data` every way the workbench parses text, checking what each diagnostic points at.
func parseEverything(_ data: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: data, as: UTF8.self)
  let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
  do {
    let file = try FeatureParser.parse(text, file: "fuzz.feature")
    _ = try ScenarioCompiler.compile(file)
  } catch {
    for diagnostic in error.diagnostics {
      let location = diagnostic.location
      precondition(location.line >= 1 && location.line <= max(lineCount, 1), "line out of range")
      precondition(location.column >= 1, "column out of range")
    }
  }
  _ = try? TagExpression.parse(text)
  _ = try? ExpectedFailures.parse(text, file: "fuzz.txt")
}

typealias FuzzInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
typealias FuzzerDriver =
  @convention(c) (
    UnsafeMutablePointer<CInt>,
    UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    FuzzInput
  ) -> CInt

let fuzzInput: FuzzInput = { data, size in
  parseEverything(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
  return 0
}

// libFuzzer's driver is found at run time, so the target also builds without the fuzzer.
if let driver = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(unsafeBitCast(driver, to: FuzzerDriver.self)(&argc, &argv, fuzzInput))
}

var replayed = 0
for path in CommandLine.arguments.dropFirst() {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
    FileHandle.standardError.write(Data("parser-fuzz: no such file or folder: \(path)\n".utf8))
    exit(64)
  }
  let files =
    isDirectory.boolValue
    ? (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
      .sorted().map { path + "/" + $0 }
    : [path]
  for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    data.withUnsafeBytes { parseEverything($0.bindMemory(to: UInt8.self)) }
    replayed += 1
  }
}
print("parser-fuzz: replayed \(replayed) inputs without a crash")
