extension Bridge {
    /// Chapter 2: sequences you pull from, and the first bridges to signals.
    static let sequences = [
        BridgeRow(
            "Pull-driven sequence", chapter: 2, today: true,
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
                """),
        BridgeRow(
            "First element and the rest", chapter: 2, today: true,
            book: "`-[RACSequence head]`, `-[RACSequence tail]`",
            workbook: ["PullSequence.head", "PullSequence.tail", "PullSequence.isEmpty"],
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: "`first`, `dropFirst(_:)`; `makeAsyncIterator()`, then `next()`",
            differs: """
                `tail` shares what `head` pulled. `dropFirst` on a lazy sequence starts \
                over; an async iterator moves on and cannot go back.
                """),
        BridgeRow(
            "Lazy map and filter", chapter: 2, today: true,
            book: "`-[RACSequence map:]`, `-[RACSequence filter:]`",
            workbook: ["PullSequence.map(_:)", "PullSequence.filter(_:)"],
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift:
                "`lazy.map(_:)`, `lazy.filter(_:)`; `map(_:)` and `filter(_:)` on `AsyncSequence`",
            differs: """
                All run the closure only when an element is asked for. Only \
                `PullSequence` remembers the result.
                """),
        BridgeRow(
            "Eager sequence", chapter: 2,
            book: "`-[RACSequence eagerSequence]`",
            workbook: ["Array.init(_:)"],
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: "`Array(_:)`, or `map(_:)` on a collection",
            differs: "RAC2 keeps an eager sequence a `RACSequence`; Swift gives an `Array`."),
        BridgeRow(
            "Fold left and right", chapter: 2,
            book: "`-foldLeftWithStart:reduce:`, `-foldRightWithStart:reduce:`",
            workbook: ["PullSequence.foldLeft(_:_:)", "PullSequence.foldRight(_:_:)"],
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: "`reduce(_:_:)` (left); `reduce(_:_:)` on `AsyncSequence`; no fold right",
            differs: """
                Only the right fold can stop early on an endless sequence, by not \
                asking for the rest.
                """),
        BridgeRow(
            "Walk a sequence", chapter: 2,
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
            "Sequence to signal", chapter: 2,
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
            "Signal as an async sequence", chapter: 2, today: true,
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
                """),
        BridgeRow(
            "Signal to blocking sequence", chapter: 2,
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
            "Virtual time", chapter: 2,
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
