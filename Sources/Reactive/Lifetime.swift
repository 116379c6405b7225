/// How long something lives: a lifetime ends, once, when its owner goes away.
///
/// An object that wants work to stop when it is freed keeps a `Lifetime.Token`
/// in a stored property. When the object deinitialises, the token is released
/// and the token's lifetime ends: `ended` sends one value and completes, and
/// `hasEnded` becomes true. A late subscriber to a lifetime that has already
/// ended receives that value and the completion at once, so nobody waits for
/// an end that has passed.
///
/// Operators use it to end subscriptions with their owner: `take(during:)`
/// completes a signal when a lifetime ends, and `<~` ends a binding when its
/// target's lifetime does.
///
/// ```swift
/// final class Screen: Sendable {
///     let token = Lifetime.Token()
///     var lifetime: Lifetime { token.lifetime }
/// }
/// var screen: Screen? = Screen()
/// screen!.lifetime.ended.subscribeCompleted { print("screen gone") }
/// screen = nil   // prints screen gone
/// ```
///
/// Book: -rac_willDeallocSignal
public final class Lifetime: Sendable {
    private let hasEndedState = Locked(false)
    private let endings = ReplaySubject<Void>(capacity: 1)

    private init() {}

    /// Sends one value and completes when the lifetime ends; at once if it has ended.
    ///
    /// ```swift
    /// let (lifetime, token) = Lifetime.make()
    /// lifetime.ended.subscribeNext { print("ended") }
    /// _ = token   // prints ended once the token is released
    /// ```
    ///
    /// Book: -rac_willDeallocSignal
    public var ended: Signal<Void> {
        endings.signal
    }

    /// Whether the owner has gone away.
    ///
    /// ```swift
    /// var token: Lifetime.Token? = Lifetime.Token()
    /// let lifetime = token!.lifetime
    /// token = nil
    /// print(lifetime.hasEnded)   // prints true
    /// ```
    ///
    /// Book: no direct equivalent; the book subscribes to -rac_willDeallocSignal
    public var hasEnded: Bool {
        hasEndedState.withLock { $0 }
    }

    /// A lifetime and the token that keeps it going, for code that keeps them apart.
    ///
    /// ```swift
    /// let (lifetime, token) = Lifetime.make()
    /// print(lifetime.hasEnded)   // prints false while `token` is alive
    /// ```
    ///
    /// Book: no direct equivalent; ReactiveSwift calls this `Lifetime.make()`
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (token.lifetime, token)
    }

    /// A lifetime that has already ended, for things that should not start at all.
    ///
    /// ```swift
    /// print(Lifetime.alreadyEnded.hasEnded)   // prints true
    /// ```
    ///
    /// Book: no direct equivalent
    public static var alreadyEnded: Lifetime {
        let lifetime = Lifetime()
        lifetime.end()
        return lifetime
    }

    /// Ends the lifetime; only the first call does anything.
    private func end() {
        let endsNow = hasEndedState.withLock { hasEnded in
            defer { hasEnded = true }
            return !hasEnded
        }
        guard endsNow else { return }
        endings.sendNext(())
        endings.sendCompleted()
    }

    /// The owner's handle on a lifetime: releasing the token ends the lifetime.
    ///
    /// Keep it in a stored property of the object whose life it measures. Do
    /// not hand the token to anyone else; hand out `lifetime` instead.
    ///
    /// ```swift
    /// var token: Lifetime.Token? = Lifetime.Token()
    /// token!.lifetime.ended.subscribeCompleted { print("gone") }
    /// token = nil   // prints gone
    /// ```
    ///
    /// Book: the object whose deallocation -rac_willDeallocSignal reports
    public final class Token: Sendable {
        /// The lifetime that ends when this token is released.
        ///
        /// Book: none; the book asks the object itself for its `-rac_willDeallocSignal`
        public let lifetime = Lifetime()

        /// Creates a token with a lifetime that has not ended.
        ///
        /// Book: none; in the book every object is its own token
        public init() {}

        deinit {
            lifetime.end()
        }
    }
}
