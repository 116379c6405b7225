import Foundation

/// Runs `work`, which blocks while it waits for a process, on a thread of its
/// own, and awaits its result.
///
/// Swift Testing runs tests on Swift concurrency's few threads (two on a
/// two-core machine). A test that blocks one of them for seconds, waiting
/// for a chapter to finish, starves every other test meanwhile; so the
/// Pixels app's tests, whose runs take a while, wait here instead.
///
/// `work` only waits and gathers; the test checks what it returns after the
/// `await`, back on its own task. Swift Testing finds the test an issue
/// belongs to through the task, so an `#expect` inside `work` would be
/// reported against no test at all («unknown»). An error `work` throws
/// comes back through the `await` and fails the right test.
///
/// ```swift
/// let run = try await onOwnThread { try ChapterProgram(5).run(["--app"]) }
/// ```
func onOwnThread<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.name = "test-waiter"
        thread.start()
    }
}

extension ChapterProgram {
    /// `run(_:environment:input:)` on a thread of its own; see `onOwnThread`.
    func runAwaiting(
        _ arguments: [String], environment: [String: String] = [:], input: String = ""
    ) async throws -> Transcript {
        try await onOwnThread { try run(arguments, environment: environment, input: input) }
    }

    /// `runOnTerminal(_:environment:columns:)` on a thread of its own.
    func runOnTerminalAwaiting(
        _ arguments: [String], environment: [String: String] = [:]
    ) async throws -> Transcript {
        try await onOwnThread { try runOnTerminal(arguments, environment: environment) }
    }
}
