extension Bridge {
    /// Chapter 4: hot and cold, one run shared among subscribers, and replay.
    static let sharing = [
        BridgeRow(
            "Hot or cold", "热信号还是冷信号", chapter: 4, today: true,
            book: "`RACSignal` (cold, as a rule), `RACSubject` (hot)",
            workbook: ["Signal", "Subject"],
            reactiveSwift: "`SignalProducer` (cold), `Signal` (hot)",
            rxSwift: "`Observable` (cold, as a rule), `PublishSubject` (hot)",
            combine: "`Publisher` (cold, as a rule), `PassthroughSubject` (hot)",
            swift:
                "an `AsyncSequence` that starts work per iterator (cold); `AsyncStream` (hot, one reader)",
            differs: """
                Only ReactiveSwift puts the difference in the type. An `AsyncStream` \
                fed through its continuation runs whether or not anyone reads, like a \
                hot signal, but it is unicast: two readers split its values between \
                them.
                """,
            chineseDiffers:
                "只有 ReactiveSwift 在类型上区分冷热。由 continuation 提供数据的 `AsyncStream` 不管有没有人读都在运行，像热信号；但它是单播的：两个读取方会把它的值瓜分掉。"
        ),
        BridgeRow(
            "Share one run", "共享一次运行", chapter: 4, today: true,
            book: "`-publish`, `RACMulticastConnection`, `-connect`",
            workbook: [
                "publish()", "MulticastConnection", "MulticastConnection.connect()",
                "MulticastConnection.signal",
            ],
            reactiveSwift: "none (`startWithSignal(_:)`: start once, observe that `Signal`)",
            rxSwift: "`publish()`, `ConnectableObservable`, `connect()`",
            combine: "`makeConnectable()`, `ConnectablePublisher`, `connect()`",
            swift: "none (one task reads, and yields to a continuation per reader)",
            differs: """
                Subscribers who join before `connect` hear everything; a late one \
                hears only what comes after. A broadcaster built on `AsyncStream` \
                keeps a buffer per reader, so a slow reader never slows the source.
                """,
            chineseDiffers:
                "在 `connect` 之前订阅的能收到所有事件，晚来的只能收到之后的。基于 `AsyncStream` 的广播器为每个读取方各留一个缓冲区，读得慢的读取方不会拖慢数据源。"
        ),
        BridgeRow(
            "Share through your own subject", "通过自己的 subject 共享", chapter: 4, today: true,
            book: "`-multicast:`", workbook: ["multicast(_:)"],
            reactiveSwift: "none", rxSwift: "`multicast(_:)`",
            combine: "`multicast(subject:)`, `multicast(_:)`", swift: "none"),
        BridgeRow(
            "Connect on the first subscriber", "第一个订阅者到来时连接", chapter: 4, today: true,
            book: "`-[RACMulticastConnection autoconnect]`",
            workbook: ["MulticastConnection.autoconnect()"],
            reactiveSwift: "none",
            rxSwift: "`refCount()`, `share()` (`publish().refCount()`)",
            combine: "`autoconnect()`, `share()` (RAC2's `-publish`, then `-autoconnect`)",
            swift: "none; swift-async-algorithms: `share()`",
            differs: """
                RAC2's, Rx's and Combine's connect when the first subscriber arrives \
                and disconnect when the last one leaves. Combine's `share()` is a `multicast` through a \
                `PassthroughSubject` with `autoconnect()`, RAC2's \
                `[[signal publish] autoconnect]`: a subscriber who arrives after a \
                synchronous source has finished hears nothing.
                """,
            chineseDiffers:
                "RAC2、Rx 和 Combine 的版本都在第一个订阅者到来时连接，在最后一个离开时断开。Combine 的 `share()` 是经由 `PassthroughSubject` 的 `multicast` 再加 `autoconnect()`，相当于 RAC2 的 `[[signal publish] autoconnect]`：数据源是同步的，它结束以后才来的订阅者什么也收不到。"
        ),
        BridgeRow(
            "Share and replay", "共享并重放", chapter: 4, today: true,
            book: "`-replay`, `-replayLast`, `-replayLazily`",
            workbook: ["replay()", "replayLast()", "replayLazily()"],
            reactiveSwift: "`replayLazily(upTo:)`",
            rxSwift: "`share(replay:)`, `replay(_:)`, `replayAll()`",
            combine: "none", swift: "none",
            differs: """
                `-replay` and `-replayLast` start the source at once; `-replayLazily` \
                and ReactiveSwift's `replayLazily` wait for the first subscriber.
                """,
            chineseDiffers:
                "`-replay` 和 `-replayLast` 立刻启动数据源；`-replayLazily` 和 ReactiveSwift 的 `replayLazily` 要等第一个订阅者到来才启动。"
        ),
        BridgeRow(
            "Subject with history", "带历史的 subject", chapter: 4,
            book: "`RACReplaySubject`, `+replaySubjectWithCapacity:`",
            workbook: ["ReplaySubject"],
            reactiveSwift: "none (`replayLazily(upTo:)` on a producer)",
            rxSwift: "`ReplaySubject`, `ReplaySubject.create(bufferSize:)`",
            combine: "none", swift: "none"),
        BridgeRow(
            "End with an object", "随对象一起结束", chapter: 4,
            book: "`-rac_willDeallocSignal`, `-takeUntil:`",
            workbook: ["Lifetime", "take(during:)", "takeUntil(_:)"],
            reactiveSwift: "`Lifetime`, `take(during:)`",
            rxSwift: "`rx.deallocated` (RxCocoa), `take(until:)`",
            combine: "none (`AnyCancellable` cancels when it is released)",
            swift: "none (cancel the task from `deinit`, or hold `self` weakly)"),
        BridgeRow(
            "Replace a subscription", "替换订阅", chapter: 4,
            book: "`RACSerialDisposable`", workbook: ["SerialDisposable"],
            reactiveSwift: "`SerialDisposable`", rxSwift: "`SerialDisposable`",
            combine: "none", swift: "none (cancel the old `Task` before storing the new one)",
            differs: "Setting a new inner disposes the old one in each library."),
        BridgeRow(
            "End when released", "释放时结束", chapter: nil,
            book: "`RACScopedDisposable`, `-asScopedDisposable`",
            workbook: ["ScopedDisposable"],
            reactiveSwift: "`ScopedDisposable`", rxSwift: "`DisposeBag`",
            combine: "`AnyCancellable`", swift: "none"),
        BridgeRow(
            "Count live subscriptions", "统计存活的订阅", chapter: 4,
            book: "none", workbook: ["Diagnostics"], reactiveObjC: "none",
            reactiveSwift: "none", rxSwift: "`Resources.total` (with `TRACE_RESOURCES`)",
            combine: "none", swift: "none"),
    ]
}
