extension Bridge {
    /// Chapter 4: where work runs, and operators over time.
    static let time = [
        BridgeRow(
            "Where work runs", "工作在哪里运行", chapter: 4,
            book: "`RACScheduler`", workbook: ["Scheduler"],
            reactiveSwift: "`Scheduler`, `DateScheduler`",
            rxSwift: "`SchedulerType`, `ImmediateSchedulerType`", combine: "`Scheduler`",
            swift: "executors and actors",
            differs: """
                A scheduler is a queue you pass to an operator. In Swift concurrency \
                the code says where it runs: an actor's methods run on that actor, \
                `@MainActor` code on the main thread.
                """),
        BridgeRow(
            "Right now", "立即执行", chapter: 4,
            book: "`+immediateScheduler`", workbook: ["ImmediateScheduler"],
            reactiveSwift: "`ImmediateScheduler`", rxSwift: "`CurrentThreadScheduler`",
            combine: "`ImmediateScheduler`", swift: "none",
            differs: """
                Rx's `CurrentThreadScheduler` queues work scheduled from inside its \
                own work instead of running it at once.
                """),
        BridgeRow(
            "A background queue", "后台队列", chapter: 4,
            book: "`+scheduler`, `+schedulerWithPriority:name:`",
            workbook: ["QueueScheduler"],
            reactiveSwift: "`QueueScheduler`", rxSwift: "`SerialDispatchQueueScheduler`",
            combine: "`DispatchQueue`", swift: "an `actor`, or `Task.detached`"),
        BridgeRow(
            "The main thread", "主线程", chapter: 4,
            book: "`+mainThreadScheduler`", workbook: ["MainScheduler"],
            reactiveSwift: "`UIScheduler`", rxSwift: "`MainScheduler`",
            combine: "`DispatchQueue.main`, `RunLoop.main`",
            swift: "`@MainActor`, `MainActor.run(body:)`"),
        BridgeRow(
            "Deliver on", "在指定调度者上传递", chapter: 4,
            book: "`-deliverOn:`", workbook: ["deliverOn(_:)"],
            reactiveSwift: "`observe(on:)`", rxSwift: "`observe(on:)`",
            combine: "`receive(on:)`", swift: "`await MainActor.run(body:)`, or an actor's method"),
        BridgeRow(
            "Subscribe on", "在指定调度者上订阅", chapter: 4,
            book: "`-subscribeOn:`", workbook: ["subscribeOn(_:)"],
            reactiveSwift: "`start(on:)`", rxSwift: "`subscribe(on:)`",
            combine: "`subscribe(on:)`", swift: "none (start the `Task` where the work belongs)"),
        BridgeRow(
            "A tick every interval", "每隔一段时间发一次", chapter: 4,
            book: "`+interval:onScheduler:`",
            workbook: ["Signal.interval(_:on:)", "Signal.timer(_:on:)"],
            reactiveSwift: "`SignalProducer.timer(interval:on:)`",
            rxSwift: "`Observable.interval(_:scheduler:)`, `Observable.timer(_:scheduler:)`",
            combine: "`Timer.publish(every:on:in:)` (Foundation)",
            swift: "`Task.sleep(for:)` in a loop; swift-async-algorithms: `AsyncTimerSequence`",
            differs: """
                RAC2, ReactiveSwift and Combine send the date; RxSwift and this \
                library send a count.
                """),
        BridgeRow(
            "Quiet period", "安静期", chapter: 4,
            book: "`-throttle:`, `-throttle:valuesPassingTest:`",
            workbook: ["throttle(_:on:)", "throttle(_:on:valuesPassingTest:)"],
            reactiveSwift: "`debounce(_:on:)`", rxSwift: "`debounce(_:scheduler:)`",
            combine: "`debounce(for:scheduler:)`",
            swift: "none; swift-async-algorithms: `debounce(for:)`",
            differs: """
                RAC2's throttle waits for a pause, then sends the latest value: Rx and \
                Combine call that debounce. Their `throttle`, and ReactiveSwift's, \
                send at most one value per interval without waiting for a pause.
                """),
        BridgeRow(
            "Wait", "等待", chapter: 4,
            book: "`-delay:`", workbook: ["delay(_:on:)"],
            reactiveSwift: "`delay(_:on:)`", rxSwift: "`delay(_:scheduler:)`",
            combine: "`delay(for:scheduler:)`", swift: "`Task.sleep(for:)`",
            differs: """
                An error is not delayed in RAC2, here, in ReactiveSwift or in RxSwift; \
                Combine delays a failure like everything else.
                """),
        BridgeRow(
            "Latest inner only", "切换到最新（switchToLatest）", chapter: 4,
            book: "`-switchToLatest`", workbook: ["switchToLatest()"],
            reactiveSwift: "`flatten(.latest)`, `flatMap(.latest, _:)`",
            rxSwift: "`switchLatest()`, `flatMapLatest(_:)`", combine: "`switchToLatest()`",
            swift: "none (cancel the previous `Task` before starting the next)"),
        BridgeRow(
            "Pair up", "压缩配对（zip）", chapter: 4,
            book: "`+zip:`, `-zipWith:`",
            workbook: ["Signal.zip(_:_:)", "Signal.zip(_:_:_:)", "zip(with:)"],
            reactiveSwift: "`SignalProducer.zip(_:_:)`, `zip(with:)`",
            rxSwift: "`Observable.zip(_:_:)`", combine: "`zip(_:)`",
            swift: "none (`async let` for two values); swift-async-algorithms: `zip(_:_:)`"),
        BridgeRow(
            "First value before the rest", "先发一个初始值", chapter: 4,
            book: "`-startWith:`", workbook: ["startWith(_:)"],
            reactiveSwift: "`prefix(value:)`", rxSwift: "`startWith(_:)`",
            combine: "`prepend(_:)`", swift: "none; swift-async-algorithms: `chain(_:_:)`"),
        BridgeRow(
            "Then another", "结束后接上另一个", chapter: 4,
            book: "`-then:`", workbook: ["then(_:)"],
            reactiveSwift: "`then(_:)`", rxSwift: "none", combine: "none",
            swift: "none (`await` one, then the other)"),
        BridgeRow(
            "Skip the first few", "跳过前几个", chapter: 4,
            book: "`-skip:`", workbook: ["skip(_:)"],
            reactiveSwift: "`skip(first:)`", rxSwift: "`skip(_:)`", combine: "`dropFirst(_:)`",
            swift: "`dropFirst(_:)` on `AsyncSequence`"),
        BridgeRow(
            "Give up", "超时放弃", chapter: nil,
            book: "`-timeout:onScheduler:`", workbook: ["timeout(_:on:)", "TimeoutError"],
            reactiveSwift: "`timeout(after:raising:on:)`", rxSwift: "`timeout(_:scheduler:)`",
            combine: "`timeout(_:scheduler:)`", swift: "none"),
        BridgeRow(
            "Batch by time", "按时间分批", chapter: nil,
            book: "`-bufferWithTime:onScheduler:`", workbook: ["buffer(_:on:)"],
            reactiveSwift: "`collect(every:on:)`",
            rxSwift: "`buffer(timeSpan:count:scheduler:)`",
            combine: "`collect(_:options:)` with `.byTime`", swift: "none"),
    ]
}
