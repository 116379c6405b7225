import Narration

/// The terms Chapter 1 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("imperative", "命令式", book: "—"),
    GlossaryEntry("declarative", "声明式", book: "—"),
    GlossaryEntry("higher-order function", "高阶函数", book: "a method that takes a block"),
    GlossaryEntry("closure", "闭包", book: "block, ^{ … }"),
    GlossaryEntry("map", "映射", book: "-[NSArray rx_mapWithBlock:]"),
    GlossaryEntry("filter", "过滤", book: "-[NSArray rx_filterWithBlock:]"),
    GlossaryEntry("fold, reduce", "折叠", book: "-[NSArray rx_foldWithBlock:]"),
    GlossaryEntry("pure function", "纯函数", book: "—"),
    GlossaryEntry("signal", "信号", book: "RACSignal"),
    GlossaryEntry("subject, BehaviorSubject", "RACSubject", book: "RACSubject, RACBehaviorSubject"),
]
