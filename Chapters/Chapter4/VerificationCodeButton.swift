import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// The verification-code button on virtual time: interval, startWith, zip, switchToLatest, takeUntil.
    static let verificationCodeButton = Section(
        "Recipe: a verification code countdown", "发送验证码的倒计时按钮"
    ) { page in
        page.say(
            """
            A sign-up screen asks for a code sent by text message. As the screen opens, \
            the app requests a code by itself, and the button for another code counts \
            down, disabled: "Resend (3s)", "Resend (2s)", "Resend (1s)". Only then \
            does it read "Resend" and accept a tap, which requests a new code and \
            starts the countdown again. (The article counts down sixty seconds; three \
            keep the diagrams short.) Five operators build it; each function's \
            contract says what it promises.
            """)
        page.code(.codeButton)
        page.say(
            """
            `zip` pairs the numbers 3, 2, 1, 0 with ticks of a timer; `startWith` \
            adds a tick at once, so "Resend (3s)" shows without waiting a second. \
            When the numbers run out, `zip` completes and disposes the timer. Each \
            tap maps to a fresh countdown, and so, thanks to the outer `startWith`, \
            does the moment the screen subscribes: that is the code requested on \
            opening, with no tap. `switchToLatest` listens only to the newest \
            countdown. `takeUntil(closed)` ends everything when the screen goes \
            away. On the virtual clock, one tick is one second; the user taps at \
            tick 6 and closes the screen at tick 11:
            """)
        page.code(.codeOnTheClock)
        // snippet.codeOnTheClock
        let scheduler = TestScheduler()
        let taps = scheduler.hotSignal("------t")
        let closed = scheduler.hotSignal("-----------x")
        let codesSent = Subject<Void>()
        // snippet.hide
        let tapped = scheduler.record(taps.signal)
        let closing = scheduler.record(closed.signal)
        let sent = scheduler.record(codesSent.signal)
        // snippet.show
        let button = scheduler.record(
            codeButton(
                taps: taps.signal.map { _ in }, closed: closed.signal.map { _ in },
                sendCode: { codesSent.sendNext(()) }, on: scheduler))
        scheduler.run()
        // snippet.end
        page.marbles(
            MarbleLine("taps", tapped) { _ in "*" }, MarbleLine("closed", closing) { _ in "*" },
            MarbleLine("code sent", sent) { _ in "*" },
            MarbleLine("button", button, symbol: secondsLeft))
        page.say("The button at each change:")
        page.table(
            ["tick", "button"],
            button.events.compactMap { record in
                guard case .next(let state) = record.event else { return nil }
                return ["\(record.time)", "\(state)"]
            })
        let requests = sent.events.map { "\($0.time)" }.joined(separator: " and ")
        let endTick = button.events.last { $0.event.isTerminal }.map { "\($0.time)" } ?? "never"
        page.say(
            """
            Codes were requested at ticks \(requests): on opening, with no tap, and on \
            the tap, which restarted the countdown. The button completed at tick \
            \(endTick), when the screen closed. `swift run Chapter4 --realtime` plays \
            the same countdown with real one-second pauses.
            """)
        withoutTakeUntil(page)
        page.book(
            "+[RACSignal interval:onScheduler:]", "-[RACSignal startWith:]", "+[RACSignal zip:]",
            "-[RACSignal switchToLatest]", "-[RACSignal takeUntil:]")
        intervalValues(page)
    }

    /// The button's state as the legend draws it: seconds left, or R once it can be tapped.
    private static func secondsLeft(_ state: CodeButton) -> Character? {
        state.isEnabled ? "R" : state.title.first(where: \.isNumber)
    }

    /// The same button without `takeUntil(closed)`: switchToLatest never completes.
    private static func withoutTakeUntil(_ page: Narrator) {
        page.say(
            """
            Why does the recipe need `takeUntil` when every countdown completes by \
            itself? `switchToLatest` completes only once its outer signal, the taps, \
            has completed and so has the latest countdown. Taps never complete: a \
            button can always be tapped again. The same button without \
            `takeUntil(closed)`, left to run for twenty ticks:
            """)
        page.code(.withoutTakeUntil)
        // snippet.withoutTakeUntil
        let scheduler = TestScheduler()
        let taps = scheduler.hotSignal("------t")
        let button = scheduler.record(
            taps.signal.map { _ in }.startWith(())
                .map { countdown(from: 3, on: scheduler) }
                .switchToLatest())
        scheduler.advance(to: 20)
        // snippet.end
        page.marbles(
            [MarbleLine("button", button, symbol: secondsLeft)], until: scheduler.now + 1)
        let ended = button.events.contains { $0.event.isTerminal }
        page.say(
            """
            Both countdowns finished, yet the button \(ended ? "completed" : "never completed"): \
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
