import ArticleDomain
import ComposableRuntime
import ComposableSwiftUI
import Observation
import ScenarioKit
import TestSupport
import Testing

import struct HeadlessUI.Screen
import class HeadlessUI.Window

@testable import HeadlessSwiftUI

/// A `NavigationStack` driven by a store's `StackState`: the reducer pushes, the back button
/// and the swipe send a pop the reducer carries out (TCA's stack navigation).
@Suite(.serialized) @MainActor
struct StoreStackTests {
  struct Page: Reducer {
    struct State: Equatable {
      var title: String
    }

    enum Action: Equatable {
      case renamed(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .renamed(let title): state.title = title
      }
      return .none
    }
  }

  struct Feature: Reducer {
    struct State: ObservableState, Equatable {
      var path: StackState<Page.State> {
        get {
          _$observationRegistrar.access(self, keyPath: \.path)
          return _path
        }
        set { _$observationRegistrar.mutate(self, keyPath: \.path, &_path, newValue) }
        _modify {
          _$observationRegistrar.willModify(self, keyPath: \.path)
          defer { _$observationRegistrar.didModify(self, keyPath: \.path) }
          yield &_path
        }
      }
      var pops: Int {
        get {
          _$observationRegistrar.access(self, keyPath: \.pops)
          return _pops
        }
        set { _$observationRegistrar.mutate(self, keyPath: \.pops, &_pops, newValue) }
      }
      private var _path = StackState<Page.State>()
      private var _pops = 0
      let _$observationRegistrar = ObservationStateRegistrar()
      var _$id: ObservableStateID { _$observationRegistrar.id }
    }

    enum Action: Equatable {
      case opened(String)
      case path(StackAction<Page.State, Page.Action>)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .opened(let title): state.path.append(Page.State(title: title))
        case .path(.popFrom): state.pops += 1
        case .path: break
        }
        return .none
      }
      .forEach(\.path, action: .path) { Page() }
    }
  }

  struct PageView: View {
    let store: Store<Page.State, Page.Action>
    var body: some View {
      Button("rename") { store.send(.renamed("renamed")) }
        .navigationTitle(store.state.title)
    }
  }

  struct RootView: View {
    @Bindable var store: Store<Feature.State, Feature.Action>
    var body: some View {
      NavigationStack(path: $store.scope(state: \.path, action: .path)) {
        Text("root").navigationTitle("Articles")
      } destination: { store in
        PageView(store: store)
      }
    }
  }

  private func titles(_ host: WindowHost) -> [String] { host.window.screen.stack.map(\.title) }

  @Test func theReducerPushesAndTheBackButtonSendsAPop() throws {
    let store = Store(initialState: Feature.State(), reducer: Feature())
    try hosting(RootView(store: store)) { host, loop in
      store.send(.opened("a1"))
      store.send(.opened("a2"))
      loop.runUntilIdle()
      #expect(titles(host) == ["Articles", "a1", "a2"])
      try host.window.tapBack()
      loop.runUntilIdle()
      #expect(store.state.path.map(\.title) == ["a1"])
      #expect(store.state.pops == 1)
      #expect(titles(host) == ["Articles", "a1"])
    }
  }

  @Test func aCancelledSwipeSendsNothing() throws {
    let store = Store(initialState: Feature.State(), reducer: Feature())
    try hosting(RootView(store: store)) { host, loop in
      store.send(.opened("a1"))
      loop.runUntilIdle()
      try host.window.beginBackSwipe()
      try host.window.cancelBackSwipe()
      loop.runUntilIdle()
      #expect(store.state.pops == 0)
      try host.window.swipeBack()
      loop.runUntilIdle()
      #expect(store.state.pops == 1)
      #expect(store.state.path.isEmpty)
    }
  }
}

extension ActionCase
where
  Parent == StoreStackTests.Feature.Action,
  Child == StackAction<StoreStackTests.Page.State, StoreStackTests.Page.Action>
{
  static var path: Self {
    Self(embed: { .path($0) }, extract: { if case .path(let action) = $0 { action } else { nil } })
  }
}
