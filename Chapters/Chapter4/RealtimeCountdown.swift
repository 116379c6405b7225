import Narration
import Reactive
import WorkbookKit

extension ExtraOption {
    /// `--realtime`: the verification-code countdown on the main thread, with real one-second ticks.
    static let realtimeCountdown = ExtraOption(
        "--realtime",
        Bilingual(
            en: "play the verification code countdown with real one-second pauses",
            zh: "以真实的一秒间隔播放验证码倒计时")
    ) { page in
        page.say(
            en: """
                The countdown from "Recipe: a verification code countdown", on the main thread \
                (`MainScheduler`) with real one-second ticks instead of the virtual clock. \
                Each line shows how long after subscribing the label changed:
                """,
            zh: """
                这是“发送验证码的倒计时按钮”一节里的倒计时，运行在主线程上（`MainScheduler`），\
                用真实的一秒间隔代替虚拟时钟。每一行显示订阅之后过了多久标签才变化：
                """)
        let print = page.printer
        let finished = Locked(false)
        page.code(.realtimeCountdown)
        // snippet.realtimeCountdown
        let start = ContinuousClock.now
        countdown(from: 3, on: MainScheduler.shared).subscribe(
            next: { button in
                let elapsed = Stopwatch.milliseconds(ContinuousClock.now - start)
                print("\(button)  after \(elapsed)")
            },
            completed: { finished.withLock { $0 = true } })
        // snippet.end
        let deadline = start + .seconds(10)
        MainScheduler.shared.run { finished.withLock { $0 } || ContinuousClock.now > deadline }
        if !finished.withLock({ $0 }) {
            page.output(
                page.text(
                    en: "(stopped waiting after 10 seconds)", zh: "（等了 10 秒，不再等下去）"))
        }
    }
}
