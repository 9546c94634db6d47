import ArticleDomain

/// Reference points, not patterns: one small reducer over a list of articles, run by four
/// store strategies, so that each pattern's figure can be read against known costs.
enum ReferenceStrategy: String, CaseIterable {
  /// `reduce(&store.state, action)`: a plain in-place mutation. The in-place floor.
  case inPlace = "reference: in-place inout"
  /// `store.state = reduce(store.state, action)` with `var next = state` inside: MVI.
  case returning = "reference: MVI returning reducer"
  /// The same returning reducer taking its state `consuming`, handed over with the store's
  /// state moved out first: no copy.
  case consuming = "reference: MVI consuming reducer"
  /// `var s = store.state; reduce(&s); store.state = s`: the composable architecture 1.x
  /// store's strategy, a whole-state copy per action.
  case copyOut = "reference: copy-out store (TCA 1.x)"
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
  /// Adds one whole-list copy per action to the in-place strategy: a snapshot held across the
  /// write. Used to show that the thresholds check catches a copy.
  let injectsCopy: Bool

  init(articles: [Article], strategy: ReferenceStrategy, injectsCopy: Bool) {
    state = ReferenceState(articles: articles)
    self.strategy = strategy
    self.injectsCopy = injectsCopy
  }

  @inline(never)
  func send(_ action: ReferenceAction) {
    switch strategy {
    case .inPlace:
      if injectsCopy {
        let snapshot = state
        referenceReduce(&state, action)
        blackHole(snapshot)
      } else {
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

@MainActor
func referenceSubjects(injectCopy: Bool) -> [Subject] {
  ReferenceStrategy.allCases.map { strategy in
    Subject(
      name: strategy.rawValue, isReference: true, operations: Operation.allCases,
      makeProbe: { operation, size in
        let store = ReferenceStore(
          articles: makeArticles(size, extraCapacity: pageSize), strategy: strategy,
          injectsCopy: injectCopy && strategy == .inPlace)
        let count = { store.state.articles.count }
        let storage = { address(of: store.state.articles) }
        switch operation {
        case .toggleFavorite:
          return toggleProbe(
            size: size,
            tap: { _ in store.send(.toggle(size / 2)) },
            isFavorite: { _ in store.state.articles[size / 2].isFavorite }, count: count,
            storage: storage)
        case .appendPage:
          return appendProbe(
            size: size, reset: { store.state.articles = $0 }, append: { store.send(.append($0)) },
            count: count, storage: storage)
        case .replaceList:
          return replaceProbe(
            size: size, replace: { store.send(.replace($0)) }, count: count, storage: storage)
        case .rejectStale:
          let page = makeArticles(pageSize, startingAt: size)
          return staleProbe(
            size: size,
            answerStale: { store.send(.answer(page, revision: store.state.revision + 1)) },
            count: count, storage: storage)
        }
      })
  }
}
