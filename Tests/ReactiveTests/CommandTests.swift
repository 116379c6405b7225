import Dispatch
import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("Command: executions, enabledness and errors")
struct CommandTests {
    let scheduler = TestScheduler()

    /// Executes `command` with `input` at tick `time` and records the returned signal.
    func recordExecution<Input, Output>(
        _ command: Command<Input, Output>, _ input: Input, at time: Int
    ) -> Box<TestObserver<Output>?> {
        let recorder = Box<TestObserver<Output>?>(nil)
        scheduler.schedule(at: time) { [scheduler] in
            let run = command.execute(input)
            recorder.modify { $0 = scheduler.record(run) }
        }
        return recorder
    }

    @Test("isExecuting sends false, true when a run starts, and false when it ends")
    func isExecutingOverTime() {
        let work = scheduler.coldSignal("--a--|")
        let command = Command<Void, String> { work.signal }
        let executing = scheduler.record(command.isExecuting)
        let joinsDuringRun = scheduler.record(command.isExecuting, subscribeAt: 4)
        scheduler.schedule(at: 2) { command.execute() }
        scheduler.run()
        #expect(executing.events == [.next(0, false), .next(2, true), .next(7, false)])
        #expect(joinsDuringRun.events == [.next(4, true), .next(7, false)])
        #expect(work.subscriptions == [SubscriptionSpan(2, 7)])
    }

    @Test("execute starts the work at once; its signal replays everything to a late subscriber")
    func executeIsConnectedAndReplays() {
        let work = scheduler.coldSignal("-a-b-|")
        let command = Command<Void, String> { work.signal }
        let run = command.execute()
        #expect(work.subscriptions == [SubscriptionSpan(0)])  // before anyone subscribed
        let during = scheduler.record(run, subscribeAt: 2)
        let after = scheduler.record(run, subscribeAt: 8)
        scheduler.run()
        #expect(during.events == [.next(2, "a"), .next(3, "b"), .completed(5)])
        #expect(after.events == [.next(8, "a"), .next(8, "b"), .completed(8)])
        #expect(work.subscriptions == [SubscriptionSpan(0, 5)])
    }

    @Test("a disabled command runs nothing, and execute's signal fails with notEnabled")
    func disabledCommandRefuses() {
        let enabled = BehaviorSubject(false)
        let calls = Box(0)
        let work = scheduler.coldSignal("-a|")
        let command = Command<Void, String>(enabled: enabled.signal) {
            calls.increment()
            return work.signal
        }
        let refused = scheduler.record(command.execute())
        #expect(refused.events == [.error(0, CommandError.notEnabled)])
        #expect(refused.events.first?.event.error as? CommandError == .notEnabled)
        #expect("\(CommandError.notEnabled)" == "the command is disabled")
        #expect(calls.value == 0)
        #expect(work.subscriptions == [])
        enabled.sendNext(true)
        let accepted = scheduler.record(command.execute())
        scheduler.run()
        #expect(accepted.events == [.next(1, "a"), .completed(2)])
        #expect(calls.value == 1)
        #expect(work.subscriptions == [SubscriptionSpan(0, 2)])
    }

    @Test("isEnabled follows the enabled signal and the runs, sending each change once")
    func isEnabledOverTime() {
        let enabled = BehaviorSubject(true)
        let work = scheduler.coldSignal("--|")
        let command = Command<Void, String>(enabled: enabled.signal) { work.signal }
        let recorder = scheduler.record(command.isEnabled)
        let joinsLate = scheduler.record(command.isEnabled, subscribeAt: 5)
        scheduler.schedule(at: 1) { enabled.sendNext(false) }
        scheduler.schedule(at: 2) { enabled.sendNext(false) }  // no change: nothing sent
        scheduler.schedule(at: 3) { enabled.sendNext(true) }
        scheduler.schedule(at: 4) { command.execute() }  // runs from 4 to 6
        scheduler.schedule(at: 5) { enabled.sendNext(false) }  // already disabled by the run
        scheduler.schedule(at: 7) { enabled.sendNext(true) }
        scheduler.run()
        #expect(
            recorder.events == [
                .next(0, true), .next(1, false), .next(3, true), .next(4, false), .next(7, true),
            ])
        #expect(joinsLate.events == [.next(5, false), .next(7, true)])
        #expect(work.subscriptions == [SubscriptionSpan(4, 6)])
    }

    @Test("an enabled signal that has not sent yet counts as enabled, as in the book")
    func silentEnabledSignalMeansEnabled() {
        let work = scheduler.coldSignal("-a|")
        let command = Command<Void, String>(enabled: Signal<Bool>.never) { work.signal }
        let enabled = scheduler.record(command.isEnabled)
        let run = scheduler.record(command.execute())
        scheduler.run()
        #expect(enabled.events == [.next(0, true), .next(0, false), .next(2, true)])
        #expect(run.events == [.next(1, "a"), .completed(2)])
    }

    @Test("by default a second execute during a run is refused and the work runs once")
    func concurrentExecutionRefusedByDefault() {
        let work = scheduler.coldSignal("--x-|")
        let command = Command<Int, String> { _ in work.signal }
        #expect(command.allowsConcurrentExecution == false)
        let first = recordExecution(command, 1, at: 1)
        let second = recordExecution(command, 2, at: 3)
        let third = recordExecution(command, 3, at: 6)
        scheduler.run()
        #expect(first.value?.events == [.next(3, "x"), .completed(5)])
        #expect(second.value?.events == [.error(3, CommandError.notEnabled)])
        #expect(third.value?.events == [.next(8, "x"), .completed(10)])
        #expect(work.subscriptions == [SubscriptionSpan(1, 5), SubscriptionSpan(6, 10)])
    }

    @Test("with allowsConcurrentExecution runs overlap, and isExecuting waits for the last")
    func concurrentExecutionAllowed() {
        let work = scheduler.coldSignal("--x-|")
        let command = Command<Int, String>(allowsConcurrentExecution: true) { _ in work.signal }
        let executing = scheduler.record(command.isExecuting)
        let enabled = scheduler.record(command.isEnabled)
        let first = recordExecution(command, 1, at: 1)
        let second = recordExecution(command, 2, at: 3)
        scheduler.run()
        #expect(first.value?.events == [.next(3, "x"), .completed(5)])
        #expect(second.value?.events == [.next(5, "x"), .completed(7)])
        #expect(work.subscriptions == [SubscriptionSpan(1, 5), SubscriptionSpan(3, 7)])
        #expect(executing.events == [.next(0, false), .next(1, true), .next(7, false)])
        #expect(enabled.events == [.next(0, true)])
    }

    @Test("errors delivers a run's error as a value, while the run's own signal fails")
    func errorsAsValues() {
        let work = scheduler.coldSignal("-a-#", error: TestError("login failed"))
        let command = Command<Void, String> { work.signal }
        let errors = scheduler.record(command.errors.map { "\($0)" })
        let completions = scheduler.record(command.completions.map { "done" })
        let run = recordExecution(command, (), at: 2)
        scheduler.run()
        #expect(errors.events == [.next(5, "login failed")])
        #expect(completions.events == [])
        #expect(run.value?.events == [.next(3, "a"), .error(5, TestError("login failed"))])
        #expect(work.subscriptions == [SubscriptionSpan(2, 5)])
    }

    @Test("executionSignals sends each run as it starts; a failed run's signal just completes")
    func executionSignalsSendsRuns() {
        let succeeding = scheduler.coldSignal("-a|")
        let failing = scheduler.coldSignal("-#")
        let command = Command<Bool, String> { ok in ok ? succeeding.signal : failing.signal }
        let started = scheduler.record(command.executionSignals.map { _ in "s" })
        let runs = Box<[TestObserver<String>]>([])
        command.executionSignals.subscribeNext { [scheduler] run in
            runs.modify { $0.append(scheduler.record(run)) }
        }
        scheduler.schedule(at: 1) { command.execute(true) }
        scheduler.schedule(at: 4) { command.execute(false) }
        scheduler.run()
        #expect(started.events == [.next(1, "s"), .next(4, "s")])
        #expect(runs.value.map(\.events) == [[.next(2, "a"), .completed(3)], [.completed(5)]])
        #expect(succeeding.subscriptions == [SubscriptionSpan(1, 3)])
        #expect(failing.subscriptions == [SubscriptionSpan(4, 5)])
    }

    @Test("state changes come first: then executionSignals, the work, and at the end completions")
    func orderOfNotices() {
        let log = Box<[String]>([])
        let work = scheduler.coldSignal("-a|")
        let command = Command<Void, String> {
            Signal { observer in
                log.append("work starts")
                return work.signal.subscribe(observer)
            }
        }
        command.isExecuting.subscribeNext { log.append("executing \($0)") }
        command.isEnabled.subscribeNext { log.append("enabled \($0)") }
        command.completions.subscribeNext { log.append("completions") }
        command.executionSignals.subscribeNext { run in
            log.append("started")
            run.subscribe(next: { log.append("run \($0)") }, completed: { log.append("run ends") })
        }
        command.execute()
        scheduler.run()
        #expect(
            log.value == [
                "executing false", "enabled true",
                "executing true", "enabled false", "started", "work starts",
                "run a",
                "executing false", "enabled true", "completions", "run ends",
            ])
    }

    @Test("the login form recipe: enabled by valid input, completions, errors as values")
    func loginFormRecipe() {
        // In Chapter 3 the enabled signal is combineLatest of the two text fields.
        let formIsValid = BehaviorSubject(false)
        let accepted = scheduler.coldSignal("--t|")
        let rejected = scheduler.coldSignal("--#", error: TestError("wrong password"))
        let logIn = Command<String, String>(enabled: formIsValid.signal) { password in
            password == "secret" ? accepted.signal : rejected.signal
        }
        let enabled = scheduler.record(logIn.isEnabled)
        let loggedIn = scheduler.record(logIn.completions.map { "logged in" })
        let failures = scheduler.record(logIn.errors.map { "\($0)" })
        let tooEarly = recordExecution(logIn, "secret", at: 1)
        scheduler.schedule(at: 2) { formIsValid.sendNext(true) }
        let wrong = recordExecution(logIn, "oops", at: 3)
        let right = recordExecution(logIn, "secret", at: 6)
        scheduler.run()
        #expect(tooEarly.value?.events == [.error(1, CommandError.notEnabled)])
        #expect(wrong.value?.events == [.error(5, TestError("wrong password"))])
        #expect(right.value?.events == [.next(8, "t"), .completed(9)])
        #expect(
            enabled.events == [
                .next(0, false), .next(2, true), .next(3, false), .next(5, true), .next(6, false),
                .next(9, true),
            ])
        #expect(loggedIn.events == [.next(9, "logged in")])
        #expect(failures.events == [.next(5, "wrong password")])
        #expect(rejected.subscriptions == [SubscriptionSpan(3, 5)])
        #expect(accepted.subscriptions == [SubscriptionSpan(6, 9)])
    }

    @Test("once the command is released, its signals complete, so their subscribers are let go")
    func releasedCommandCompletesItsSignals() {
        var command: Command<Void, String>? = Command { Signal.just("a") }
        let executing = scheduler.record(command!.isExecuting)
        let errors = scheduler.record(command!.errors.map { "\($0)" })
        command = nil
        #expect(executing.events == [.next(0, false), .completed(0)])
        #expect(errors.events == [.completed(0)])
    }

    @Test("Contract 5: runs racing on several threads never overlap, and the state ends consistent")
    func executionsOnOtherThreads() {
        // A serial queue runs on a thread of its own, not on the shared pool this test waits on.
        let worker = DispatchQueue(label: "command-tests.worker")
        let running = Box(0)
        let overlapped = Box(false)
        let command = Command<Int, Int> { value in
            Signal { observer in
                if running.modify({
                    $0 += 1
                    return $0
                }) > 1 {
                    overlapped.modify { $0 = true }
                }
                worker.async {
                    running.modify { $0 -= 1 }
                    observer.sendNext(value)
                    observer.sendCompleted()
                }
                return nil
            }
        }
        let executing = Box<[Bool]>([])
        let enabled = Box<[Bool]>([])
        let refused = Box(0)
        let finished = DispatchSemaphore(value: 0)
        command.isExecuting.subscribeNext { value in executing.modify { $0.append(value) } }
        command.isEnabled.subscribeNext { value in enabled.modify { $0.append(value) } }
        command.completions.subscribeNext { finished.signal() }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for attempt in 0..<100 {
                command.execute(thread * 100 + attempt).subscribeError { _ in refused.increment() }
            }
        }
        let started = 400 - refused.value
        let allFinished = (0..<started).allSatisfy { _ in
            finished.wait(timeout: .now() + 10) == .success
        }
        #expect(allFinished)
        #expect(started >= 1)
        #expect(overlapped.value == false)
        #expect(executing.value.first == false && executing.value.last == false)
        #expect(zip(executing.value, executing.value.dropFirst()).allSatisfy { $0 != $1 })
        #expect(enabled.value == executing.value.map { !$0 })
    }

    @Test("Contract 6: a finished run leaves no subscription alive once the command is gone")
    func finishedExecutionReleasesEverything() async {
        await #expect(processExitsWith: .success) {
            let before = Diagnostics.liveSubscriptions
            do {
                let scheduler = TestScheduler()
                let enabled = BehaviorSubject(true)
                let command = Command<Int, Int>(enabled: enabled.signal) { value in
                    Signal.timer(.seconds(2), on: scheduler).map { $0 + value }
                }
                command.isExecuting.subscribeNext { _ in }
                command.isEnabled.subscribeNext { _ in }
                command.errors.subscribeNext { _ in }
                command.completions.subscribeNext { _ in }
                command.executionSignals.subscribeNext { run in run.subscribeNext { _ in } }
                command.execute(1).map { $0 * 2 }.subscribeNext { _ in }
                scheduler.run()
                enabled.sendNext(false)
            }
            exit(Diagnostics.liveSubscriptions == before ? EXIT_SUCCESS : EXIT_FAILURE)
        }
    }
}
