// The two bridges between signals and Swift concurrency. They are the only
// places in the library that use async/await.

extension Signal {
    /// This signal's values as an `AsyncThrowingStream`, for `for try await`.
    ///
    /// Reading `values` subscribes at once; the stream buffers values until
    /// the loop asks for them, so a fast signal never waits for a slow loop.
    /// The loop ends when the signal completes and throws when it fails.
    /// Leaving the loop early (`break`, `return`, a thrown error) or cancelling
    /// its task disposes the subscription. Each read of `values` is a new
    /// subscription, so a cold signal starts again for each loop.
    ///
    /// ```swift
    /// for try await n in Signal.from([1, 2, 3]).map({ $0 * 10 }).values {
    ///     print(n)
    /// }
    /// // prints 10, 20, 30
    /// ```
    ///
    /// Book: no direct equivalent (the book predates async/await); Combine
    /// calls this `values`.
    public var values: AsyncThrowingStream<Value, any Error> {
        AsyncThrowingStream { continuation in
            let subscription = SerialDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.inner = subscribe(
                Observer { event in
                    switch event {
                    case .next(let value): continuation.yield(value)
                    case .error(let error): continuation.finish(throwing: error)
                    case .completed: continuation.finish()
                    }
                })
        }
    }

    /// A signal that runs `operation` in a new task for each subscriber.
    ///
    /// At subscription a `Task` starts and runs `operation`. When it returns,
    /// the signal sends its result and completes; when it throws, the signal
    /// fails with that error. Disposing the subscription cancels the task, and
    /// nothing is sent after that, even if the operation finishes anyway.
    /// Events arrive on whatever thread the task runs on.
    ///
    /// ```swift
    /// let page = Signal<String>.async { try await client.fetchPage(1) }
    /// page.subscribeNext { print($0) }   // prints the page, once it arrives
    /// ```
    ///
    /// Book: no direct equivalent; the nearest is `+[RACSignal createSignal:]`
    /// around an asynchronous call, or `+startLazilyWithScheduler:block:`
    public static func async(_ operation: @escaping @Sendable () async throws -> Value) -> Signal {
        Signal { observer in
            let task = Task {
                do {
                    let value = try await operation()
                    observer.sendNext(value)
                    observer.sendCompleted()
                } catch {
                    observer.sendError(error)
                }
            }
            return ActionDisposable { task.cancel() }
        }
    }
}
