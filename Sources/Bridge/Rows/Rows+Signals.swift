extension Bridge {
    /// Chapter 3: signals, events, subscribing and ending a subscription, and
    /// the two ways into a signal from other code: by hand, and from async code.
    static let signals = [
        BridgeRow(
            "Stream of events", chapter: 3,
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
            "Make a stream from callbacks", chapter: 3, today: true,
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
                """),
        BridgeRow(
            "Send events", chapter: 3, today: true,
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
                """),
        BridgeRow(
            "Subscribe", chapter: 3, today: true,
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
                """),
        BridgeRow(
            "End a subscription", chapter: 3, today: true,
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
                """),
        BridgeRow(
            "End many at once", chapter: 3,
            book: "`RACCompoundDisposable`",
            workbook: ["CompositeDisposable"],
            reactiveSwift: "`CompositeDisposable`",
            rxSwift: "`CompositeDisposable`, `DisposeBag`",
            combine: "`Set<AnyCancellable>`, `store(in:)`",
            swift:
                "a task group (`withTaskGroup(of:body:)`): cancelling a task cancels its child tasks"
        ),
        BridgeRow(
            "Receiver of events", chapter: 3,
            book: "`RACSubscriber`",
            workbook: ["Observer"],
            reactiveSwift: "`Signal.Observer`", rxSwift: "`AnyObserver`, `ObserverType`",
            combine: "`Subscriber`", swift: "`AsyncStream.Continuation`"),
        BridgeRow(
            "Push values by hand", chapter: 3, today: true,
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
                """),
        BridgeRow(
            "Current value and its changes", chapter: 3,
            book: "`RACBehaviorSubject`",
            workbook: ["BehaviorSubject"],
            reactiveSwift: "`MutableProperty`",
            rxSwift: "`BehaviorSubject`, `BehaviorRelay` (RxRelay)",
            combine: "`CurrentValueSubject`",
            swift: "none (`@Observable` for a value with observers)",
            differs: "Each tells a new subscriber the current value first."),
        BridgeRow(
            "Async work as a signal", chapter: 3,
            book: "none (`+createSignal:` around an asynchronous call)",
            workbook: ["Signal.async(_:)"],
            reactiveObjC: "none",
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: "`Task { … }`, an `async` function",
            differs: "Disposing the subscription cancels the task."),
    ]
}
