import Narration

/// The terms Chapter 2 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("stream", "流", book: "RACStream"),
    GlossaryEntry("sequence, PullSequence", "序列", book: "RACSequence"),
    GlossaryEntry("head, tail", "头部、尾部", book: "-[RACSequence head], -tail"),
    GlossaryEntry("lazy", "延迟加载", book: "-[RACSequence map:] (lazy)"),
    GlossaryEntry("eager", "及早求值", book: "-[RACSequence eagerSequence]"),
    GlossaryEntry("memoization", "记忆化", book: "each head and tail computed once"),
    GlossaryEntry("fold left", "左折叠", book: "-foldLeftWithStart:reduce:"),
    GlossaryEntry("fold right", "右折叠", book: "-foldRightWithStart:reduce:"),
    GlossaryEntry("pull-driven", "pull-driven", book: "RACSequence"),
    GlossaryEntry("push-driven", "push-driven", book: "RACSignal"),
    GlossaryEntry("signal", "信号", book: "RACSignal"),
    GlossaryEntry("scheduler", "调度者", book: "RACScheduler"),
    GlossaryEntry("TestScheduler", "测试调度者", book: "— (RxTest's; see 2.7)"),
    GlossaryEntry("marble diagram", "弹珠图", book: "—"),
    GlossaryEntry("optional", "可选类型", book: "nil, NSNull, RACTupleNil"),
]
