extension Bridge {
    /// Chapter 3: the operators its sections and recipes use.
    static let operators = [
        BridgeRow(
            "Transform each value", "变换每个值", chapter: 3,
            book: "`-map:`", workbook: ["map(_:)"],
            reactiveSwift: "`map(_:)`", rxSwift: "`map(_:)`", combine: "`map(_:)`",
            swift: "`map(_:)` on `AsyncSequence`"),
        BridgeRow(
            "Keep some values", "只留下一部分值", chapter: 3,
            book: "`-filter:`", workbook: ["filter(_:)"],
            reactiveSwift: "`filter(_:)`", rxSwift: "`filter(_:)`", combine: "`filter(_:)`",
            swift: "`filter(_:)` on `AsyncSequence`"),
        BridgeRow(
            "Replace each value", "把每个值换成同一个值", chapter: 3,
            book: "`-mapReplace:`", workbook: ["mapReplace(_:)"],
            reactiveSwift: "`map(value:)`", rxSwift: "none", combine: "none", swift: "none"),
        BridgeRow(
            "A signal for each value, merged", "每个值变成一个信号后合并", chapter: 3,
            book: "`-flattenMap:`", workbook: ["flatMap(_:)"],
            reactiveSwift: "`flatMap(.merge, _:)`", rxSwift: "`flatMap(_:)`",
            combine: "`flatMap(_:)`", swift: "`flatMap(_:)` on `AsyncSequence`",
            differs: """
                `AsyncSequence`'s `flatMap` reads each inner sequence to its end \
                before starting the next: it concatenates, where the others merge.
                """),
        BridgeRow(
            "Interleave", "合并（merge）", chapter: 3,
            book: "`+merge:`, `-merge:`", workbook: ["Signal.merge(_:)", "merge(_:)"],
            reactiveSwift: "`SignalProducer.merge(_:)`, `merge(with:)`",
            rxSwift: "`Observable.merge(_:)`", combine: "`merge(with:)`",
            swift: "none (a task group); swift-async-algorithms: `merge(_:_:)`"),
        BridgeRow(
            "One after another", "一个接一个", chapter: 3,
            book: "`-concat:`, `-concat`", workbook: ["concat(_:)", "concat()"],
            reactiveSwift: "`concat(_:)`, `flatten(.concat)`",
            rxSwift: "`concat(_:)`, `concat()`", combine: "`append(_:)`",
            swift: "`flatMap(_:)` on `AsyncSequence`; swift-async-algorithms: `chain(_:_:)`"),
        BridgeRow(
            "Latest of each", "组合最新值（combineLatest）", chapter: 3,
            book: "`+combineLatest:`, `+combineLatest:reduce:`",
            workbook: [
                "Signal.combineLatest(_:_:)", "Signal.combineLatest(_:_:reduce:)",
                "Signal.combineLatest(_:_:_:)", "Signal.combineLatest(_:_:_:reduce:)",
                "Signal.combineLatest(_:)", "Signal.combineLatest(_:reduce:)",
            ],
            reactiveSwift: "`SignalProducer.combineLatest(_:_:)`, `combineLatest(with:)`",
            rxSwift: "`Observable.combineLatest(_:_:resultSelector:)`",
            combine: "`combineLatest(_:)`, `combineLatest(_:_:)`",
            swift: "none; swift-async-algorithms: `combineLatest(_:_:)`",
            differs: """
                All wait for a first value from every input. RAC2 sends a `RACTuple` \
                for its reduce block to unpack; the Swift libraries send a tuple.
                """),
        BridgeRow(
            "Skip repeats", "去除连续重复（distinctUntilChanged）", chapter: 3,
            book: "`-distinctUntilChanged`", workbook: ["distinctUntilChanged()"],
            reactiveSwift: "`skipRepeats()`", rxSwift: "`distinctUntilChanged()`",
            combine: "`removeDuplicates()`",
            swift: "none; swift-async-algorithms: `removeDuplicates()`"),
        BridgeRow(
            "First few", "只取前几个", chapter: 3,
            book: "`-take:`", workbook: ["take(_:)"],
            reactiveSwift: "`take(first:)`", rxSwift: "`take(_:)`", combine: "`prefix(_:)`",
            swift: "`prefix(_:)` on `AsyncSequence`"),
        BridgeRow(
            "Until a trigger", "直到…为止（takeUntil）", chapter: 3,
            book: "`-takeUntil:`", workbook: ["takeUntil(_:)"],
            reactiveSwift: "`take(until:)`", rxSwift: "`take(until:)`",
            combine: "`prefix(untilOutputFrom:)`", swift: "none (cancel the reading task)"),
        BridgeRow(
            "Only the end", "只要结束事件", chapter: 3,
            book: "`-ignoreValues`", workbook: ["ignoreValues()"],
            reactiveSwift: "none", rxSwift: "`ignoreElements()`", combine: "`ignoreOutput()`",
            swift: "none"),
        BridgeRow(
            "One value", "只有一个值", chapter: 3,
            book: "`+return:`", workbook: ["Signal.just(_:)", "Signal.return(_:)"],
            reactiveSwift: "`SignalProducer(value:)`", rxSwift: "`Observable.just(_:)`",
            combine: "`Just`", swift: "none (an `async` function returns one value)"),
        BridgeRow(
            "Nothing, for ever, or a failure", "空信号/永不结束/失败", chapter: 3,
            book: "`+empty`, `+never`, `+error:`",
            workbook: ["Signal.empty", "Signal.never", "Signal.error(_:)"],
            reactiveSwift:
                "`SignalProducer.empty`, `SignalProducer.never`, `SignalProducer(error:)`",
            rxSwift: "`Observable.empty()`, `Observable.never()`, `Observable.error(_:)`",
            combine: "`Empty`, `Fail`",
            swift: "none (`throw` in an `async` function)"),
        BridgeRow(
            "Make the signal on subscription", "订阅时才创建信号", chapter: 3,
            book: "`+defer:`", workbook: ["Signal.deferred(_:)"],
            reactiveSwift: "none (a producer's closure already runs on each start)",
            rxSwift: "`Observable.deferred(_:)`", combine: "`Deferred`", swift: "none"),
        BridgeRow(
            "Side effects", "副作用", chapter: 3,
            book: "`-doNext:`, `-doError:`, `-doCompleted:`, `-initially:`, `-finally:`",
            workbook: [
                "doNext(_:)", "doError(_:)", "doCompleted(_:)", "initially(_:)", "finally(_:)",
            ],
            reactiveSwift:
                "`on(value:)`, `on(failed:)`, `on(completed:)`, `on(starting:)`, `on(terminated:)`",
            rxSwift: "`do(onNext:)`, `do(onError:)`, `do(onCompleted:)`, `do(onSubscribe:)`",
            combine: "`handleEvents(receiveOutput:)`, `handleEvents(receiveCompletion:)`",
            swift: "none (code in the `for await` loop, or a `defer`)",
            differs: """
                `-finally:` runs when the source completes or fails, not when a \
                subscriber leaves early; ReactiveSwift's `on(terminated:)` runs on an \
                interruption too.
                """),
        BridgeRow(
            "Bind a property", "绑定属性", chapter: 3,
            book: "`RAC(object, keyPath) = signal`",
            workbook: ["<~", "BindingTarget"],
            reactiveSwift: "`<~`, `BindingTarget`", rxSwift: "`bind(to:)`, `Binder` (RxCocoa)",
            combine: "`assign(to:on:)`, `assign(to:)`",
            swift: "none (assign in a `for await` loop)",
            differs: """
                Combine's `assign(to:on:)` holds its object strongly until the \
                publisher ends; the other bindings end when their target goes away.
                """),
        BridgeRow(
            "User action", "用户操作", chapter: 3,
            book: "`RACCommand`, `-execute:`, `executionSignals`, `executing`, `enabled`, `errors`",
            workbook: ["Command", "CommandError"],
            reactiveSwift: "`Action`, `apply(_:)`, `values`, `isExecuting`, `isEnabled`, `errors`",
            rxSwift: "none", combine: "none", swift: "none",
            differs: """
                A run asked for while disabled fails at once: with a "not enabled" \
                error in RAC2 and here, with `ActionError.disabled` in ReactiveSwift.
                """),
    ]
}
