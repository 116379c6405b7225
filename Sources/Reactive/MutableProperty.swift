/// A value you can read, write and watch: each change is sent to its signal.
///
/// Read and write it through `value` (or `wrappedValue`). Its `signal` sends
/// the current value to each new subscriber first, then every later change,
/// in the order the changes were made. Setting the same value again sends it
/// again, as key-value observing does. When the property is freed, its signal
/// completes and every binding into it (`property <~ signal`) ends.
///
/// Use it standalone, which is the form to choose inside a `Sendable` class:
///
/// ```swift
/// let name = MutableProperty("")
/// name.signal.subscribeNext { print("name is '\($0)'") }   // prints name is ''
/// name.value = "Ash"                                       // prints name is 'Ash'
/// ```
///
/// or as a property wrapper, whose projected value `$name` is the signal:
///
/// ```swift
/// struct Form {
///     @MutableProperty var name = ""
/// }
/// let form = Form()
/// form.$name.subscribeNext { print($0) }   // prints an empty line
/// form.name = "Ash"                        // prints Ash
/// ```
///
/// Swift stores a wrapper in a hidden `var`, so a class that must be checked
/// `Sendable` cannot use the wrapper form; write `let name = MutableProperty("")`
/// there. Reading and writing are safe from any thread; observers are called
/// after the lock is released, one change at a time.
///
/// Book: RACObserve(self, name), on a property that RAC() or code writes to
@propertyWrapper
public final class MutableProperty<Value: Sendable>: Sendable {
    private struct State {
        var value: Value
        var waiting: [Value] = []  // changes not yet delivered, oldest first
        var isDelivering = false
    }

    private let state: Locked<State>
    private let changes: BehaviorSubject<Value>
    private let token = Lifetime.Token()

    /// Creates a property holding `initialValue`.
    ///
    /// ```swift
    /// let count = MutableProperty(0)
    /// print(count.value)   // prints 0
    /// ```
    ///
    /// Book: a property observed with RACObserve
    public init(_ initialValue: Value) {
        state = Locked(State(value: initialValue))
        changes = BehaviorSubject(initialValue)
    }

    /// Creates the property behind `@MutableProperty var name = initialValue`.
    ///
    /// Book: a property observed with RACObserve
    public convenience init(wrappedValue initialValue: Value) {
        self.init(initialValue)
    }

    deinit {
        changes.sendCompleted()
    }

    /// The current value. Setting it sends the new value to every subscriber.
    ///
    /// A read right after a write returns what was written, even while the
    /// change is still being delivered on another thread.
    ///
    /// ```swift
    /// let count = MutableProperty(0)
    /// count.value += 1
    /// print(count.value)   // prints 1
    /// ```
    ///
    /// Book: the property's getter and setter
    public var value: Value {
        get { state.withLock { $0.value } }
        set {
            // The change is queued under the same lock that stores it, so
            // observers see changes in the order they were made. One thread at
            // a time empties the queue; a write from inside an observer just
            // joins the queue and is delivered when that observer returns.
            let delivers = state.withLock { state -> Bool in
                state.value = newValue
                state.waiting.append(newValue)
                guard !state.isDelivering else { return false }
                state.isDelivering = true
                return true
            }
            guard delivers else { return }
            while let change = nextChange() {
                changes.sendNext(change)
            }
        }
    }

    /// The same as `value`; this is what `@MutableProperty var` reads and writes.
    ///
    /// Book: the property's getter and setter
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The current value, then every change; completes when the property is freed.
    ///
    /// ```swift
    /// let score = MutableProperty(1)
    /// score.signal.map { $0 * 10 }.subscribeNext { print($0) }   // prints 10
    /// score.value = 2                                            // prints 20
    /// ```
    ///
    /// Book: RACObserve(self, score)
    public var signal: Signal<Value> {
        changes.signal
    }

    /// `$name` for `@MutableProperty var name`: the same as `signal`.
    ///
    /// Book: RACObserve(self, name)
    public var projectedValue: Signal<Value> {
        signal
    }

    /// Ends when this property is freed; bindings into it end with it.
    ///
    /// Book: -rac_willDeallocSignal of the property's owner
    public var lifetime: Lifetime {
        token.lifetime
    }

    /// Takes the oldest undelivered change, or ends this thread's delivery turn.
    private func nextChange() -> Value? {
        state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.isDelivering = false
                return nil
            }
            return state.waiting.removeFirst()
        }
    }
}
