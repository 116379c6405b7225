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

    @Test("Contract 6: a timer pipeline disposed on the test scheduler leaves nothing alive")
    func disposedTimerPipeline() async {
        await #expect(processExitsWith: .success) {
            exitReportingLeaks { disposedTimerScenario() }
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
