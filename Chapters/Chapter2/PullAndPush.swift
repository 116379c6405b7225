import Narration
import Reactive

extension Section {
    /// Pull-driven against push-driven: who starts each piece of work.
    static let pullAndPush = Section(
        "Pull and push", ChineseTitle.of("信号", "pull-driven 和 push-driven")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                A PullSequence is pull-driven: the reader decides when work happens, one \
                element per request, and while nobody asks, nothing happens. The log shows \
                who starts each step:
                """,
            zh: """
                PullSequence 是 pull-driven 的：由读取方决定工作何时发生，每请求一次处理一个元素；\
                没人请求时，什么也不发生。下面的日志显示了每一步是由谁发起的：
                """)
        page.code(.pull)
        // snippet.pull
        let source = PullSequence(1...3).map { n in
            print("  source: working out \(n)")
            return n
        }
        print("reader: asking for the head")
        print("reader: got \(source.head!)")
        print("reader: asking for the next one")
        print("reader: got \(source.tail.head!)")
        // snippet.end
        page.say(
            en: """
                A signal is push-driven: the source decides when, and whoever has subscribed \
                reacts at that moment. Here the source is a Subject, a signal we can send \
                values into by hand (Chapter 3 has more on subjects):
                """,
            zh: """
                信号是 push-driven 的：由源头决定何时发送，已经订阅的一方在那一刻作出反应。\
                这里的源头是一个 Subject，也就是可以手动往里发送值的信号\
                （第 3 章会进一步介绍 subject）：
                """)
        page.code(.push)
        // snippet.push
        let values = Subject<Int>()
        values.signal
            .map { n in
                print("  pipeline: working on \(n)")
                return n
            }
            .subscribeNext { print("subscriber: got \($0)") }
        print("source: sending 1")
        values.sendNext(1)
        print("source: sending 2")
        values.sendNext(2)
        // snippet.end
        page.table(
            [
                "", page.text(en: "pull: PullSequence", zh: "pull：PullSequence"),
                page.text(en: "push: Signal", zh: "push：Signal"),
            ],
            [
                [
                    page.text(en: "who says when", zh: "由谁决定时机"),
                    page.text(en: "the reader, by asking", zh: "读取方，通过索要"),
                    page.text(en: "the source, by sending", zh: "源头，通过发送"),
                ],
                [
                    page.text(en: "suits", zh: "适用于"),
                    page.text(en: "data you have or can compute", zh: "已有的或能算出来的数据"),
                    page.text(en: "events: taps, typing, replies", zh: "事件：点击、输入、网络响应"),
                ],
                [
                    page.text(en: "time", zh: "时间"),
                    page.text(en: "none: values wait to be asked", zh: "不涉及：值等着被索要"),
                    page.text(en: "values arrive as things happen", zh: "事情发生时，值随之到来"),
                ],
                [page.text(en: "book", zh: "原书"), "RACSequence", "RACSignal"],
            ])
        page.say(
            en: """
                Each can become the other. The next section turns a sequence into a signal. \
                The other way, `signal.sequence` makes every pull wait until the signal sends: \
                handy in a test, but a pull on the thread that should deliver the values \
                waits forever.
                """,
            zh: """
                两者可以互相转换。下一节把序列变成信号。反过来，\
                `signal.sequence` 让每次拉取都等到信号发出值为止：这在测试里很方便，\
                但如果在本该传递这些值的线程上拉取，就会永远等下去。
                """)
        page.book("RACSequence", "RACSignal", "RACSubject", "-[RACSignal sequence]")
    }
}
