import StateCopyKit

#if canImport(Glibc)
  import Glibc
#endif

// state-copy: what one state update costs in each pattern as the state grows.
// The command lives in StateCopyKit, which `workbench report --quick-bench` runs as well.
exit(StateCopyCommand.main(Array(CommandLine.arguments.dropFirst())))
