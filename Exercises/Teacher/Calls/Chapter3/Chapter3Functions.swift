import Reactive

/// Chapter 3's answers as a table of functions: what an answer program plays
/// the judge's calls on. The learner's program fills it with the learner's
/// functions, the reference program with the reference solutions.
public struct Chapter3Functions: Sendable {
    /// How a doorbell takes a ring handler, such as `doorbell.onRing`.
    public typealias OnRing = @Sendable (@escaping @Sendable (String) -> Void) -> Void
    /// How a doorbell takes an unplug handler, such as `doorbell.onUnplug`.
    public typealias OnUnplug = @Sendable (@escaping @Sendable () -> Void) -> Void
    /// How a doorbell registers an observer and returns its token.
    public typealias AddObserver = (@escaping @Sendable (String) -> Void) -> Int
    /// How a doorbell unregisters the observer with a token.
    public typealias RemoveObserver = @Sendable (Int) -> Void

    /// 3.1: `emailValidity(_:)`.
    public var emailValidity: @Sendable (Signal<String>) -> Signal<Bool>
    /// 3.2: `bindGreeting(_:to:)`.
    public var bindGreeting: @Sendable (MutableProperty<String>, Signal<String>) -> any Disposable
    /// 3.3: `rings(onRing:onUnplug:)`.
    public var rings: @Sendable (@escaping OnRing, @escaping OnUnplug) -> Signal<String>
    /// 3.4: `logInCommand(username:password:logIn:)`.
    public var logInCommand:
        @Sendable (Signal<String>, Signal<String>, @escaping @Sendable () -> Signal<Bool>) ->
            Command<Void, Bool>
    /// 3.5: `statusMessages(of:)`.
    public var statusMessages: @Sendable (Command<String, String>) -> Signal<String>
    /// 3.6: `outputs(of:drivenBy:)`.
    public var outputs: @Sendable (Command<Void, Int>, Signal<Void>) -> Signal<Int>
    /// 3.7: `ringStream(addObserver:removeObserver:)`.
    public var ringStream:
        @Sendable (@escaping AddObserver, @escaping RemoveObserver) -> AsyncStream<String>

    /// A table of these functions.
    public init(
        emailValidity: @escaping @Sendable (Signal<String>) -> Signal<Bool>,
        bindGreeting:
            @escaping @Sendable (MutableProperty<String>, Signal<String>) -> any Disposable,
        rings: @escaping @Sendable (@escaping OnRing, @escaping OnUnplug) -> Signal<String>,
        logInCommand:
            @escaping @Sendable (
                Signal<String>, Signal<String>, @escaping @Sendable () -> Signal<Bool>
            ) -> Command<Void, Bool>,
        statusMessages: @escaping @Sendable (Command<String, String>) -> Signal<String>,
        outputs: @escaping @Sendable (Command<Void, Int>, Signal<Void>) -> Signal<Int>,
        ringStream:
            @escaping @Sendable (@escaping AddObserver, @escaping RemoveObserver)
            -> AsyncStream<String>
    ) {
        self.emailValidity = emailValidity
        self.bindGreeting = bindGreeting
        self.rings = rings
        self.logInCommand = logInCommand
        self.statusMessages = statusMessages
        self.outputs = outputs
        self.ringStream = ringStream
    }

    /// The same table with `change` made to it: one function replaced, for a mutant.
    public func with(_ change: (inout Chapter3Functions) -> Void) -> Chapter3Functions {
        var changed = self
        change(&changed)
        return changed
    }
}
