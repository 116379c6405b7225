import Narration
import Reactive

extension Section {
    /// Cold and hot, the unicast trap, and one run shared: each as a signal,
    /// then with async sequences.
    static let today = Section.today(
        "sharing async sequences", "共享异步序列", chapter: 4,
        book: [
            "RACSignal", "RACSubject", "-[RACSignal publish]", "-[RACMulticastConnection connect]",
        ]
    ) { page in
        let print = page.printer
        page.say(
            en: """
                This chapter's questions again, asked of async sequences: does each \
                reader start the work afresh, and how do several readers share one run? \
                First, cold. The pretend request of the first section, read twice, and \
                the same request as an async sequence whose every loop sends it again:
                """,
            zh: """
                把本章的问题再拿来问异步序列：每个读取方都会重新开始工作吗？\
                多个读取方怎样共享一次执行？先看冷的。第一节那个模拟的请求，读两次；\
                再看同一个请求写成的异步序列，每循环一次就再发送一次：
                """)
        page.code(.asyncStatusRequest)
        page.code(.coldSignal)
        // snippet.coldSignal
        let runs = RunCounter()
        let request = statusRequest(counting: runs, print: print)
        request.subscribeNext { print("first subscriber got \($0)") }
        request.subscribeNext { print("second subscriber got \($0)") }
        print("signal: request sent ×\(runs.count)")
        // snippet.end
        page.code(.coldAsync)
        page.runAsync {
            // snippet.coldAsync
            let runs = RunCounter()
            let requests = AsyncStatusRequest(runs: runs, print: print)
            for await status in requests { print("first loop got \(status)") }
            for await status in requests { print("second loop got \(status)") }
            print("async: request sent ×\(runs.count)")
            // snippet.end
        }
        unicast(page)
        sharing(page)
    }

    /// A subject tells every subscriber; one AsyncStream splits its values between readers.
    private static func unicast(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                So to share, hand one stream to both readers? That is the trap. A subject \
                is hot and tells every subscriber each value. An AsyncStream is unicast: \
                it has one buffer, and each value goes to whichever reader asks first. The \
                same three goals, to two subscribers of a subject and to two readers of one \
                stream, taking turns:
                """,
            zh: """
                那么，要共享，把同一个流交给两个读取方不就行了？这正是陷阱。subject 是热的，\
                会把每个值告诉每一个订阅者。AsyncStream 却是单播（unicast）的：它只有一个缓冲区，\
                每个值交给最先来要的那个读取方。同样三个进球，一边发给一个 subject 的两个订阅者，\
                一边交给轮流读取同一个流的两个读取方：
                """)
        page.code(.subjectTwice)
        // snippet.subjectTwice
        let goals = Subject<Int>()
        goals.signal.subscribeNext { print("first subscriber got \($0)") }
        goals.signal.subscribeNext { print("second subscriber got \($0)") }
        for goal in 1...3 { goals.sendNext(goal) }
        // snippet.end
        page.code(.streamTwice)
        page.runAsync {
            // snippet.streamTwice
            let (goals, scorer) = AsyncStream.makeStream(of: Int.self)
            for goal in 1...3 { scorer.yield(goal) }
            scorer.finish()
            var first = goals.makeAsyncIterator()
            var second = goals.makeAsyncIterator()
            print("first reader got \(await first.next() ?? 0)")
            print("second reader got \(await second.next() ?? 0)")
            print("first reader got \(await first.next() ?? 0)")
            print("second reader got \(String(describing: await second.next()))")
            // snippet.end
        }
        page.say(
            en: """
                The second reader did not share the goals; it took one. With two tasks \
                reading at once, which reader gets which value depends on timing, so this \
                run prints only what the two heard between them:
                """,
            zh: """
                第二个读取方并没有和第一个共享进球，而是拿走了其中一个。如果两个任务同时读取，\
                哪个读取方拿到哪个值取决于时机，所以这次运行只打印两者加起来听到了什么：
                """)
        page.code(.twoTasks)
        page.runAsync {
            // snippet.twoTasks
            let (goals, scorer) = AsyncStream.makeStream(of: Int.self)
            let readers = (1...2).map { _ in
                Task { await goals.reduce(into: [Int]()) { $0.append($1) } }
            }
            for goal in 1...6 { scorer.yield(goal) }
            scorer.finish()
            var heard: [[Int]] = []
            for reader in readers { heard.append(await reader.value) }
            print("heard between them: \(heard.joined().sorted())")
            print("heard by both: \(Set(heard[0]).intersection(heard[1]).sorted())")
            // snippet.end
        }
    }

    /// `publish()` and `connect()` against a broadcaster of one stream per reader.
    private static func sharing(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                Sharing needs what `publish()` gives a signal: something in the middle \
                that reads the source once and tells every reader. The toolchain has no \
                such thing, but it takes a few lines: give each reader a stream, and so \
                a continuation, of its own, and yield every value to each of them.
                """,
            zh: """
                要共享，就需要 `publish()` 给信号提供的那种东西：一个夹在中间的角色，只读一次源，\
                再告诉每一个读取方。工具链里没有现成的，但写起来只要几行：给每个读取方一个自己的流，\
                也就有了一个自己的 continuation，然后把每个值逐一 yield 给它们。
                """)
        page.code(.broadcast)
        page.say(
            en: """
                The Multicasting section's `publish()` and `connect()`, and the same with \
                a broadcaster: the readers join first, then one loop reads the source \
                and sends on what it gets, as `connect()` does.
                """,
            zh: """
                组播一节的 `publish()` 和 `connect()`，以及用广播器实现的同一件事：读取方先加入，\
                然后一个循环读取源，把拿到的值转发出去，就像 `connect()` 那样。
                """)
        page.code(.publishOnce)
        // snippet.publishOnce
        let runs = RunCounter()
        let connection = statusRequest(counting: runs, print: print).publish()
        connection.signal.subscribeNext { print("first subscriber got \($0)") }
        connection.signal.subscribeNext { print("second subscriber got \($0)") }
        connection.connect()
        print("signal: request sent ×\(runs.count)")
        // snippet.end
        page.code(.broadcastOnce)
        page.runAsync {
            // snippet.broadcastOnce
            let runs = RunCounter()
            let broadcast = Broadcast<String>()
            let first = broadcast.stream()
            let second = broadcast.stream()
            for await status in AsyncStatusRequest(runs: runs, print: print) {
                broadcast.send(status)
            }
            broadcast.finish()
            for await status in first { print("first reader got \(status)") }
            for await status in second { print("second reader got \(status)") }
            print("async: request sent ×\(runs.count)")
            var late = 0
            for await _ in broadcast.stream() { late += 1 }
            print("a reader who came after heard \(late) values")
            // snippet.end
        }
        page.say(
            en: """
                One run, both readers served, and a latecomer hears nothing, as with \
                `publish()`. The timing differs. `connect()` hands each value to the \
                subscribers one after another, inside the source's send, so a slow \
                subscriber holds the source up. The broadcaster drops each value into \
                every reader's buffer and moves on: each reader takes values at its own \
                pace, in its own task, and one that falls behind makes its buffer grow, \
                unless a `bufferingPolicy` bounds it, and then values are dropped. The \
                ending is the broadcaster's to pass on: nothing finishes the readers' \
                streams until `finish()` does, where `connect()` passes the source's \
                completion on by itself. An AsyncStream cannot carry an error; a \
                broadcaster of AsyncThrowingStreams could, with `finish(throwing:)`.
                """,
            zh: """
                源只执行了一次，两个读取方都拿到了值，晚来的读取方什么也没听到，\
                这些都和 `publish()` 一样。不同的是时机。`connect()` 在源发送值的过程中，\
                把每个值依次交给各个订阅者，所以慢的订阅者会拖住源。\
                广播器则把每个值放进每个读取方的缓冲区就继续往下走：\
                每个读取方在自己的任务里按自己的节奏取值；落后的读取方会让自己的缓冲区越来越大，\
                除非用 `bufferingPolicy` 给它设了上限，那样就会丢弃值。结束也要由广播器来传递：\
                在调用 `finish()` 之前，没有什么会结束读取方的流，\
                而 `connect()` 会自动把源的完成传下去。AsyncStream 不能携带错误；\
                换成 AsyncThrowingStream 的广播器就可以，用 `finish(throwing:)` 传递错误。
                """)
    }
}
