extension Bridge {
    /// Chapter 3: signals, events, subscribing and ending a subscription, and
    /// the two ways into a signal from other code: by hand, and from async code.
    static let signals = [
        BridgeRow(
            "Stream of events", "事件流", chapter: 3,
            book: "`RACSignal`, `RACStream`",
            workbook: ["Signal"],
            reactiveSwift: "`SignalProducer` (cold), `Signal` (hot)",
            rxSwift: "`Observable`", combine: "`Publisher`",
            swift: "`AsyncSequence`, such as `AsyncStream`",
            differs: """
                A signal pushes, and its subscriber runs inside each send. An \
                `AsyncSequence` is pulled: a loop asks for the next value and \
                suspends until there is one.
                """),
        BridgeRow(
            "Make a stream from callbacks", "由回调创建流", chapter: 3, today: true,
            book: "`+createSignal:`",
            workbook: ["Signal.init(_:)", "Signal.create(_:)"],
            reactiveSwift: "`SignalProducer(_:)`, given `{ observer, lifetime in … }`",
            rxSwift: "`Observable.create(_:)`",
            combine: "none (`Future` for one value, a `PassthroughSubject` for many)",
            swift: "`AsyncStream(_:bufferingPolicy:_:)`, given `{ continuation in … }`",
            differs: """
                The signal's closure runs again for every subscriber, and each send \
                reaches the subscriber at once. An `AsyncStream`'s closure runs once, \
                when the stream is made, and what it yields waits in a buffer until \
                the one reader asks.
                """,
            chineseDiffers:
                "信号的闭包每来一个订阅者就运行一次，每次发送都立刻送到订阅者手里。`AsyncStream` 的闭包只在创建流时运行一次，它产生的值在缓冲区里等着唯一的读取方来取。"
        ),
        BridgeRow(
            "Send events", "发送事件", chapter: 3, today: true,
            book: "`-sendNext:`, `-sendError:`, `-sendCompleted`, `RACEvent`",
            workbook: ["Observer", "Event"],
            reactiveSwift: "`send(value:)`, `send(error:)`, `sendCompleted()`, `sendInterrupted()`",
            rxSwift: "`onNext(_:)`, `onError(_:)`, `onCompleted()`, `Event`",
            combine: "`send(_:)`, `send(completion:)`, `Subscribers.Completion`",
            swift: "`yield(_:)`, `finish()`; `finish(throwing:)` on `AsyncThrowingStream`",
            differs: """
                ReactiveSwift adds a fourth event, interrupted, for a subscriber that \
                left. An `AsyncStream` cannot fail; an `AsyncThrowingStream` can. A \
                `yield` after the end is dropped, and its result says so.
                """,
            chineseDiffers:
                "ReactiveSwift 多了第四种事件 interrupted，表示订阅者已经离开。`AsyncStream` 不会失败，`AsyncThrowingStream` 会。流结束之后再 `yield` 的值会被丢掉，`yield` 的返回值会说明这一点。"
        ),
        BridgeRow(
            "Subscribe", "订阅", chapter: 3, today: true,
            book: """
                `-subscribeNext:error:completed:`, `-subscribeNext:`, `-subscribeError:`, \
                `-subscribeCompleted:`, `-subscribe:`
                """,
            workbook: [
                "subscribe(_:)", "subscribe(next:error:completed:)", "subscribeNext(_:)",
                "subscribeError(_:)", "subscribeCompleted(_:)",
            ],
            reactiveSwift: "`start(_:)`, `startWithValues(_:)`, `startWithFailed(_:)`",
            rxSwift: "`subscribe(onNext:onError:onCompleted:)`",
            combine: "`sink(receiveCompletion:receiveValue:)`",
            swift: "`for await`, `for try await`",
            differs: """
                A subscription is a callback on the sender's thread; a `for await` \
                loop runs in its own task and reads at its own pace.
                """,
            chineseDiffers: "订阅是在发送者的线程上调用的回调；`for await` 循环在自己的任务里运行，按自己的节奏读取。"),
        BridgeRow(
            "End a subscription", "结束订阅", chapter: 3, today: true,
            book: "`RACDisposable`, `-dispose`, `+disposableWithBlock:`",
            workbook: ["Disposable", "ActionDisposable"],
            reactiveSwift: "`Disposable`, `AnyDisposable`, `dispose()`",
            rxSwift: "`Disposable`, `Disposables.create(with:)`, `dispose()`",
            combine: "`AnyCancellable`, `cancel()`",
            swift: "`Task`, `cancel()`; `onTermination` on the continuation",
            differs: """
                `dispose()` has stopped the subscription by the time it returns. \
                `cancel()` only asks: the task stops where it next awaits, so the \
                stream's `onTermination` may run later, on another thread.
                """,
            chineseDiffers:
                "`dispose()` 返回时订阅已经停止；`cancel()` 只是提出请求：任务要到下一个等待点才停下，所以流的 `onTermination` 可能稍后才在另一个线程上运行。"
        ),
        BridgeRow(
            "End many at once", "一次结束多个订阅", chapter: 3,
            book: "`RACCompoundDisposable`",
            workbook: ["CompositeDisposable"],
            reactiveSwift: "`CompositeDisposable`",
            rxSwift: "`CompositeDisposable`, `DisposeBag`",
            combine: "`Set<AnyCancellable>`, `store(in:)`",
            swift:
                "a task group (`withTaskGroup(of:body:)`): cancelling a task cancels its child tasks"
        ),
        BridgeRow(
            "Receiver of events", "事件的接收者", chapter: 3,
            book: "`RACSubscriber`",
            workbook: ["Observer"],
            reactiveSwift: "`Signal.Observer`", rxSwift: "`AnyObserver`, `ObserverType`",
            combine: "`Subscriber`", swift: "`AsyncStream.Continuation`"),
        BridgeRow(
            "Push values by hand", "手动推送值", chapter: 3, today: true,
            book: "`RACSubject`",
            workbook: ["Subject", "SubjectProtocol"],
            reactiveSwift: "`Signal.pipe()`",
            rxSwift: "`PublishSubject`, `PublishRelay` (RxRelay)",
            combine: "`PassthroughSubject`",
            swift: "`AsyncStream.makeStream(of:)`",
            differs: """
                A subject is hot and tells every subscriber. An `AsyncStream` is \
                unicast: a second reader takes values from the first instead of \
                sharing them (Chapter 4's Today runs it).
                """,
            chineseDiffers:
                "subject 是热的，会通知每一个订阅者。`AsyncStream` 是单播的：第二个读取方会从第一个那里抢走值，而不是共享（第 4 章的“如今”一节演示了这一点）。"
        ),
        BridgeRow(
            "Current value and its changes", "当前值及其变化", chapter: 3,
            book: "`RACBehaviorSubject`",
            workbook: ["BehaviorSubject"],
            reactiveSwift: "`MutableProperty`",
            rxSwift: "`BehaviorSubject`, `BehaviorRelay` (RxRelay)",
            combine: "`CurrentValueSubject`",
            swift: "none (`@Observable` for a value with observers)",
            differs: "Each tells a new subscriber the current value first."),
        BridgeRow(
            "Async work as a signal", "把异步工作当作信号", chapter: 3,
            book: "none (`+createSignal:` around an asynchronous call)",
            workbook: ["Signal.async(_:)"],
            reactiveObjC: "none",
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: "`Task { … }`, an `async` function",
            differs: "Disposing the subscription cancels the task."),
    ]
}
