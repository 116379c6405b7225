import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A command enabled by validity, its isExecuting over virtual time, and an empty execution.
    static let commands = Section("Commands", "指令") { page in
        let print = page.printer
        page.say(
            en: """
                A command is something the user can trigger, like a button's action, together \
                with its state: whether it is enabled, and whether it is executing. Give it a \
                signal that says when it may run, and a function from its input to the \
                signal that does the work. Here Send is enabled by the address's validity, \
                and its work takes two ticks:
                """,
            zh: """
                指令是用户可以触发的一件事（比如按钮的动作），连同它的状态：是否可用，\
                是否正在执行。创建指令时，给它一个信号，说明它何时可以运行；再给它一个\
                函数，把输入变成完成工作的信号。这里，“发送”是否可用取决于地址是否有\
                效，而发送工作需要两刻：
                """)
        page.contract(sendInvitationContract, of: "sendInvitation(to:on:)")
        page.code(.sendCommand)
        // snippet.sendCommand
        let scheduler = TestScheduler()
        let field = TextField()
        let isValid = emailValidity(of: field)
        let send = Command<String, Void>(enabled: isValid) { address in
            sendInvitation(to: address, on: scheduler)
        }
        let enabled = scheduler.record(send.isEnabled)
        let executing = scheduler.record(send.isExecuting)
        field.type("ash@", from: 1, on: scheduler)
        for tick in [2, 5, 6, 8] {  // the user presses Send
            scheduler.schedule(at: tick) {
                send.execute(field.currentText).subscribe(
                    next: { _ in },
                    error: { print("tick \(scheduler.now): refused: \($0)") },
                    completed: { print("tick \(scheduler.now): sent") })
            }
        }
        scheduler.run()
        // snippet.end
        page.marbles(
            MarbleLine("isEnabled", enabled, symbol: truth),
            MarbleLine("isExecuting", executing, symbol: truth))
        page.say(
            en: """
                At tick 2 there was no "@" yet, so the command refused to run, with an error \
                on the signal execute returned. From tick 4 it was enabled. While a run is \
                executing, the command is disabled too, so the press at tick 6 was refused: \
                one invitation at a time, with no flag of our own to keep.
                """,
            zh: """
                第 2 刻地址里还没有“@”，所以指令拒绝运行，execute 返回的信号上出现了一\
                个错误。从第 4 刻起，指令变为可用。一次运行正在执行时，指令同样不可用，\
                所以第 6 刻的点击被拒绝了：一次只发一份邀请，而我们不必自己维护任何标\
                志。
                """)
        page.say(
            en: """
                Not every command has work that takes time. In the book's simplest \
                command the work is the log line itself: the command's block prints \
                "Button was pressed." and returns an empty signal, which completes at \
                once. The same here, pressed at tick 2:
                """,
            zh: """
                并不是每个指令的工作都要花时间。原书最简单的那个指令，工作就是打印一行\
                日志：指令的 block 打印“Button was pressed.”，然后返回一个空信号，空信\
                号会立即完成。这里照做一遍，在第 2 刻点击：
                """)
        do {
            page.code(.emptyCommand)
            // snippet.emptyCommand
            let scheduler = TestScheduler()
            let button = Command<Void, Void> {
                print("tick \(scheduler.now): button was pressed")
                return Signal.empty
            }
            let executing = scheduler.record(button.isExecuting)
            scheduler.schedule(at: 2) { button.execute() }
            scheduler.run()
            // snippet.end
            page.marbles(MarbleLine("isExecuting", executing, symbol: truth))
        }
        page.say(
            en: """
                The line was printed inside the command's block, as the run started. \
                isExecuting went to true and back within tick 2: T above F in one \
                column, two events in one tick. Nothing had to subscribe to the \
                command's results for the button to do its work.
                """,
            zh: """
                这一行是在运行开始时，在指令的 block 里打印的。isExecuting 在第 2 刻之\
                内变成 true，又变了回来：同一列里 T 在 F 上面，一刻之内发生了两个事件。\
                按钮要完成它的工作，并不需要谁去订阅指令的结果。
                """)
        page.book(
            "RACCommand", "-[RACCommand initWithEnabled:signalBlock:]", "-[RACCommand execute:]",
            "RACCommand.executing", "RACCommand.enabled", "+[RACSignal empty]")
        workStartsAtOnce(page)
        doubleBinding(page)
        deliveryThread(page)
        page.translationNote(
            en: """
                Two sentences of the translation's 指令 mislead. It says a command makes \
                it easy to build “边界效果” (boundary effects) of user interaction: the \
                book means side effects, 副作用, as 组播 later means by “边界效应”. And \
                “她之后的输出都被指令信号所处理” (its later output is all handled by the \
                command signal) garbles how a command hands out its work: each press runs \
                the signal block, which returns a new signal, and a subscriber of \
                executionSignals receives each of those signals, as section 7 shows.
                """,
            zh: """
                译本“指令”一节有两句话容易误解。一句说指令可以很容易地实现用户与应用交互时的\
                “边界效果”：原书说的是副作用（side effect），后面“组播”一节的“边界效应”也是\
                这个意思。另一句“指令信号对订阅了指令的这个信号而言，她之后的输出都被指令信号所\
                处理”把指令交出工作的方式说乱了：每按一次，指令就运行它的信号 block，得到一个\
                新的信号；订阅 executionSignals 的一方收到的正是这些信号，本章第 7 节会演示。
                """)
    }
}
