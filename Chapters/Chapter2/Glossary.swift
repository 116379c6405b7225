import Narration

/// The terms Chapter 2 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("stream", "流", book: "RACStream"),
    GlossaryEntry("sequence, PullSequence", "序列", book: "RACSequence"),
    GlossaryEntry("head, tail", "头部, 尾部", book: "-[RACSequence head], -tail"),
    GlossaryEntry("lazy", "惰性", book: "-[RACSequence map:] (lazy)"),
    GlossaryEntry("eager", "及早求值", book: "-[RACSequence eagerSequence]"),
    GlossaryEntry("memoization", "记忆化", book: "each head and tail computed once"),
    GlossaryEntry("fold left", "左折叠", book: "-[RACSequence foldLeftWithStart:reduce:]"),
    GlossaryEntry("fold right", "右折叠", book: "-[RACSequence foldRightWithStart:reduce:]"),
    GlossaryEntry("pull-driven", "拉取驱动", book: "RACSequence"),
    GlossaryEntry("push-driven", "推送驱动", book: "RACSignal"),
    GlossaryEntry("signal", "信号", book: "RACSignal"),
    GlossaryEntry("scheduler", "调度器", book: "RACScheduler"),
    GlossaryEntry("TestScheduler", "测试调度器", book: "RACTestScheduler"),
    GlossaryEntry("marble diagram", "弹珠图", book: "—"),
    GlossaryEntry("optional", "可选类型", book: "nil, NSNull, RACTupleNil"),
]
