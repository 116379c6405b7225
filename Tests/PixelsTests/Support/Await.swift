import Pixels
import Reactive
import Testing

/// Waits for signals that answer on other threads, without blocking one.
enum Await {
    /// The scheduler of the time limit on each wait.
    private static let watchdog = QueueScheduler(name: "await-watchdog")

    /// Subscribes to `signal` `count` times, one right after the other, and
    /// waits until every subscription has ended: each one's values, or its
    /// `PixelsError`. Any other error (the time limit, say) is a test failure.
    static func outcomes<Value>(
        of signal: Signal<Value>, subscribers count: Int = 1, timeout: Duration = .seconds(20),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> [Result<[Value], PixelsError>] {
        await withCheckedContinuation { continuation in
            let results = Box<[Result<[Value], PixelsError>?]>(Array(repeating: nil, count: count))
            @Sendable func finish(_ index: Int, _ result: Result<[Value], PixelsError>) {
                let all = results.modify { results -> [Result<[Value], PixelsError>]? in
                    results[index] = result
                    let done = results.compactMap { $0 }
                    return done.count == count ? done : nil
                }
                if let all { continuation.resume(returning: all) }
            }
            for index in 0..<count {
                let values = Box<[Value]>([])
                signal.timeout(timeout, on: watchdog).subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            values.modify { $0.append(value) }
                        case .completed:
                            finish(index, .success(values.value))
                        case .error(let error as PixelsError):
                            finish(index, .failure(error))
                        case .error(let error):
                            Issue.record(
                                "unexpected error: \(error)", sourceLocation: sourceLocation)
                            finish(index, .failure(.network("\(error)")))
                        }
                    })
            }
        }
    }

    /// Subscribes once and waits for the end: the values, or the `PixelsError`.
    static func outcome<Value>(
        of signal: Signal<Value>, timeout: Duration = .seconds(20),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Result<[Value], PixelsError> {
        await outcomes(of: signal, timeout: timeout, sourceLocation: sourceLocation)[0]
    }
}
