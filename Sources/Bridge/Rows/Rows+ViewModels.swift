extension Bridge {
    /// Chapters 5 and 6: the app, its errors and logs, observed properties and
    /// view models.
    static let viewModels = [
        BridgeRow(
            "Observe a property", "观察属性", chapter: 5,
            book: "`RACObserve(object, keyPath)`",
            workbook: ["MutableProperty"],
            reactiveSwift: "`MutableProperty`, `producer`",
            rxSwift: "`BehaviorRelay` (RxRelay), `rx.observe(_:_:)` (RxCocoa, KVO)",
            combine: "`@Published`, `ObservableObject`",
            swift: "`@Observable`, `withObservationTracking(_:onChange:)`, `Observations`",
            differs: """
                `RACObserve` is key-value observing, and sends the current value \
                first. `@Observable` is property observation without KVO: \
                `withObservationTracking` calls its closure once, before the change, \
                and must be asked again; `Observations` is an async sequence of the \
                values.
                """),
        BridgeRow(
            "Follow a key path", "跟踪键路径", chapter: 5, today: true,
            book: "`RACObserve(self, photoModel.thumbnailData)`",
            workbook: ["MutableProperty", "switchToLatest()"],
            reactiveSwift: "`producer.flatMap(.latest) { $0.thumbnail.producer }`",
            rxSwift: "`flatMapLatest(_:)`; `rx.observe(_:_:)` takes a key path (RxCocoa, KVO)",
            combine: "`map(_:)`, then `switchToLatest()`; `publisher(for:)` takes a key path (KVO)",
            swift: """
                none (cancel the task that waits for the old object's value, and start \
                one for the new)
                """,
            differs: """
                `RACObserve` and the KVO observers watch every object on the key path \
                and follow a change anywhere along it. A cancelled task stops only at \
                a wait that heeds cancellation: one that awaits another task's value \
                wakes all the same, and must check `Task.isCancelled`.
                """,
            chineseDiffers:
                "`RACObserve` 和 KVO 观察者会观察键路径上的每一个对象，路径上任何一处变化都跟得上。被取消的任务只在响应取消的等待点停下：等另一个任务的值时照样会醒来，所以必须检查 `Task.isCancelled`。"
        ),
        BridgeRow(
            "Unpack a tuple", "拆开元组", chapter: 5,
            book: "`-reduceEach:`", workbook: ["reduceEach(_:)"],
            reactiveSwift: "none (`map(_:)` takes the tuple)",
            rxSwift: "none (`map(_:)` takes the tuple)",
            combine: "none (`map(_:)` takes the tuple)", swift: "none"),
        BridgeRow(
            "Drop one value", "丢掉一个值", chapter: 5,
            book: "`-ignore:`", workbook: ["ignore(_:)"],
            reactiveSwift: "none", rxSwift: "none", combine: "none", swift: "none"),
        BridgeRow(
            "Recover from an error", "从错误中恢复", chapter: 5,
            book: "`-catch:`, `-catchTo:`", workbook: ["catch(_:)", "catchTo(_:)"],
            reactiveSwift: "`flatMapError(_:)`", rxSwift: "`catch(_:)`",
            combine: "`catch(_:)`", swift: "`do` and `catch` around `for try await`",
            differs: "Recovering ends the failed signal: what follows comes from the replacement."),
        BridgeRow(
            "Log events", "记录事件", chapter: 5,
            book: "`-logNext`, `-logError`, `-logCompleted`, `-logAll`",
            workbook: ["logNext(to:)", "logError(to:)", "logCompleted(to:)", "logAll(to:)"],
            reactiveSwift: "`logEvents()`", rxSwift: "`debug()`", combine: "`print()`",
            swift: "none"),
        BridgeRow(
            "Name for debugging", "起名以便调试", chapter: 5,
            book: "`-setNameWithFormat:`, `name`", workbook: ["named(_:)", "name"],
            reactiveSwift: "none", rxSwift: "none", combine: "none", swift: "none"),
        BridgeRow(
            "View model", "视图模型", chapter: 6, today: true,
            book: "`RVMViewModel` (ReactiveViewModel)", workbook: ["ViewModel"],
            reactiveObjC: "none",
            reactiveSwift: "none", rxSwift: "none", combine: "`ObservableObject`",
            swift: "`@Observable` (Observation)"),
        BridgeRow(
            "Work only while on screen", "只在界面显示时工作", chapter: 6, today: true,
            book: """
                `active`, `didBecomeActiveSignal`, `-forwardSignalWhileActive:`, \
                `-throttleSignalWhileInactive:` (ReactiveViewModel)
                """,
            workbook: [
                "ViewModel.isActive", "ViewModel.didBecomeActive",
                "ViewModel.forwardWhileActive(_:)",
                "ViewModel.throttleWhileInactive(_:interval:on:)",
            ],
            reactiveObjC: "none",
            reactiveSwift: "none", rxSwift: "none", combine: "none",
            swift: """
                none (a task the screen starts when it appears and cancels when it goes, \
                as SwiftUI's `.task` does)
                """,
            differs: """
                `-forwardSignalWhileActive:` ends its subscription when the view model \
                goes inactive and subscribes again when it is active, as the screen's \
                task is cancelled and started again. A task has no `active` flag for \
                others to watch, and nothing thins its work out while the screen is \
                away: it runs, or it has ended.
                """,
            chineseDiffers:
                "`-forwardSignalWhileActive:` 在视图模型变为未激活时结束订阅，再次激活时重新订阅，就像界面的任务被取消后又重新启动。任务没有可供别人观察的 `active` 标志，界面不在时也没法让它少做点工作：它要么在运行，要么已经结束。"
        ),
    ]
}
