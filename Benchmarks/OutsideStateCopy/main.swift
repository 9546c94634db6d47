import ScenarioKit
import StateCopyKit
import VIPERArticles

// A team's own benchmark executable, as `StateCopyTests` run it: two patterns of its own beside
// the seven. "Outside" is the VIPER app under a name of its own, a pattern that does everything
// the benchmark asks; "Unfinished" is a pattern being written, which loads its list and
// refreshes it, and has no star or next page yet.
StateCopyCommand.runAndExit(patterns: [
  PatternEntry(
    name: "Outside", summary: "The VIPER app under another name", app: VIPERArticlesApp.self),
  PatternEntry(
    name: "Unfinished", summary: "A list that loads and refreshes, no stars, no pages",
    app: UnfinishedApp.self),
])
