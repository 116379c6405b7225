import Pixels
import Reactive
import Testing

/// Waits for signals that answer on other threads, without blocking one.
///
/// The signals end on whatever thread their scheduler uses; anything
/// unexpected seen there (an error that is not a `PixelsError`, such as the
/// time limit) is carried back and recorded on the test's own task, so it is
/// reported against the test that waited.
enum Await {
    /// The scheduler of the time limit on each wait.
    private static let watchdog = QueueScheduler(name: "await-watchdog")

    /// How one subscription ended, and anything unexpected it saw.
    private struct Ending<Value: Sendable>: Sendable {
        var result: Result<[Value], PixelsError>
        var unexpected: String?
    }

    /// Subscribes to `signal` `count` times, one right after the other, and
    /// waits until every subscription has ended: each one's values, or its
    /// `PixelsError`. Any other error (the time limit, say) is a test failure.
    static func outcomes<Value>(
        of signal: Signal<Value>, subscribers count: Int = 1, timeout: Duration = .seconds(20),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> [Result<[Value], PixelsError>] {
        let endings = await withCheckedContinuation {
            (continuation: CheckedContinuation<[Ending<Value>], Never>) in
            let endings = Box<[Ending<Value>?]>(Array(repeating: nil, count: count))
            @Sendable func finish(_ index: Int, _ ending: Ending<Value>) {
                let all = endings.modify { endings -> [Ending<Value>]? in
                    endings[index] = ending
                    let done = endings.compactMap { $0 }
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
                            finish(index, Ending(result: .success(values.value)))
                        case .error(let error as PixelsError):
                            finish(index, Ending(result: .failure(error)))
                        case .error(let error):
                            finish(
                                index,
                                Ending(
                                    result: .failure(.network(en: "\(error)", zh: "\(error)")),
                                    unexpected: "unexpected error: \(error)"))
                        }
                    })
            }
        }
        for case let message? in endings.map({ $0.unexpected }) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        return endings.map { $0.result }
    }

    /// Subscribes once and waits for the end: the values, or the `PixelsError`.
    static func outcome<Value>(
        of signal: Signal<Value>, timeout: Duration = .seconds(20),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Result<[Value], PixelsError> {
        await outcomes(of: signal, timeout: timeout, sourceLocation: sourceLocation)[0]
    }
}
