import ExerciseSupport

/// Exercise 3.7 · Wrap a callback API in an AsyncStream that cleans up after itself
///
/// A doorbell library tells its observers each visitor's name, as
/// NotificationCenter tells its observers each notification:
/// `addObserver(handler)` registers a handler and returns a token, and
/// `removeObserver(token)` unregisters it. Return an AsyncStream of the
/// visitors' names: register one handler when the stream is made, yield each
/// name it hears into the stream, and unregister when the stream ends, in the
/// continuation's `onTermination`: a reader whose task is cancelled must leave
/// no observer behind. Every name rung between the stream's making and its
/// end is read, in order, even those rung before the reader asks.
///
/// Graded: the grader makes up to ten streams, rings names of any text (empty
/// ones, spaces and line breaks, emoji, CJK), then reads each stream in a task
/// that it cancels, and compares with the reference solution, step by step,
/// the names each reader got and how many observers the doorbell has after
/// each stream is made and after each reader ends; on the example below and a
/// few hundred generated stories.
///
/// ```swift
/// let visitors = ringStream(
///     addObserver: doorbell.addObserver, removeObserver: doorbell.removeObserver)
/// doorbell.ring("Ana")
/// doorbell.ring("Bo")
/// let reader = Task { for await name in visitors { print(name) } }   // prints Ana, Bo
/// reader.cancel()
/// await reader.value   // the doorbell has no observer left
/// ```
///
/// Book: chapter 3, Today: AsyncStream and Task (a callback API bridged into a
/// stream, as `+[RACSignal createSignal:]` bridges it into a signal)
public func ringStream(
    addObserver: (@escaping @Sendable (String) -> Void) -> Int,
    removeObserver: @escaping @Sendable (Int) -> Void
) -> AsyncStream<String> {
    // TODO(3.7): make an AsyncStream; register a handler that yields; unregister in onTermination.
    notAttempted("3.7")
}
