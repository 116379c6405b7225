import Reactive
import ReactiveTesting
import Testing

@Suite("Async edges: signals to AsyncSequence and back", .timeLimit(.minutes(1)))
struct AsyncTests {
    @Test("values delivers every value in order, and the loop ends when the signal completes")
    func valuesInOrder() async throws {
        var received: [Int] = []
        for try await value in Signal.from(1...5).map({ $0 * 10 }).values {
            received.append(value)
        }
        #expect(received == [10, 20, 30, 40, 50])
    }

    @Test("values throws the signal's error after the values before it")
    func valuesThrows() async {
        let failing = Signal<String> { observer in
            observer.sendNext("a")
            observer.sendError(TestError("boom"))
            return nil
        }
        var received: [String] = []
        await #expect(throws: TestError("boom")) {
            for try await value in failing.values { received.append(value) }
        }
        #expect(received == ["a"])
    }

    @Test("values waits for values sent later, from another thread")
    func valuesFromAnotherThread() async throws {
        let ticks = Signal.interval(.milliseconds(2), on: QueueScheduler(name: "ticks"))
        var received: [Int] = []
        for try await tick in ticks.values {
            received.append(tick)
            if tick == 3 { break }
        }
        #expect(received == [0, 1, 2, 3])
    }

    @Test("breaking out of the loop disposes the subscription")
    func breakDisposes() async throws {
        let source = Watched(ReplaySubject<String>(capacity: 3))
        for letter in ["a", "b", "c"] { source.subject.sendNext(letter) }
        var received: [String] = []
        for try await value in source.signal.values {
            received.append(value)
            if value == "b" { break }
        }
        #expect(received == ["a", "b"])
        #expect(source.log.value == ["subscribed", "disposed"])
    }

    @Test("cancelling the task that iterates disposes the subscription")
    func cancelDisposes() async throws {
        let source = Watched(Subject<Int>())
        let (arrivals, arrived) = AsyncStream<Int>.makeStream()
        let loop = Task {
            for try await value in source.signal.values { arrived.yield(value) }
        }
        var waiting = arrivals.makeAsyncIterator()
        while source.log.value.isEmpty { await Task.yield() }
        source.subject.sendNext(1)
        #expect(await waiting.next() == 1)
        loop.cancel()
        _ = await loop.result
        #expect(source.log.value == ["subscribed", "disposed"])
    }

    @Test("Signal.async sends the operation's result, then completes")
    func asyncResult() async {
        let signal = Signal<Int>.async {
            await Task.yield()
            return 42
        }
        #expect(await events(of: signal) == ["next 42", "completed"])
    }

    @Test("Signal.async fails with the operation's error")
    func asyncError() async {
        let signal = Signal<Int>.async { throw TestError("offline") }
        #expect(await events(of: signal) == ["error offline"])
    }

    @Test("Signal.async runs the operation once per subscriber, and not before")
    func asyncIsCold() async {
        let runs = Box(0)
        let signal = Signal<Int>.async {
            runs.increment()
            return runs.value
        }
        #expect(runs.value == 0)
        _ = await events(of: signal)
        _ = await events(of: signal)
        #expect(runs.value == 2)
    }

    @Test("disposing a Signal.async subscription cancels its task, and nothing is sent")
    func asyncDisposeCancels() async {
        let (steps, step) = AsyncStream<String>.makeStream()
        let signal = Signal<Int>.async {
            step.yield("started")
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                step.yield("cancelled")
                throw error
            }
            return 1
        }
        let received = Box<[String]>([])
        let subscription = signal.subscribe(
            next: { received.append("next \($0)") },
            error: { received.append("error \($0)") },
            completed: { received.append("completed") })
        var progress = steps.makeAsyncIterator()
        #expect(await progress.next() == "started")
        subscription.dispose()
        #expect(await progress.next() == "cancelled")
        #expect(received.value == [])
    }
}

/// Subscribes to `signal` and describes each event, once the signal has ended.
private func events<Value: Sendable>(of signal: Signal<Value>) async -> [String] {
    let seen = Box<[String]>([])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        signal.subscribe(
            next: { seen.append("next \($0)") },
            error: {
                seen.append("error \($0)")
                done.resume()
            },
            completed: {
                seen.append("completed")
                done.resume()
            })
    }
    return seen.value
}

/// A subject's signal that logs when it is subscribed to and when that ends.
private struct Watched<Subject: SubjectProtocol>: Sendable {
    let subject: Subject
    let log = Box<[String]>([])

    init(_ subject: Subject) {
        self.subject = subject
    }

    var signal: Signal<Subject.Value> {
        Signal { [subject, log] observer in
            log.append("subscribed")
            let inner = subject.signal.subscribe(observer)
            return ActionDisposable {
                inner.dispose()
                log.append("disposed")
            }
        }
    }
}
