extension Bridge {
    /// Chapter 2: sequences you pull from, and the first bridges to signals.
    static let sequences = [
        BridgeRow(
            "Pull-driven sequence", "pull-driven 的序列", chapter: 2, today: true,
            book: "`RACSequence`, `rac_sequence`",
            workbook: ["PullSequence", "PullSequence.init(_:)"],
            reactiveSwift: "none (Swift's `LazySequence`)",
            rxSwift: "none (Swift's `LazySequence`)", combine: "none (Swift's `LazySequence`)",
            swift: "`LazySequence` (`lazy`); `AsyncSequence`, `AsyncStream(unfolding:)`",
            differs: """
                A `PullSequence` keeps each element once pulled, so a second walk \
                reads it back. `lazy` works it out again on every walk. An \
                `AsyncStream` is walked once: a second loop carries on where the \
                first stopped, or finds the stream finished.
                """,
            chineseDiffers:
                "`PullSequence` 记住拉取过的每个元素，第二次遍历直接读出来；`lazy` 每遍历一次就重算一次；`AsyncStream` 只能遍历一次：第二个循环从第一个停下的地方接着读，或者发现流已经结束。"
        ),
        BridgeRow(
            "First element and the rest", "第一个元素与其余元素", chapter: 2, today: true,
            book: "`-[RACSequence head]`, `-[RACSequence tail]`",
            workbook: ["PullSequence.head", "PullSequence.tail", "PullSequence.isEmpty"],
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: "`first`, `dropFirst(_:)`; `makeAsyncIterator()`, then `next()`",
            differs: """
                `tail` shares what `head` pulled. `dropFirst` on a lazy sequence starts \
                over; an async iterator moves on and cannot go back.
                """,
            chineseDiffers: "`tail` 与 `head` 共用已经拉取的元素；惰性序列上的 `dropFirst` 每次都从头算起；异步迭代器只能向前，不能回头。"),
        BridgeRow(
            "Lazy map and filter", "惰性的映射和过滤", chapter: 2, today: true,
            book: "`-[RACSequence map:]`, `-[RACSequence filter:]`",
            workbook: ["PullSequence.map(_:)", "PullSequence.filter(_:)"],
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift:
                "`lazy.map(_:)`, `lazy.filter(_:)`; `map(_:)` and `filter(_:)` on `AsyncSequence`",
            differs: """
                All run the closure only when an element is asked for. Only \
                `PullSequence` remembers the result.
                """,
            chineseDiffers: "它们都等到有人要元素时才调用闭包，但只有 `PullSequence` 会记住结果。"),
        BridgeRow(
            "Eager sequence", "立即求值的序列", chapter: 2,
            book: "`-[RACSequence eagerSequence]`",
            workbook: ["Array.init(_:)"],
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: "`Array(_:)`, or `map(_:)` on a collection",
            differs: "RAC2 keeps an eager sequence a `RACSequence`; Swift gives an `Array`."),
        BridgeRow(
            "Fold left and right", "左折叠和右折叠", chapter: 2,
            book: "`-foldLeftWithStart:reduce:`, `-foldRightWithStart:reduce:`",
            workbook: ["PullSequence.foldLeft(_:_:)", "PullSequence.foldRight(_:_:)"],
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: "`reduce(_:_:)` (left); `reduce(_:_:)` on `AsyncSequence`; no fold right",
            differs: """
                Only the right fold can stop early on an endless sequence, by not \
                asking for the rest.
                """),
        BridgeRow(
            "Walk a sequence", "遍历序列", chapter: 2,
            book: "`-[RACSequence array]`, `objectEnumerator`",
            workbook: [
                "PullSequence.array", "PullSequence.makeIterator()", "PullSequence.description",
            ],
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: "`Array(_:)`, `for in`; `for await` on an `AsyncSequence`",
            differs: """
                A `PullSequence` prints only what has been pulled; RAC2's description \
                pulls everything first.
                """),
        BridgeRow(
            "Sequence to signal", "从序列到信号", chapter: 2,
            book: "`-[RACSequence signal]`, `-signalWithScheduler:`",
            workbook: ["Signal.from(_:)", "PullSequence.signal(on:)"],
            reactiveSwift: "`SignalProducer(_:)`", rxSwift: "`Observable.from(_:)`",
            combine: "`publisher` on a sequence",
            swift: "none; swift-async-algorithms: `async` on a sequence",
            differs: """
                `Signal.from`, `SignalProducer(_:)` and Combine's `publisher` send \
                every element before subscribing returns; RAC2's `-signal` sends \
                them on a background scheduler.
                """),
        BridgeRow(
            "Signal as an async sequence", "把信号当作异步序列", chapter: 2, today: true,
            book: "none (RAC2 predates async/await)",
            workbook: ["values"],
            reactiveObjC: "none",
            reactiveSwift: "none", rxSwift: "`values`", combine: "`values`",
            swift: "`AsyncThrowingStream`",
            differs: """
                Reading `values` subscribes; leaving the loop or cancelling its task \
                disposes. Here and in RxSwift the stream keeps every value until the \
                loop takes it; Combine's asks for one value at a time, so a subject \
                that sends while the loop is busy loses the value.
                """,
            chineseDiffers:
                "读取 `values` 就是订阅，退出循环或取消它所在的任务就是释放订阅。本库和 RxSwift 的 `values` 会把每个值缓存起来，等循环来取；Combine 的 `values` 每次只向上游要一个值，循环正忙时 subject 发出的值就会丢失。"
        ),
        BridgeRow(
            "Signal to blocking sequence", "从信号到阻塞的序列", chapter: 2,
            book: "`-[RACSignal sequence]`, `-toArray`",
            workbook: ["sequence", "toArray()"],
            reactiveSwift: "`first()`, `single()`, `last()`",
            rxSwift: "`toBlocking()` (RxBlocking)",
            combine: "none", swift: "none",
            differs: """
                These block the calling thread until the signal sends; on the thread \
                that should send, they wait for ever.
                """),
        BridgeRow(
            "Virtual time", "虚拟时间", chapter: 2,
            book: "`RACTestScheduler`",
            workbook: ["TestScheduler"],
            reactiveSwift: "`TestScheduler`", rxSwift: "`TestScheduler` (RxTest)",
            combine: "none",
            swift:
                "none; the workbook's `TestClock` (ReactiveTesting) is a `Clock` on virtual time",
            differs: """
                RAC2's test scheduler only runs its blocks in order (`-step`); the \
                others keep a clock that tests move by hand.
                """),
    ]
}
