import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A sequence pushed as a signal on a test scheduler, drawn from the recorded run.
    static let sequencesToSignals = Section(
        "Sequences to signals", ChineseTitle.of("信号", "从序列到信号")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                signal(on:) turns a PullSequence into a signal. Each subscription walks the \
                sequence from its start on the given scheduler, pushing each element to the \
                subscriber, then completes.
                """,
            zh: """
                signal(on:) 把 PullSequence 变成信号。每次订阅都会在给定的调度者上从头遍历序列，\
                把每个元素推送给订阅者，然后完成。
                """)
        page.say(
            en: """
                The scheduler here is a TestScheduler, whose clock is virtual: it moves only \
                when we tell it to, one tick at a time, so the run is instant and the same \
                every time. We record three subscribers, from ticks 1, 4 and 6 (the third \
                through map and filter), and draw what each received:
                """,
            zh: """
                这里的调度者是 TestScheduler，它的时钟是虚拟的：只有我们让它走，它才走，\
                每次走一刻（tick），所以运行瞬间完成，而且每次结果都一样。\
                我们记录三个订阅者，分别从第 1、4、6 刻开始订阅（第三个经过 map 和 filter），\
                并画出每个订阅者收到了什么：
                """)
        page.code(.threeSubscribers)
        // snippet.threeSubscribers
        let scheduler = TestScheduler()
        let pulls = MutableProperty(0)
        let letters = PullSequence(["a", "b", "c"]).map { letter in
            pulls.value += 1
            return letter
        }
        let signal = letters.signal(on: scheduler)
        let first = scheduler.record(signal, subscribeAt: 1)
        let second = scheduler.record(signal, subscribeAt: 4)
        let shouted = scheduler.record(
            signal.map { $0.uppercased() }.filter { $0 != "B" }, subscribeAt: 6)
        scheduler.run()
        // snippet.end
        page.marbles(
            MarbleLine("first", first), MarbleLine("second", second),
            MarbleLine("shouted", shouted))
        page.code(.pulls)
        // snippet.pulls
        print(pulls.value)
        // snippet.end
        page.say(
            en: """
                In a marble diagram each column is a tick, numbered by the ruler on top: - \
                is a tick with nothing sent, a letter is a value, | is completion. Events \
                that come in the same tick are stacked in that tick's column, in the order \
                they came (the exercises, which draw each line as one line of text, write \
                them in parentheses instead: (c|) is c and completion in one tick). Each subscriber's column holds a, b, c and |, one under another: \
                all three letters and the completion came in the tick it subscribed, \
                because the sequence already holds them and nothing makes the signal wait.
                """,
            zh: """
                在弹珠图（marble diagram）中，每一列是一刻，由顶部的刻度尺编号：\
                - 表示这一刻什么也没发送，字母表示一个值，| 表示完成。\
                同一刻到来的多个事件，按到达的先后上下叠放在这一刻的列里（练习里的时间线每条只占一行，\
                改把它们写在括号里：(c|) 表示 c 和完成事件在同一刻到达）。\
                每个订阅者的那一列都依次叠着 a、b、c 和 |：三个字母和完成事件都在它订阅的那一刻到来，\
                因为序列已经持有这些值，没有什么让信号等待。
                """)
        page.say(
            en: """
                Each subscriber received every letter: the signal is cold, and each \
                subscription starts its own walk. Yet the map closure ran only \(pulls.value) \
                times, because the later walks read remembered elements. On the signal side, \
                map and filter mean what they meant on the sequence, applied as each value is \
                pushed. A signal that deals its elements out one tick apart is exercise 2.7.
                """,
            zh: """
                每个订阅者都收到了全部字母：这个信号是冷信号，每次订阅都会开始自己的一次遍历。\
                然而 map 的闭包只运行了 \(pulls.value) 次，因为后来的遍历读的是记住的元素。\
                在信号这一侧，map 和 filter 的含义与在序列上相同，只是在每个值被推送时执行。\
                让信号每隔一刻发出一个元素，是练习 2.7 的内容。
                """)
        page.book(
            "-[RACSequence signalWithScheduler:]", "-[RACSignal map:]", "-[RACSignal filter:]")
        page.differs(
            en: """
                `Signal.from(_:)` sends a collection's elements at once, on the thread \
                that subscribes, before subscribe returns. RAC2's `sequence.signal` walks \
                the sequence on a background scheduler, so there the last line below would \
                usually print first.
                """,
            zh: """
                `Signal.from(_:)` 在订阅的线程上立即发出集合的全部元素，在 subscribe 返回之前就已发完。\
                RAC2 的 `sequence.signal` 则在后台调度者上遍历序列，\
                所以在 RAC2 中，下面的最后一行通常会最先打印出来。
                """)
        page.code(.fromIsSynchronous)
        // snippet.fromIsSynchronous
        Signal.from([1, 2, 3]).subscribeNext { print("got", $0) }
        print("subscribe returned")
        // snippet.end
        page.differs(
            en: """
                the testing tools are RxTest's, not RAC2's. `TestScheduler` keeps a clock \
                of ticks and records what each subscriber received, with its tick, and \
                the chapters draw diagrams from those records. RAC2's `RACTestScheduler` \
                only runs the blocks scheduled on it, in order, with `-step` and \
                `-stepAll`: it has no clock to read and records nothing.
                """,
            zh: """
                测试工具沿用的是 RxTest 的，而不是 RAC2 的。\
                `TestScheduler` 维护一个以刻计数的时钟，记录每个订阅者收到了什么、在哪一刻收到，\
                各章的弹珠图就是根据这些记录画出来的。\
                RAC2 的 `RACTestScheduler` 只会用 `-step` 和 `-stepAll` 按顺序运行安排在它上面的 block：\
                它没有可以读取的时钟，也不记录任何东西。
                """)
    }
}
