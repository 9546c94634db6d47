import ArticleDomain
import HeadlessUI
import MallocCounter

/// The state-changing operations every pattern is driven with.
enum Operation: String, CaseIterable, Sendable {
  /// A star tapped on an article no one tapped before: whatever a pattern keeps per star (an
  /// entry in a favorites table, a pending change) is made here, so a search by id shows.
  case toggleUntouched = "toggle-untouched"
  /// The same star tapped again and again: the entry exists.
  case toggleAgain = "toggle-again"
  /// A next page of 20 answered.
  case appendPage = "append-page"
  /// A refresh answered: the whole list replaced by as many other articles.
  case replaceList = "replace-list"
  /// The answer of a superseded request, which must change nothing.
  case rejectStale = "reject-stale"

  /// What the operation measures, in one sentence (the notes of the text and JSON reports).
  var meaning: String {
    switch self {
    case .toggleUntouched:
      "a star tapped on an article untouched since the list loaded (a different article each time, from the middle of the list on; the pattern built again every \(firstTapsPerBuild) taps)"
    case .toggleAgain: "the star of the middle article tapped again and again"
    case .appendPage:
      "a next page of 20 answered; the list has room for it, so new storage is a copy"
    case .replaceList:
      "a refresh answered with as many other articles (some starred by the server), handed in as fresh storage"
    case .rejectStale: "the answer of a superseded request, which must leave the state untouched"
    }
  }
}

/// One pattern built as the benchmark drives it: each member is the pattern's own call for
/// what the user or the server does, made the way its app makes it.
@MainActor
struct Driven {
  var tapStar: (Article.ID) -> Void
  /// Whether the star of an article shows as set.
  var isFavorite: (Article.ID) -> Bool
  /// Whether the stars of several articles show as set, read at once: an app reads its whole
  /// screen for it, once rather than once per article. `nil`: ``isFavorite`` for each.
  var starsShown: (([Article.ID]) -> [Bool])? = nil

  /// Whether the stars of `ids` show as set.
  func areFavorite(_ ids: [Article.ID]) -> [Bool] { starsShown?(ids) ?? ids.map(isFavorite) }
  /// The articles as the pattern holds them, in order (read untimed, to check results).
  var articles: () -> [Article]
  /// The address of the storage the pattern keeps its articles in, for the reference rows
  /// that keep it themselves; `nil` for an app, whose storage nothing outside it can see (its
  /// copies show as list-sized allocations instead).
  var storage: (() -> UnsafeRawPointer?)? = nil
  /// What the app shows, for an app: a stale answer must leave it as it was.
  var screen: (() -> Screen)? = nil
  /// Untimed, before each append: what must be in flight for its answer to count.
  var prepareAppend: () -> Void = {}
  /// A next page answered.
  var appendPage: ([Article]) -> Void
  /// Untimed, before each replacement: what must be in flight for its answer to count.
  var prepareReplace: () -> Void = {}
  /// A refresh answered: the list replaced.
  var replaceList: ([Article]) -> Void
  /// Untimed, before each stale answer: the request made and superseded, the newer one
  /// answered; `nil` when the stale answer can be given again and again.
  var prepareStale: (() -> Void)? = nil
  /// The answer of a superseded request; `nil` where it is not measured.
  var answerStale: (([Article]) -> Void)?
  /// The list page's table when the subject renders (`+ render` rows): the benchmark reads
  /// the render work it observes there (cells configured, rows compared, ids diffed) and
  /// scrolls it, untimed, so that a tapped row is on screen as a user's would be.
  var listView: ListView? = nil
  /// Runs what the subject still has to do, untimed: the work a scroll of ``listView`` started.
  var settle: () -> Void = {}
  /// Ends what the subject still runs (an app's tasks, its world's waiting requests) once the
  /// benchmark is done with it.
  var close: () -> Void = {}
  /// What the app could not do (a control not wired, a request not made), the first time;
  /// `nil` while it did everything asked. The probe's check reports it as a wrong result.
  var failure: () -> String? = { nil }
}

/// A pattern (or reference point) as the benchmark sees it: the operations it supports, and
/// how to build it holding a first page of articles.
@MainActor
struct Subject {
  var name: String
  var isReference = false
  var includesRender = false
  /// A pattern of a team's own package, not built in: the committed thresholds have no cell of
  /// it, and an operation it cannot do yet is reported as not measured instead of stopping
  /// the run.
  var isOutside = false
  /// What the row measures, in one sentence.
  var meaning: String
  var operations: [Operation]
  /// Builds the pattern with `articles` (fresh storage, with room for a page) as its list,
  /// in the world `operation` is measured in.
  var make: (_ articles: [Article], _ operation: Operation) -> Driven

  var label: String { name + (includesRender ? " + render" : "") }
}

/// What a probe is built for.
enum ProbeMode {
  /// Counting and timing: each operation starts from a state that tells a copy from growth.
  case measuring
  /// Retained memory: operations accumulate, as in an app that runs for a while.
  case retaining
}

/// One operation on one pattern at one size, ready to measure.
///
/// `perform` is the only timed closure; everything else runs outside the timed region.
@MainActor
struct Probe {
  /// Puts the pattern back where a run of operations starts (a fresh build), after
  /// `operationsPerReset` operations; `nil` when `perform` can run back to back forever.
  var reset: (() -> Void)?
  var operationsPerReset = 1
  /// Untimed, before every operation: the operation's input made ready (one per sample).
  var prepare: (() -> Void)?
  /// Records what the state is before a run of operations.
  var before: () -> Void = {}
  /// The operation through the pattern's own code.
  var perform: () -> Void
  /// After `operations` operations since the last reset: `nil` when the state is what it
  /// must be, else what is wrong.
  var verify: (_ operations: Int) -> String?
  /// The address of the articles' storage now; `nil` when the subject does not show it (an
  /// app), and then no copy is counted.
  var storage: (() -> UnsafeRawPointer?)?
  /// How many articles the pattern holds now.
  var articleCount: () -> Int
  /// The address the articles' storage must have after `perform` when nothing was copied:
  /// the current one, or for a replacement the storage of the array handed in.
  var expectedStorage: () -> UnsafeRawPointer? = { nil }
  /// Heap bytes the benchmark itself holds for this probe (inputs made ahead so that making
  /// them is never timed): not the pattern's, so not part of its retained memory.
  var fixtureBytes = 0
  /// The list page's table, for a subject that renders: its render work is read around each
  /// counted operation.
  var listView: () -> ListView? = { nil }
  /// Ends what the subject still runs, once the benchmark is done with the probe.
  var close: () -> Void = {}

  /// Whether one sample can hold several operations.
  var batches: Bool { prepare == nil }
}

/// The address of an array's storage (`nil` for an empty array without storage).
func address(of articles: [Article]) -> UnsafeRawPointer? {
  articles.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

/// The calling thread's net heap bytes now (see `mc_counters.live`).
func liveBytes() -> Int { Int(mc_thread_counters().live) }

/// `body`'s result and the heap bytes it left allocated.
func holding<Value>(_ body: () -> Value) -> (value: Value, bytes: Int) {
  let before = liveBytes()
  let value = body()
  return (value, liveBytes() - before)
}
