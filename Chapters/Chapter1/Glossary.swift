import Narration
import WorkbookKit

/// The terms Chapter 1 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("imperative programming", "命令式编程", book: "—"),
    GlossaryEntry("declarative programming", "声明式编程", book: "—"),
    GlossaryEntry(
        "first-class function", "一等公民",
        book: Bilingual(en: "a block stored in a variable", zh: "存进变量的 block")),
    GlossaryEntry(
        "higher-order function", "高阶函数",
        book: Bilingual(en: "a method that takes a block", zh: "接受 block 的方法")),
    GlossaryEntry("closure", "闭包", book: "block, ^{ … }"),
    GlossaryEntry("map", "映射", book: "-[NSArray rx_mapWithBlock:]"),
    GlossaryEntry("filter", "过滤", book: "-[NSArray rx_filterWithBlock:]"),
    GlossaryEntry("fold, reduce", "折叠", book: "-[NSArray rx_foldWithBlock:]"),
    GlossaryEntry(
        "immutable", "不可变",
        book: Bilingual(
            en: "NSArray (NSMutableArray to change)", zh: "NSArray（要修改就用 NSMutableArray）")),
    GlossaryEntry("pure function", "纯函数", book: "—"),
    GlossaryEntry(
        "tick", "刻", book: Bilingual(en: "— (virtual time; see Chapter 2)", zh: "—（虚拟时间；见第 2 章）")),
    GlossaryEntry("signal", "信号", book: "RACSignal"),
    GlossaryEntry(
        "subject, BehaviorSubject", "subject",
        book: "RACSubject, RACBehaviorSubject"),
]
