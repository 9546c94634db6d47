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

/// A TCA-style view binds to its store: a field's writes become actions, a sheet shows the
/// presented child's store and a dismissal is an action the reducer decides.
@Suite(.serialized) @MainActor
struct StoreBindingTests {
  struct Login: Reducer {
    struct State: ObservableState, Equatable {
      var name: String {
        get {
          _$observationRegistrar.access(self, keyPath: \.name)
          return _name
        }
        set { _$observationRegistrar.mutate(self, keyPath: \.name, &_name, newValue) }
      }
      private var _name = ""
      let _$observationRegistrar = ObservationStateRegistrar()
      var _$id: ObservableStateID { _$observationRegistrar.id }
    }

    enum Action: Equatable {
      case nameChanged(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .nameChanged(let name): state.name = name
      }
      return .none
    }
  }

  struct Page: Reducer {
    struct State: ObservableState, Equatable {
      var query: String {
        get {
          _$observationRegistrar.access(self, keyPath: \.query)
          return _query
        }
        set { _$observationRegistrar.mutate(self, keyPath: \.query, &_query, newValue) }
      }
      var login: Login.State? {
        get {
          _$observationRegistrar.access(self, keyPath: \.login)
          return _login
        }
        set { _$observationRegistrar.mutate(self, keyPath: \.login, &_login, newValue) }
        _modify {
          _$observationRegistrar.willModify(self, keyPath: \.login)
          defer { _$observationRegistrar.didModify(self, keyPath: \.login) }
          yield &_login
        }
      }
      private var _query = ""
      private var _login: Login.State?
      let _$observationRegistrar = ObservationStateRegistrar()
      var _$id: ObservableStateID { _$observationRegistrar.id }
    }

    enum Action: Equatable {
      case queryChanged(String)
      case logInTapped
      case login(PresentationAction<Login.Action>)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .queryChanged(let query):
        state.query = query.lowercased()
      case .logInTapped:
        state.login = Login.State()
      case .login(.presented(let action)):
        _ = state.login.map { _ in Login().reduce(into: &state.login!, action: action) }
      case .login(.dismiss):
        state.login = nil
      }
      return .none
    }
  }

  struct LoginView: View {
    let store: Store<Login.State, Login.Action>
    var body: some View { Text("Hello \(store.name)").navigationTitle("Log in") }
  }

  struct PageView: View {
    @Bindable var store: Store<Page.State, Page.Action>
    var body: some View {
      Button("Log in") { store.send(.logInTapped) }
        .navigationTitle("Articles")
        .searchable(text: $store.query.sending(.queryChanged))
        .sheet(item: $store.scope(state: \.login, action: .login)) { LoginView(store: $0) }
    }
  }

  @Test func typingSendsAnActionAndTheFieldShowsWhatTheReducerKept() throws {
    let store = Store(initialState: Page.State(), reducer: Page())
    try hosting(PageView(store: store)) { host, loop in
      try host.window.type("SW")
      loop.runUntilIdle()
      #expect(store.state.query == "sw")
      #expect(host.window.screen.top?.elements.contains(.searchField(text: "sw")) == true)
    }
  }

  @Test func theSheetShowsThePresentedChildsStoreAndADismissalIsAnAction() throws {
    let store = Store(initialState: Page.State(), reducer: Page())
    try hosting(PageView(store: store)) { host, loop in
      #expect(host.window.screen.modal == nil)
      store.send(.logInTapped)
      loop.runUntilIdle()
      #expect(host.window.screen.modal?.title == "Log in")
      let presented = store.scope(presented: \.login, action: .login)
      store.send(.login(.presented(.nameChanged("ana"))))
      loop.runUntilIdle()
      // The same child, so the same store and the same sheet, showing the child's change.
      #expect(store.scope(presented: \.login, action: .login) === presented)
      #expect(host.texts.contains("Hello ana"))
      // The user dismisses the sheet: the binding is written nil, which sends .dismiss.
      Bindable(store).scope(state: \.login, action: .login).wrappedValue = nil
      loop.runUntilIdle()
      #expect(store.state.login == nil)
      #expect(host.window.screen.modal == nil)
    }
  }
}

extension StoreBindingTests {
  @Test func aPresentedChildsStoreDoesNotKeepItsParentAlive() throws {
    weak var released: Store<Page.State, Page.Action>?
    try hosting(EmptyView()) { _, loop in
      var store: Store<Page.State, Page.Action>? = Store(
        initialState: Page.State(), reducer: Page())
      released = store
      store?.send(.logInTapped)
      // The child's store holds its parent; the parent's cache of it must not hold it back.
      _ = store?.scope(presented: \.login, action: .login)
      store = nil
      loop.runUntilIdle()
    }
    #expect(released == nil)
  }
}

extension ActionCase
where Parent == StoreBindingTests.Page.Action, Child == String {
  static var queryChanged: Self {
    Self(
      embed: { .queryChanged($0) },
      extract: { if case .queryChanged(let query) = $0 { query } else { nil } })
  }
}

extension ActionCase
where
  Parent == StoreBindingTests.Page.Action,
  Child == PresentationAction<StoreBindingTests.Login.Action>
{
  static var login: Self {
    Self(
      embed: { .login($0) }, extract: { if case .login(let action) = $0 { action } else { nil } })
  }
}

extension StoreBindingTests {
  /// Whether an awaited call has returned.
  @MainActor final class Returned {
    var value = false
  }

  @Test func sendWhileReturnsWhenTheStateSaysSoNotBefore() throws {
    try withLoop { loop in
      let store = Store(initialState: Page.State(), reducer: Page())
      let returned = Returned()
      let wait = Task { @MainActor in
        await store.send(.logInTapped, while: { $0.login != nil })
        returned.value = true
      }
      loop.runUntilIdle()
      #expect(store.state.login != nil)
      #expect(!returned.value)
      store.send(.queryChanged("a"))
      loop.runUntilIdle()
      #expect(!returned.value)
      store.send(.login(.dismiss))
      loop.runUntilIdle()
      #expect(returned.value)
      wait.cancel()
    }
  }

  @Test func sendWhileReturnsAtOnceWhenTheStateSaysSoAlreadyAndWhenCancelled() throws {
    try withLoop { loop in
      let store = Store(initialState: Page.State(), reducer: Page())
      let returned = Returned()
      let quick = Task { @MainActor in
        await store.send(.queryChanged("a"), while: { $0.login != nil })
        returned.value = true
      }
      loop.runUntilIdle()
      #expect(returned.value)
      returned.value = false
      let cancelled = Task { @MainActor in
        await store.send(.logInTapped, while: { $0.login != nil })
        returned.value = true
      }
      loop.runUntilIdle()
      #expect(!returned.value)
      // SwiftUI cancels a refresh's action when its list leaves: the wait ends, the state stays.
      cancelled.cancel()
      loop.runUntilIdle()
      #expect(returned.value)
      #expect(store.state.login != nil)
      quick.cancel()
    }
  }
}

extension StoreBindingTests {
  /// A pull whose answer comes when the test yields to `answers`.
  struct Refresh: Reducer {
    struct State: ObservableState, Equatable {
      var isRefreshing: Bool {
        get {
          _$observationRegistrar.access(self, keyPath: \.isRefreshing)
          return _isRefreshing
        }
        set {
          _$observationRegistrar.mutate(self, keyPath: \.isRefreshing, &_isRefreshing, newValue)
        }
      }
      private var _isRefreshing = false
      let _$observationRegistrar = ObservationStateRegistrar()
      var _$id: ObservableStateID { _$observationRegistrar.id }
    }

    enum Action: Equatable {
      case pulled
      case answered
    }

    let answers: AsyncStream<Void>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .pulled:
        state.isRefreshing = true
        return .run { [answers] send in
          for await _ in answers {
            await send(.answered)
            return
          }
        }
      case .answered:
        state.isRefreshing = false
        return .none
      }
    }
  }

  /// As TCA's `send(_:while:)`: cancelling the wait cancels the effects its action started.
  /// SwiftUI cancels a `.refreshable` action when its list leaves; the refresh goes with it.
  @Test(arguments: [false, true])
  func cancellingTheWaitCancelsTheActionsEffects(cancels: Bool) throws {
    let (answers, answer) = AsyncStream.makeStream(of: Void.self)
    try withLoop { loop in
      let store = Store(initialState: Refresh.State(), reducer: Refresh(answers: answers))
      let returned = Returned()
      let wait = Task { @MainActor in
        await store.send(.pulled, while: \.isRefreshing)
        returned.value = true
      }
      loop.runUntilIdle()
      #expect(store.state.isRefreshing)
      #expect(!returned.value)
      if cancels {
        wait.cancel()
        loop.runUntilIdle()
        #expect(returned.value)
      }
      answer.yield()
      loop.runUntilIdle()
      // Cancelled, the answer reaches no one; otherwise it ends the refresh and the wait.
      #expect(store.state.isRefreshing == cancels)
      #expect(returned.value)
    }
  }
}
