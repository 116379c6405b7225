import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// The countdown retry button on virtual time: interval, startWith, zip, switchToLatest, takeUntil.
    static let countdownRetryButton = Section("Recipe: a countdown retry button", "发送验证码的倒计时按钮") {
        page in
        page.say(
            """
            After a failed upload, an app offers a Retry button, but not at once: the \
            button counts down, "Retry in 3…", "Retry in 2…", "Retry in 1…", and only \
            then reads "Retry" and can be tapped. Tapping it starts the countdown \
            again. Five operators build it; each function's contract says what it \
            promises.
            """)
        page.code(.retryButton)
        page.say(
            """
            `zip` pairs the numbers 3, 2, 1, 0 with ticks of a timer; `startWith` \
            adds a tick at once, so "Retry in 3…" shows without waiting a second. \
            When the numbers run out, `zip` completes and disposes the timer. Each \
            tap (and, thanks to `startWith`, the moment of subscribing) maps to a \
            fresh countdown; `switchToLatest` listens only to the newest. \
            `takeUntil(closed)` ends everything when the screen goes away. On the \
            virtual clock, one tick is one second; the user taps at tick 6 and \
            closes the screen at tick 11:
            """)
        page.code(.retryOnTheClock)
        // snippet.retryOnTheClock
        let scheduler = TestScheduler()
        let taps = scheduler.hotSignal("------t")
        let closed = scheduler.hotSignal("-----------x")
        let label = scheduler.record(
            retryButtonLabel(
                taps: taps.signal.map { _ in }, closed: closed.signal.map { _ in },
                on: scheduler))
        // snippet.hide
        let tapped = scheduler.record(taps.signal)
        let closing = scheduler.record(closed.signal)
        // snippet.show
        scheduler.run()
        // snippet.end
        page.marbles(
            MarbleLine("taps", tapped), MarbleLine("closed", closing),
            MarbleLine("label", label) { $0.first(where: \.isNumber) ?? "R" })
        page.say("In the label line, a digit stands for \"Retry in N…\" and R for \"Retry\":")
        page.table(
            ["tick", "button"],
            label.events.compactMap { record in
                guard case .next(let text) = record.event else { return nil }
                let state = text == "Retry" ? "can be tapped" : "disabled"
                return ["\(record.time)", "[ \(text) ]  \(state)"]
            })
        let restart = label.values.indices.dropFirst().first { label.values[$0].hasSuffix("3…") }
        let restartTick = restart.map { "\(label.events[$0].time)" } ?? "never"
        let endTick = label.events.last { $0.event.isTerminal }.map { "\($0.time)" } ?? "never"
        page.say(
            """
            The tap restarted the countdown at tick \(restartTick), and the label \
            completed at tick \(endTick), when the screen closed. `swift run Chapter4 \
            --realtime` plays the same countdown with real one-second pauses.
            """)
        withoutTakeUntil(page)
        page.book(
            "+[RACSignal interval:onScheduler:]", "-[RACSignal startWith:]", "+[RACSignal zip:]",
            "-[RACSignal switchToLatest]", "-[RACSignal takeUntil:]")
        intervalValues(page)
    }

    /// The same label without `takeUntil(closed)`: switchToLatest never completes.
    private static func withoutTakeUntil(_ page: Narrator) {
        page.say(
            """
            Why does the recipe need `takeUntil` when every countdown completes by \
            itself? `switchToLatest` completes only once its outer signal, the taps, \
            has completed and so has the latest countdown. Taps never complete: a \
            button can always be tapped again. The same label without \
            `takeUntil(closed)`, left to run for twenty ticks:
            """)
        page.code(.withoutTakeUntil)
        // snippet.withoutTakeUntil
        let scheduler = TestScheduler()
        let taps = scheduler.hotSignal("------t")
        let label = scheduler.record(
            taps.signal.map { _ in }.startWith(())
                .map { countdown(from: 3, on: scheduler) }
                .switchToLatest())
        scheduler.advance(to: 20)
        // snippet.end
        page.marbles(
            [MarbleLine("label", label) { $0.first(where: \.isNumber) ?? "R" }],
            until: scheduler.now + 1)
        let ended = label.events.contains { $0.event.isTerminal }
        page.say(
            """
            Both countdowns finished, yet the label \(ended ? "completed" : "never completed"): \
            its subscription, with the tap handler and whatever the closures hold, \
            lives as long as the button. That is what the article's \
            `takeUntil:self.rac_willDeallocSignal` is for, and `takeUntil(closed)` \
            here: an end the outer signal cannot provide.
            """)
    }

    /// What `interval` sends: a count here, a date in RAC2.
    private static func intervalValues(_ page: Narrator) {
        let print = page.printer
        page.differs(
            """
            `interval` sends a count, 0, 1, 2, …; RAC2's sends the date of each \
            tick, which is why the article maps every tick to nil. The countdown \
            ignores the value either way.
            """)
        page.code(.intervalCounts)
        // snippet.intervalCounts
        let scheduler = TestScheduler()
        Signal.interval(.seconds(1), on: scheduler).take(3)
            .subscribeNext { print("interval sent", $0) }
        scheduler.run()
        // snippet.end
    }
}
