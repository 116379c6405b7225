import Foundation
import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Where and when `execute` starts a run's work: at once, inside the call.
    static func workStartsAtOnce(_ page: Narrator) {
        let print = page.printer
        page.differs(
            en: """
                `execute` subscribes to the run's signal at once, on the calling \
                thread, before it returns: the work below starts inside the call. \
                RAC2's `-execute:` calls the block at once too, but subscribes to the \
                signal it returns on the main thread scheduler, so the work starts on a \
                later turn of the main loop, after `executing` and `enabled` have \
                updated; there, "execute returned" would print first.
                """,
            zh: """
                `execute` 在返回之前，就在调用它的线程上立即订阅这次运行的信号：下面的\
                工作在这次调用之中就开始了。RAC2 的 `-execute:` 也会立即调用 block，但\
                它在主线程调度者上订阅 block 返回的信号，所以工作要等到主循环之后的某一\
                轮才开始，那时 `executing` 和 `enabled` 已经更新；在 RAC2 里，会先打印\
                “execute returned”。
                """)
        page.code(.workStartsAtOnce)
        // snippet.workStartsAtOnce
        let upload = Command<Void, Void> {
            Signal { observer in
                print("the work starts")
                observer.sendCompleted()
                return nil
            }
        }
        upload.execute()
        print("execute returned")
        // snippet.end
    }

    /// The book's warning about binding a button's enabled state twice, run.
    static func doubleBinding(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                In the book the command replaces the earlier `RAC(button, enabled)` \
                binding, because setting a button's rac_command binds the button's \
                enabled state to the command's. Keeping both would bind one property \
                twice. Here both bindings are kept, on purpose. The address is scripted: \
                valid from tick 4, when Send is pressed, and valid once more at 5, when \
                a key is typed while the invitation is still being sent:
                """,
            zh: """
                在原书中，指令取代了前面的 `RAC(button, enabled)` 绑定，因为设置按钮\
                的 rac_command 时，按钮的可用状态就会绑定到指令的可用状态上。两者都保\
                留，就等于把同一个属性绑定了两次。这里故意把两个绑定都保留下来。地址按\
                脚本变化：从第 4 刻起有效，这时点击“发送”；第 5 刻再次有效，这时邀请还\
                在发送中，用户又敲了一个键：
                """)
        page.code(.doubleBinding)
        // snippet.doubleBinding
        let scheduler = TestScheduler()
        let letters: [Character: Bool] = ["f": false, "t": true]
        let isValid = scheduler.hotSignal("f---tt", values: letters).signal
        let send = Command<Void, Void>(enabled: isValid) {
            sendInvitation(to: "ash@x", on: scheduler)
        }
        let buttonEnabled = MutableProperty(false)
        buttonEnabled <~ isValid  // the earlier binding, kept
        buttonEnabled <~ send.isEnabled  // what rac_command binds
        scheduler.schedule(at: 4) { send.execute() }
        let executing = scheduler.record(send.isExecuting)
        for tick in 4...6 {
            scheduler.advance(to: tick)
            let running = executing.values.last ?? false
            let enabled = buttonEnabled.value
            print("tick \(tick): executing", running, "· enabled", enabled)
        }
        // snippet.end
        page.say(
            en: """
                At tick 5 the invitation was still being sent, yet the button said it \
                could be pressed: the validity binding wrote true over the command's \
                false. Bind a button's enabled state to its command alone, and give the \
                command the validity as its enabled signal.
                """,
            zh: """
                第 5 刻邀请还在发送，按钮却显示可以点击：有效性的绑定用 true 覆盖了指令\
                的 false。应当只把按钮的可用状态绑定到它的指令上，再把有效性交给指令，\
                作为指令的 enabled 信号。
                """)
        page.differs(
            en: """
                two bindings into one property are allowed here, and each writes in \
                turn, as the run above shows. In a debug build, RAC2 stops at the second \
                binding on the same key path with an assertion (the book's second \
                binding is the button's rac_command, which binds enabled the same way): \
                the error the book warns of.
                """,
            zh: """
                这里允许两个绑定写入同一个属性，二者轮流写入，正如上面的运行所示。在调\
                试版本中，RAC2 遇到同一键路径上的第二个绑定时会停在断言上（原书的第二个\
                绑定是按钮的 rac_command，它以同样的方式绑定 enabled）：这正是原书警告的那个错误。
                """)
    }

    /// Where a command's notices arrive: on the thread its run ended on.
    static func deliveryThread(_ page: Narrator) {
        let print = page.printer
        page.differs(
            en: """
                a command delivers `isExecuting`, `isEnabled`, `errors` and its \
                `completions` on whichever thread the change happened, here the worker \
                that ran the command's work. RAC2's command moves `executing`, \
                `enabled`, `errors` and `executionSignals` to the main thread, for the \
                UI. (RAC2 has no completions signal; section 7, the login form, builds one \
                the way the article iOS-OpenSource-ReactiveCocoa does.)
                """,
            zh: """
                指令在变化发生的那个线程上发送 `isExecuting`、`isEnabled`、`errors` \
                和 `completions`，这里就是执行指令工作的 worker 线程。RAC2 的指令则把 \
                `executing`、`enabled`、`errors` 和 `executionSignals` 转到主线程上，以\
                便更新界面。（RAC2 没有 completions 信号；本章第 7 节“登录模块”按\
                《iOS-OpenSource-ReactiveCocoa》的做法自己构建了一个。）
                """)
        let finished = Locked(false)
        page.code(.commandThread)
        // snippet.commandThread
        let worker = QueueScheduler(name: "worker")
        let save = Command<Void, Void> { Signal.empty.subscribeOn(worker) }
        save.completions.subscribeNext {
            print("completions on:", QueueScheduler.currentQueueName)
            // snippet.hide
            finished.withLock { $0 = true }
            // snippet.show
        }
        save.execute()
        // snippet.end
        let deadline = ContinuousClock.now + .seconds(5)
        MainScheduler.shared.run { finished.withLock { $0 } || ContinuousClock.now > deadline }
    }
}
