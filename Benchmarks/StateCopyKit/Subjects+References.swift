import ArticleDomain

/// Reference points, not patterns: one minimal reducer over a list of articles (a star is a
/// field of the article, an article is found by its position), run by four store strategies,
/// so that each pattern's figure can be read against known costs. These rows compare
/// strategies on the *minimal* reducer only; the like-for-like comparison of store strategies
/// on a pattern's own state and reducer is `Subjects+TCA.swift`'s pair of references.
enum ReferenceStrategy: String, CaseIterable {
  /// `reduce(&store.state, action)`: a plain in-place mutation. The in-place floor.
  case inPlace = "reference: in-place inout"
  /// `store.state = reduce(store.state, action)` with `var next = state` inside: MVI.
  case returning = "reference: MVI returning reducer"
  /// The same returning reducer taking its state `consuming`, handed over with the store's
  /// state moved out first: no copy.
  case consuming = "reference: MVI consuming reducer"
  /// `var s = store.state; reduce(&s); store.state = s`: the copy-out/write-back strategy
  /// (the composable architecture's store before 1.x), a whole-state copy per write.
  case copyOut = "reference: copy-out store, minimal reducer"

  var meaning: String {
    switch self {
    case .inPlace: "the minimal reducer mutating the store's state in place: the floor"
    case .returning: "the minimal reducer returning a new state from a copy (`var next = state`)"
    case .consuming: "the returning reducer handed the store's state by move: no copy"
    case .copyOut: "the minimal reducer on a copy of the state, written back: a copy per write"
    }
  }
}

struct ReferenceState {
  var articles: [Article]
  var revision = 0
}

enum ReferenceAction {
  case toggle(Int)
  case append([Article])
  case replace([Article])
  case answer([Article], revision: Int)
}

@inline(never)
func referenceReduce(_ state: inout ReferenceState, _ action: ReferenceAction) {
  switch action {
  case .toggle(let index): state.articles[index].isFavorite.toggle()
  case .append(let page): state.articles.append(contentsOf: page)
  case .replace(let articles): state.articles = articles
  case .answer(let articles, let revision):
    guard revision == state.revision else { return }
    state.articles = articles
  }
}

@inline(never)
func referenceReturning(_ state: ReferenceState, _ action: ReferenceAction) -> ReferenceState {
  var next = state
  referenceReduce(&next, action)
  return next
}

@inline(never)
func referenceConsuming(_ state: consuming ReferenceState, _ action: ReferenceAction)
  -> ReferenceState
{
  referenceReduce(&state, action)
  return state
}

/// The store the reference strategies run in: a class holding the state, as every store does.
@MainActor
final class ReferenceStore {
  var state: ReferenceState
  let strategy: ReferenceStrategy
  /// What the benchmark adds to the in-place strategy to see its checks fail.
  let injection: Injection

  init(articles: [Article], strategy: ReferenceStrategy, injection: Injection) {
    state = ReferenceState(articles: articles)
    self.strategy = strategy
    self.injection = strategy == .inPlace ? injection : .none
  }

  @inline(never)
  func send(_ action: ReferenceAction) {
    switch strategy {
    case .inPlace:
      switch (injection, action) {
      case (.copy, _):
        let snapshot = state
        referenceReduce(&state, action)
        blackHole(snapshot)
      case (.wrongResult, .replace):
        // Drops the answer: the list keeps the articles it had.
        break
      default:
        referenceReduce(&state, action)
      }
    case .returning:
      state = referenceReturning(state, action)
    case .consuming:
      state = referenceConsuming(takeState(), action)
    case .copyOut:
      var copy = state
      referenceReduce(&copy, action)
      state = copy
    }
  }

  /// Moves the state out of the store, leaving an empty one (no allocation) behind.
  private func takeState() -> ReferenceState {
    var taken = ReferenceState(articles: [])
    swap(&taken, &state)
    return taken
  }
}

/// A fault put into the in-place reference on purpose, to see a check fail.
enum Injection {
  case none
  /// One whole-list copy per action: a snapshot held across the write.
  case copy
  /// A replacement that drops the answer and keeps the old list.
  case wrongResult
}

/// The position of an article of the benchmark's lists: `a<index>`.
func position(of id: Article.ID) -> Int { Int(id.rawValue.dropFirst())! }

@MainActor
func referenceSubjects(injection: Injection) -> [Subject] {
  ReferenceStrategy.allCases.map { strategy in
    Subject(
      name: strategy.rawValue, isReference: true, meaning: strategy.meaning,
      operations: Operation.allCases,
      make: { articles, _ in
        let store = ReferenceStore(articles: articles, strategy: strategy, injection: injection)
        return Driven(
          tapStar: { store.send(.toggle(position(of: $0))) },
          isFavorite: { store.state.articles[position(of: $0)].isFavorite },
          articles: { store.state.articles },
          storage: { address(of: store.state.articles) },
          appendPage: { store.send(.append($0)) },
          replaceList: { store.send(.replace($0)) },
          answerStale: { store.send(.answer($0, revision: store.state.revision + 1)) })
      })
  }
}
