/// How tightly `<~` binds: looser than every other operator except assignment,
/// so `let binding = total <~ flag ? prices : costs` reads as it should.
///
/// Book: none; `RAC()` is a macro, so the book's binding is an ordinary assignment
precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

/// Binds a signal to a target: each value the signal sends is written into it.
///
/// `property <~ signal` or `BindingTarget(object, \.keyPath) <~ signal`.
///
/// Book: the RAC() macro, `RAC(self, name) = signal`
infix operator <~ : BindingPrecedence

/// Somewhere a binding writes values: a setter, and the lifetime of what it sets.
///
/// Make one from an object and a key path, `BindingTarget(label, \.text)`, or
/// from a lifetime and a closure. `MutableProperty` is a target on its own.
/// The object is held weakly: a binding never keeps its target alive.
///
/// ```swift
/// final class Label: Sendable {
///     private let state = Locked("")
///     var text: String {
///         get { state.withLock { $0 } }
///         set { state.withLock { $0 = newValue } }
///     }
/// }
/// let label = Label()
/// BindingTarget(label, \.text) <~ Signal.just("hello")
/// print(label.text)   // prints hello
/// ```
///
/// Book: the left-hand side of `RAC(label, text) = signal`
public struct BindingTarget<Value: Sendable>: Sendable {
    /// Writes a value; returns false once there is nothing left to write to.
    let write: @Sendable (Value) -> Bool
    /// Ends every binding into this target, if there is one.
    let lifetime: Lifetime?

    /// A target that calls `action` with each value until `lifetime` ends.
    ///
    /// ```swift
    /// let (lifetime, token) = Lifetime.make()
    /// BindingTarget(lifetime: lifetime) { print("got \($0)") } <~ Signal.just(1)
    /// // prints got 1
    /// _ = token
    /// ```
    ///
    /// Book: the setter that `RAC()` calls, `-setKeyPath:onObject:`
    public init(lifetime: Lifetime, action: @escaping @Sendable (Value) -> Void) {
        self.write = { value in
            action(value)
            return true
        }
        self.lifetime = lifetime
    }

    /// A target that sets `keyPath` on `object`, held weakly.
    ///
    /// The binding ends at the first value that arrives after `object` has
    /// gone, or as soon as `lifetime` ends if you give one (pass the object's
    /// own `Lifetime` to end the binding the moment the object goes).
    ///
    /// ```swift
    /// BindingTarget(label, \.text) <~ names   // label.text follows names
    /// ```
    ///
    /// Book: `RAC(object, keyPath)`
    public init<Object: AnyObject & Sendable>(
        _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value> & Sendable,
        lifetime: Lifetime? = nil
    ) {
        self.write = { [weak object] value in
            guard let object else { return false }
            object[keyPath: keyPath] = value
            return true
        }
        self.lifetime = lifetime
    }

    /// A target that sets `property`, held weakly, and ends with it.
    ///
    /// ```swift
    /// let name = MutableProperty("")
    /// BindingTarget(name) <~ Signal.just("Ash")
    /// print(name.value)   // prints Ash
    /// ```
    ///
    /// Book: `RAC(self, name)`
    public init(_ property: MutableProperty<Value>) {
        self.write = { [weak property] value in
            guard let property else { return false }
            property.value = value
            return true
        }
        self.lifetime = property.lifetime
    }
}

/// Writes each value of `signal` into `target` until the binding ends.
///
/// The binding ends when `signal` completes, when it fails (the error is
/// dropped: the book asserts here; we end the binding quietly instead), when
/// you dispose the returned disposable, or when the target goes away.
///
/// ```swift
/// let label = Label()
/// let names = Subject<String>()
/// let binding = BindingTarget(label, \.text) <~ names.signal
/// names.sendNext("Ash")
/// print(label.text)    // prints Ash
/// binding.dispose()
/// names.sendNext("Bo")
/// print(label.text)    // prints Ash
/// ```
///
/// Book: `RAC(label, text) = signal`
@discardableResult
public func <~ <Value>(target: BindingTarget<Value>, signal: Signal<Value>) -> any Disposable {
    let writes = Signal<Never> { observer in
        signal.subscribe(
            Observer { event in
                switch event {
                case .next(let value):
                    if !target.write(value) { observer.sendCompleted() }
                case .error, .completed:
                    observer.sendCompleted()
                }
            })
    }
    let binding = target.lifetime.map { writes.take(during: $0) } ?? writes
    return binding.subscribe(Observer())
}

/// Writes each value of `signal` into `property` until the binding ends.
///
/// The binding ends when `signal` completes or fails, when you dispose the
/// returned disposable, or when the property is freed. The property is not
/// kept alive by the binding.
///
/// ```swift
/// let total = MutableProperty(0)
/// total <~ Signal.from([1, 2, 3])
/// print(total.value)   // prints 3
/// ```
///
/// Book: `RAC(self, total) = signal`
@discardableResult
public func <~ <Value>(property: MutableProperty<Value>, signal: Signal<Value>) -> any Disposable {
    BindingTarget(property) <~ signal
}
