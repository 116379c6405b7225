import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// The verification-code button on virtual time: interval, startWith, zip, switchToLatest, takeUntil.
    static let verificationCodeButton = Section(
        "Recipe: a verification code countdown",
        ChineseTitle.of("发送验证码的倒计时按钮", from: .halfTheEffort)
    ) { page in
        page.say(
            en: """
                A sign-up screen asks for a code sent by text message. As the screen opens, \
                the app requests a code by itself, and the button for another code counts \
                down, disabled: "Resend (3s)", "Resend (2s)", "Resend (1s)". Only then \
                does it read "Resend" and accept a tap, which requests a new code and \
                starts the countdown again. (The article Half the Effort counts down sixty seconds; three \
                keep the diagrams short.) Five operators build it; each function's \
                contract says what it promises.
                """,
            zh: """
                注册界面要用户填写短信发来的验证码。界面一打开，应用就自动请求一个验证码，\
                而“Resend”（重新发送）按钮开始倒计时，倒计时期间不可点击：“Resend (3s)”、“Resend (2s)”、\
                “Resend (1s)”。倒数完，它才显示“Resend”并可以点击；点击会请求新的验证码，\
                并重新开始倒计时。（《事半功倍》里倒数六十秒；这里只数三秒，好让弹珠图短一些。）\
                它由五个操作符搭成；每个函数的契约写明了它的承诺。
                """)
        page.code(.codeButton)
        page.say(
            en: """
                `zip` pairs the numbers 3, 2, 1, 0 with ticks of a timer; `startWith` \
                adds a tick at once, so "Resend (3s)" shows without waiting a second. \
                When the numbers run out, `zip` completes and disposes the timer. Each \
                tap maps to a fresh countdown, and so, thanks to the outer `startWith`, \
                does the moment the screen subscribes: that is the code requested on \
                opening, with no tap. `switchToLatest` listens only to the newest \
                countdown. `takeUntil(closed)` ends everything when the screen goes \
                away. On the virtual clock, one tick is one second; the user taps at \
                tick 6 and closes the screen at tick 11:
                """,
            zh: """
                `zip` 把数字 3、2、1、0 和计时器的一次次滴答配成对；`startWith` 立即补上一次滴答，\
                所以“Resend (3s)”不用等一秒就会显示。数字用完时，`zip` 就完成，并释放计时器。\
                每次点击都映射成一个新的倒计时；有了外层的 `startWith`，\
                界面订阅的那一刻也会映射成一个倒计时：那就是打开界面时无需点击就请求的验证码。\
                `switchToLatest` 只听最新的那个倒计时。`takeUntil(closed)` 在界面离开时结束一切。\
                在虚拟时钟上，一刻就是一秒；用户在第 6 刻点击按钮，在第 11 刻关闭界面：
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
            MarbleLine(page.text(en: "taps", zh: "点击"), tapped) { _ in "*" },
            MarbleLine(page.text(en: "closed", zh: "关闭界面"), closing) { _ in "*" },
            MarbleLine(page.text(en: "code sent", zh: "发送验证码"), sent) { _ in "*" },
            MarbleLine(page.text(en: "button", zh: "按钮"), button, symbol: secondsLeft))
        page.say(en: "The button at each change:", zh: "按钮每次变化后的样子：")
        page.table(
            [page.text(en: "tick", zh: "时刻"), page.text(en: "button", zh: "按钮")],
            button.events.compactMap { record in
                guard case .next(let state) = record.event else { return nil }
                let shown = page.text(
                    en: "\(state)",
                    zh: "[ \(state.title) ]  " + (state.isEnabled ? "可以点击" : "不可点击"))
                return ["\(record.time)", shown]
            })
        let requests = sent.events.map { "\($0.time)" }
            .joined(separator: page.text(en: " and ", zh: " 刻和第 "))
        let endTick =
            button.events.last { $0.event.isTerminal }.map { "\($0.time)" }
            ?? page.text(en: "never", zh: "—")
        page.say(
            en: """
                Codes were requested at ticks \(requests): on opening, with no tap, and on \
                the tap, which restarted the countdown. The button completed at tick \
                \(endTick), when the screen closed. `swift run Chapter4 --realtime` plays \
                the same countdown with real one-second pauses.
                """,
            zh: """
                验证码分别在第 \(requests) 刻请求：一次是打开界面时，无需点击；另一次是点击按钮时，\
                这次点击让倒计时重新开始。界面关闭时，按钮在第 \(endTick) 刻完成。\
                `swift run Chapter4 --realtime` 会以真实的一秒间隔播放同一个倒计时。
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
            en: """
                Why does the recipe need `takeUntil` when every countdown completes by \
                itself? `switchToLatest` completes only once its outer signal, the taps, \
                has completed and so has the latest countdown. Taps never complete: a \
                button can always be tapped again. The same button without \
                `takeUntil(closed)`, left to run for twenty ticks:
                """,
            zh: """
                既然每个倒计时都会自己完成，这个做法为什么还需要 `takeUntil`？\
                因为 `switchToLatest` 要等外层信号（也就是点击）完成、最新的倒计时也完成之后，\
                才会完成。而点击永远不会完成：按钮随时可以再点一次。\
                下面是去掉 `takeUntil(closed)` 的同一个按钮，让它运行二十刻：
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
            [MarbleLine(page.text(en: "button", zh: "按钮"), button, symbol: secondsLeft)],
            until: scheduler.now + 1)
        let ended = button.events.contains { $0.event.isTerminal }
        page.say(
            en: """
                Both countdowns finished, yet the button \(ended ? "completed" : "never completed"): \
                its subscription, with the tap handler and whatever the closures hold, \
                lives as long as the button. That is what the article's \
                `takeUntil:self.rac_willDeallocSignal` is for, and `takeUntil(closed)` \
                here: an end the outer signal cannot provide.
                """,
            zh: """
                两个倒计时都结束了，按钮却\(ended ? "完成了" : "始终没有完成")：它的订阅，\
                连同点击的处理代码和闭包持有的一切，会和按钮活得一样久。\
                文章里的 `takeUntil:self.rac_willDeallocSignal` 就是为此而写的，\
                这里的 `takeUntil(closed)` 也一样：它提供了外层信号无法提供的结束时机。
                """)
    }

    /// What `interval` sends: a count here, a date in RAC2.
    private static func intervalValues(_ page: Narrator) {
        let print = page.printer
        page.differs(
            en: """
                `interval` sends a count, 0, 1, 2, …; RAC2's sends the date of each \
                tick, which is why the article maps every tick to nil. The countdown \
                ignores the value either way.
                """,
            zh: """
                `interval` 发送的是计数 0、1、2……；RAC2 的 interval 发送的是每次滴答的日期，\
                所以文章把每次滴答都映射成 nil。无论哪种，倒计时都不理会这个值。
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
