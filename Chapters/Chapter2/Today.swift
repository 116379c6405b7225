import Narration
import Reactive

extension Section {
    /// PullSequence against AsyncSequence, pulled the same way, then a signal
    /// read as an async sequence.
    static let today = Section.today(
        "async sequences", "异步序列", chapter: 2,
        book: [
            "RACSequence", "-[RACSequence head]", "-[RACSequence tail]", "-[RACSignal sequence]",
        ]
    ) { page in
        let print = page.printer
        page.say(
            en: """
                Swift has no PullSequence, but since Swift 5.5 it has AsyncSequence: a \
                sequence whose reader asks for one element at a time with `await`, and \
                suspends until that element is ready. It is pulled, as RACSequence is, and \
                it is the shape Swift concurrency gives to values that arrive over time. \
                First the pulls of the Pull and push section again, with a third that \
                asks for the head once more:
                """,
            zh: """
                Swift 没有 PullSequence，但从 Swift 5.5 起有了 AsyncSequence：\
                读取方用 `await` 一次索要一个元素，并挂起等待，直到这个元素准备好。\
                它和 RACSequence 一样是被拉取的，Swift 并发也用它来表示随时间陆续到来的值。\
                先把“pull-driven 和 push-driven”一节的拉取再做一遍，\
                并加上第三次，再索要一次头部：
                """)
        page.code(.pullTwice)
        // snippet.pullTwice
        let pulled = PullSequence(1...3).map { n in
            print("  source: working out \(n)")
            return n * n
        }
        print("reader: got \(pulled.head ?? 0)")
        print("reader: got \(pulled.tail.head ?? 0)")
        print("reader: again \(pulled.head ?? 0)")
        // snippet.end
        page.say(
            en: """
                `AsyncStream(unfolding:)` makes an async sequence from a closure that \
                works out the next element each time the reader asks. Its closure may run \
                on any thread, so it must be @Sendable, and the counter is a \
                MutableProperty, as in the Lazy sequences section. Read the same way:
                """,
            zh: """
                `AsyncStream(unfolding:)` 用一个闭包构造异步序列：读取方每索要一次，闭包就算出下一个元素。\
                这个闭包可能在任何线程上运行，所以必须是 @Sendable 的；\
                计数器也像“流和序列：惰性序列”一节那样用 MutableProperty。用同样的方式读取：
                """)
        page.code(.asyncPull)
        page.runAsync {
            // snippet.asyncPull
            let counter = MutableProperty(0)
            let squares = AsyncStream<Int>(unfolding: {
                counter.value += 1
                let n = counter.value
                guard n <= 3 else { return nil }
                print("  source: working out \(n)")
                return n * n
            })
            var reader = squares.makeAsyncIterator()
            print("reader: got \(await reader.next() ?? 0)")
            print("reader: got \(await reader.next() ?? 0)")
            for await square in squares {
                print("a second loop: got \(square)")
            }
            var third = 0
            for await _ in squares { third += 1 }
            print("a third loop: \(third) elements")
            // snippet.end
        }
        page.say(
            en: """
                The pulls ran the same work in the same order: one element per request, \
                nothing ahead. After that they part. The PullSequence remembered its head \
                and gave it again without working; an async sequence has no way back. A \
                second loop over the stream carried on where the reader stopped, and a \
                third found it finished: most async sequences can be walked once.
                """,
            zh: """
                两边的拉取按同样的顺序做了同样的工作：每请求一次处理一个元素，不提前做。\
                此后两者就分道扬镳了。PullSequence 记住了自己的头部，再次给出时无须重新计算；\
                异步序列却没有回头路。对这个流的第二个循环，从读取方停下的地方接着往下读，\
                第三个循环则发现它已经结束：大多数异步序列只能遍历一次。
                """)
        page.say(
            en: """
                A signal meets the pull side through `values`, an AsyncThrowingStream. \
                Reading `values` subscribes. The signal pushes at its own pace, the \
                stream keeps what it is sent, and the loop pulls it out when it is ready. \
                The loop throws the signal's error, if it sends one, so it is a \
                `for try await`:
                """,
            zh: """
                信号通过 `values` 与拉取的一方相接，`values` 是一个 AsyncThrowingStream。\
                读取 `values` 就会订阅信号。信号按自己的节奏推送，流把收到的值保存起来，\
                循环在准备好时再把它们拉出来。这个循环写作 `for try await`，\
                因为信号如果发送了错误，循环会把它抛出来：
                """)
        page.code(.signalValues)
        page.runAsync {
            // snippet.signalValues
            let pushed = Signal.from([1, 2, 3]).map { n in
                print("  signal: pushing \(n * n)")
                return n * n
            }
            do {
                for try await square in pushed.values {
                    print("loop: got \(square)")
                }
                print("loop: the signal completed")
            } catch {
                print("loop: the signal failed with \(error)")
            }
            // snippet.end
        }
        page.say(
            en: """
                `Signal.from` sends everything as soon as it is subscribed, so all three \
                squares were pushed before the loop asked for the first. A signal does not \
                wait for its reader; the stream's buffer holds what the loop has not taken \
                yet. In short (a PullSequence waits only when it is made from a signal, \
                with `signal.sequence`):
                """,
            zh: """
                `Signal.from` 一被订阅就把所有值发送出去，所以循环还没索要第一个值，\
                三个平方数就都已推送完了。信号不会等待读取方；循环还没取走的值，留在流的缓冲区里。\
                简单归纳如下（PullSequence 只有在用 `signal.sequence` 从信号构造时才会等待）：
                """)
        let reader = page.text(en: "the reader", zh: "读取方")
        page.table(
            ["", "PullSequence", "AsyncStream"],
            [
                [page.text(en: "who starts the work", zh: "由谁发起工作"), reader, reader],
                [
                    page.text(en: "a value not ready yet", zh: "值还没准备好时"),
                    page.text(en: "the thread blocks", zh: "线程阻塞"),
                    page.text(en: "the task suspends", zh: "任务挂起"),
                ],
                [
                    page.text(en: "reading it again", zh: "再读一次"),
                    page.text(en: "reads what it kept", zh: "读出保存下来的值"),
                    page.text(en: "carries on, or finds it over", zh: "接着往下读，或发现已经结束"),
                ],
                [
                    page.text(en: "errors", zh: "错误"), page.text(en: "none", zh: "无"),
                    page.text(en: "AsyncThrowingStream throws", zh: "AsyncThrowingStream 会抛出"),
                ],
            ])
    }
}
