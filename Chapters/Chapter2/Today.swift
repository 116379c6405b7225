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
            """
            Swift has no PullSequence, but since Swift 5.5 it has AsyncSequence: a \
            sequence whose reader asks for one element at a time with `await`, and \
            suspends until that element is ready. It is pulled, as RACSequence is, and \
            it is the shape Swift concurrency gives to values that arrive over time. \
            First the pulls of the Pull and push section again, with a third that \
            asks for the head once more:
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
            """
            `AsyncStream(unfolding:)` makes an async sequence from a closure that \
            works out the next element each time the reader asks. Its closure may run \
            on any thread, so it must be @Sendable, and the counter is a \
            MutableProperty, as in the Lazy sequences section. Read the same way:
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
            """
            The pulls ran the same work in the same order: one element per request, \
            nothing ahead. After that they part. The PullSequence remembered its head \
            and gave it again without working; an async sequence has no way back. A \
            second loop over the stream carried on where the reader stopped, and a \
            third found it finished: most async sequences can be walked once.
            """)
        page.say(
            """
            A signal meets the pull side through `values`, an AsyncThrowingStream. \
            Reading `values` subscribes. The signal pushes at its own pace, the \
            stream keeps what it is sent, and the loop pulls it out when it is ready. \
            The loop throws the signal's error, if it sends one, so it is a \
            `for try await`:
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
            """
            `Signal.from` sends everything as soon as it is subscribed, so all three \
            squares were pushed before the loop asked for the first. A signal does not \
            wait for its reader; the stream's buffer holds what the loop has not taken \
            yet. In short (a PullSequence waits only when it is made from a signal, \
            with `signal.sequence`):
            """)
        page.table(
            ["", "PullSequence", "AsyncStream"],
            [
                ["who starts the work", "the reader", "the reader"],
                ["a value not ready yet", "the thread blocks", "the task suspends"],
                ["reading it again", "reads what it kept", "carries on, or finds it over"],
                ["errors", "none", "AsyncThrowingStream throws"],
            ])
    }
}
