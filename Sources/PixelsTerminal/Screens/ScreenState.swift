import Reactive

/// What a screen shows, as one value changed by its view model's bindings
/// (and by nothing else, but for view-only details such as which field has
/// the focus), with a request to draw again after each change.
///
/// `state[\.title] <~ viewModel.title` binds one part of the value to a view
/// model's signal, as the book's `RAC(self, title) = viewModel.photoName`
/// does. Every binding ends when the state goes away with its screen, so a
/// view model never writes into a screen that is gone.
///
/// ```swift
/// struct Shown: Sendable { var title = "" }
/// let state = ScreenState(Shown(), navigator: navigator)
/// state[\.title] <~ viewModel.title
/// print(state.value.title)   // prints the view model's title
/// ```
///
/// Book: the `RAC(…)` bindings of a view controller, ended by its deallocation
final class ScreenState<State: Sendable>: Sendable {
    private let state: Locked<State>
    private let token = Lifetime.Token()
    private let navigator: Navigator

    /// A state starting at `initial` that asks `navigator` to redraw after each change.
    init(_ initial: State, navigator: Navigator) {
        state = Locked(initial)
        self.navigator = navigator
    }

    /// The state now.
    var value: State {
        state.withLock { $0 }
    }

    /// Ends when the screen (and this state) goes away.
    var lifetime: Lifetime {
        token.lifetime
    }

    /// A binding target that writes one part of the state.
    ///
    /// Book: `RAC(self, keyPath)`
    subscript<Value>(keyPath: WritableKeyPath<State, Value> & Sendable) -> BindingTarget<Value> {
        BindingTarget(lifetime: token.lifetime) { [weak self] value in
            self?.update { $0[keyPath: keyPath] = value }
        }
    }

    /// Changes the state, then asks for a redraw.
    func update(_ change: (inout State) -> Void) {
        state.withLock { change(&$0) }
        navigator.setNeedsDisplay()
    }
}
