import Narration

/// The terms Chapter 1 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("imperative programming", "命令式编程", book: "—"),
    GlossaryEntry("declarative programming", "声明式编程", book: "—"),
    GlossaryEntry("first-class function", "一等公民", book: "a block stored in a variable"),
    GlossaryEntry("higher-order function", "高阶函数", book: "a method that takes a block"),
    GlossaryEntry("closure", "闭包", book: "block, ^{ … }"),
    GlossaryEntry("map", "映射", book: "-[NSArray rx_mapWithBlock:]"),
    GlossaryEntry("filter", "过滤", book: "-[NSArray rx_filterWithBlock:]"),
    GlossaryEntry("fold, reduce", "折叠", book: "-[NSArray rx_foldWithBlock:]"),
    GlossaryEntry("immutable", "不可变", book: "NSArray (NSMutableArray to change)"),
    GlossaryEntry("pure function", "纯函数", book: "—"),
    GlossaryEntry("signal", "信号", book: "RACSignal"),
    GlossaryEntry("subject, BehaviorSubject", "RACSubject", book: "RACSubject, RACBehaviorSubject"),
]
