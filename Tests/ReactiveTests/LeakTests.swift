import Foundation
import Reactive
import ReactiveTesting
import Testing

/// Contract 6: once a finished or disposed pipeline is released, the count of
/// live subscriptions returns to where it started.
///
/// Swift Testing runs tests in parallel in one process, and the count is
/// process-wide, so each scenario runs alone in a child process (an exit
/// test) and reports the difference through its exit status.
@Suite("Contract 6: no leaks")
struct LeakTests {
    @Test("Contract 6: a cold pipeline that completed leaves nothing alive")
    func completedColdPipeline() async {
        await #expect(processExitsWith: .success) {
            exitReportingLeaks { completedColdPipelineScenario() }
        }
    }

    @Test("Contract 6: a subject subscription that was disposed leaves nothing alive")
    func disposedSubjectSubscription() async {
        await #expect(processExitsWith: .success) {
            exitReportingLeaks { disposedSubjectScenario() }
        }
    }

    @Test("Contract 6: a subject kept alive does not keep its departed subscribers")
    func subjectForgetsDepartedSubscribers() async {
        await #expect(processExitsWith: .success) {
            let subject = Subject<Int>()
            exitReportingLeaks { departedSubscribersScenario(subject) }
        }
    }

    @Test("Contract 6: a flatMap kept alive lets go of the observers of inner signals that ended")
    func flatMapForgetsEndedInners() async {
        await #expect(processExitsWith: .success) {
            let outer = Subject<Signal<Int>>()
            outer.signal.flatMap { $0 }.subscribeNext { _ in }
            let inners = (0..<100).map { _ in Subject<Int>() }
            exitReportingLeaks {
                for inner in inners { outer.sendNext(inner.signal) }
                for inner in inners { inner.sendCompleted() }
                for _ in 0..<100 { outer.sendNext(.just(1)) }
            }
        }
    }

    @Test("Contract 6: a timer pipeline disposed on the test scheduler leaves nothing alive")
    func disposedTimerPipeline() async {
        await #expect(processExitsWith: .success) {
            exitReportingLeaks { disposedTimerScenario() }
        }
    }

    @Test("Contract 6: every operator family, finished or disposed mid-way, leaves nothing alive")
    func everyOperatorFamily() async {
        await #expect(processExitsWith: .success) {
            var leaks: [String] = []
            for (name, scenario) in operatorScenarios {
                let before = Diagnostics.liveSubscriptions
                scenario()
                let leaked = Diagnostics.liveSubscriptions - before
                if leaked != 0 { leaks.append("\(name): \(leaked)") }
            }
            if !leaks.isEmpty {
                FileHandle.standardError.write(Data("leaked: \(leaks)\n".utf8))
            }
            exit(leaks.isEmpty ? EXIT_SUCCESS : EXIT_FAILURE)
        }
    }

    @Test("Contract 6: the leak check itself fails when a subscription is kept alive")
    func leakCheckCanFail() async {
        await #expect(processExitsWith: .failure) {
            let subject = Subject<Int>()
            // Never disposed, never completed: this subscription is still live.
            exitReportingLeaks { subject.signal.map { $0 }.subscribeNext { _ in } }
        }
    }
}

/// Runs `scenario`, then exits with success only if no subscription is left alive.
private func exitReportingLeaks(_ scenario: () -> Void) -> Never {
    let before = Diagnostics.liveSubscriptions
    scenario()
    let leaked = Diagnostics.liveSubscriptions - before
    if leaked != 0 {
        FileHandle.standardError.write(Data("\(leaked) subscriptions still alive\n".utf8))
    }
    exit(leaked == 0 ? EXIT_SUCCESS : EXIT_FAILURE)
}

private func completedColdPipelineScenario() {
    Signal.from(1...100).map { $0 * 2 }.filter { $0 > 10 }.subscribeNext { _ in }
}

private func disposedSubjectScenario() {
    let subject = Subject<Int>()
    let subscription = subject.signal.map { $0 + 1 }.filter { $0 > 0 }.subscribeNext { _ in }
    subject.sendNext(1)
    subscription.dispose()
}

private func departedSubscribersScenario(_ subject: Subject<Int>) {
    for value in 0..<50 {
        let subscription = subject.signal.map { $0 }.subscribeNext { _ in }
        subject.sendNext(value)
        subscription.dispose()
    }
}

private func disposedTimerScenario() {
    let scheduler = TestScheduler()
    let subscription = Signal.interval(.seconds(1), on: scheduler).map { $0 }.subscribeNext { _ in }
    scheduler.advance(to: 5)
    subscription.dispose()
    scheduler.run()
}

/// One pipeline per operator family, run to completion on a test scheduler and,
/// separately, disposed half-way.
private let operatorScenarios: [(String, @Sendable () -> Void)] = [
    (
        "transforming",
        { runBothWays { $0.map { $0 + 1 }.scan(0, +).combinePrevious(0) { $1 - $0 } } }
    ),
    ("collecting", { runBothWays { $0.collect().map { $0.count } } }),
    ("flattening", { runBothWays { source in source.flatMap { Signal.just($0) } } }),
    ("switching", { runBothWays { source in source.map { Signal.just($0) }.switchToLatest() } }),
    ("concatenating", { runBothWays { $0.concat(Signal.just(99)) } }),
    ("filtering", { runBothWays { $0.filter { $0 > 0 }.distinctUntilChanged().skip(1).take(3) } }),
    ("taking until", { runBothWays { source in source.takeUntil(Signal<Int>.never) } }),
    ("merging", { runBothWays { source in Signal.merge([source, Signal.just(7)]) } }),
    (
        "combining latest",
        { runBothWays { source in Signal.combineLatest(source, Signal.just(1), reduce: +) } }
    ),
    ("zipping", { runBothWays { source in Signal.zip(source, source).map { $0.0 + $0.1 } } }),
    ("sampling", { runBothWays { source in source.sample(source) } }),
    ("throttling", { runBothWaysTimed({ $0.throttle(.seconds(1), on: $1) }) }),
    ("delaying", { runBothWaysTimed({ $0.delay(.seconds(2), on: $1) }) }),
    ("timing out", { runBothWaysTimed({ $0.timeout(.seconds(3), on: $1).catchTo(.empty) }) }),
    ("buffering", { runBothWaysTimed({ $0.buffer(.seconds(2), on: $1).map { $0.count } }) }),
    ("delivering on", { runBothWaysTimed({ $0.deliverOn($1) }) }),
    ("subscribing on", { runBothWaysTimed({ $0.subscribeOn($1) }) }),
    ("recovering", { runBothWays { $0.catch { _ in Signal.just(0) }.retry(2) } }),
    ("side effects", { runBothWays { $0.doNext { _ in }.initially {}.finally {} } }),
    ("logging", { runBothWays { $0.logAll(to: { _ in }) } }),
    ("multicasting", { runBothWays { $0.publish().autoconnect() } }),
    ("replaying", { runBothWays { $0.replayLazily() } }),
]

/// Runs `pipeline` over a cold ticking source, once to the end and once
/// disposed at tick 2, each on its own test scheduler that is then released.
private func runBothWays(_ pipeline: (Signal<Int>) -> Signal<Int>) {
    runBothWaysTimed({ source, _ in pipeline(source) })
}

private func runBothWaysTimed(_ pipeline: (Signal<Int>, TestScheduler) -> Signal<Int>) {
    for disposeAt in [nil, 2] as [Int?] {
        let scheduler = TestScheduler()
        let source = scheduler.coldSignal(
            [.next(1, 1), .next(2, 2), .next(3, 3), .next(4, 3), .completed(6)])
        let recorder = scheduler.record(pipeline(source.signal, scheduler), disposeAt: disposeAt)
        scheduler.run()
        _ = recorder.events
    }
}
