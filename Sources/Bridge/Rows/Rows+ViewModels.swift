extension Bridge {
    /// Chapters 5 and 6: the app, its errors and logs, observed properties and
    /// view models.
    static let viewModels = [
        BridgeRow(
            "Observe a property", chapter: 5,
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
            "Unpack a tuple", chapter: 5,
            book: "`-reduceEach:`", workbook: ["reduceEach(_:)"],
            reactiveSwift: "none (`map(_:)` takes the tuple)",
            rxSwift: "none (`map(_:)` takes the tuple)",
            combine: "none (`map(_:)` takes the tuple)", swift: "none"),
        BridgeRow(
            "Drop one value", chapter: 5,
            book: "`-ignore:`", workbook: ["ignore(_:)"],
            reactiveSwift: "none", rxSwift: "none", combine: "none", swift: "none"),
        BridgeRow(
            "Recover from an error", chapter: 5,
            book: "`-catch:`, `-catchTo:`", workbook: ["catch(_:)", "catchTo(_:)"],
            reactiveSwift: "`flatMapError(_:)`", rxSwift: "`catch(_:)`",
            combine: "`catch(_:)`", swift: "`do` and `catch` around `for try await`",
            differs: "Recovering ends the failed signal: what follows comes from the replacement."),
        BridgeRow(
            "Log events", chapter: 5,
            book: "`-logNext`, `-logError`, `-logCompleted`, `-logAll`",
            workbook: ["logNext(to:)", "logError(to:)", "logCompleted(to:)", "logAll(to:)"],
            reactiveSwift: "`logEvents()`", rxSwift: "`debug()`", combine: "`print()`",
            swift: "none"),
        BridgeRow(
            "Name for debugging", chapter: 5,
            book: "`-setNameWithFormat:`, `name`", workbook: ["named(_:)", "name"],
            reactiveSwift: "none", rxSwift: "none", combine: "none", swift: "none"),
        BridgeRow(
            "View model", chapter: 6,
            book: "`RVMViewModel` (ReactiveViewModel)", workbook: ["ViewModel"],
            reactiveObjC: "none",
            reactiveSwift: "none", rxSwift: "none", combine: "`ObservableObject`",
            swift: "`@Observable` (Observation)"),
        BridgeRow(
            "Work only while on screen", chapter: 6,
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
            reactiveSwift: "none", rxSwift: "none", combine: "none", swift: "none"),
    ]
}
