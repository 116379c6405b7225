import Narration
import WorkbookKit

/// The terms Chapter 2 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("stream", "流", book: "RACStream"),
    GlossaryEntry("sequence, PullSequence", "序列", book: "RACSequence"),
    GlossaryEntry("head, tail", "头部、尾部", book: "-[RACSequence head], -tail"),
    GlossaryEntry(
        "lazy", "惰性",
        book: Bilingual(en: "-[RACSequence map:] (lazy)", zh: "-[RACSequence map:]（惰性）")),
    GlossaryEntry("eager", "及早求值", book: "-[RACSequence eagerSequence]"),
    GlossaryEntry(
        "memoization", "记忆化",
        book: Bilingual(en: "each head and tail computed once", zh: "每个头部和尾部只计算一次")),
    GlossaryEntry("fold left", "左折叠", book: "-foldLeftWithStart:reduce:"),
    GlossaryEntry("fold right", "右折叠", book: "-foldRightWithStart:reduce:"),
    GlossaryEntry("pull-driven", "pull-driven", book: "RACSequence"),
    GlossaryEntry("push-driven", "push-driven", book: "RACSignal"),
    GlossaryEntry("signal", "信号", book: "RACSignal"),
    GlossaryEntry("scheduler", "调度者", book: "RACScheduler"),
    GlossaryEntry(
        "TestScheduler", "测试调度者",
        book: Bilingual(en: "— (RxTest's; see 2.7)", zh: "—（取自 RxTest；见第 2 章第 7 节）")),
    GlossaryEntry("tick", "刻", book: Bilingual(en: "— (a step of virtual time)", zh: "—（虚拟时间的一步）")),
    GlossaryEntry("marble diagram", "弹珠图", book: "—"),
    GlossaryEntry("optional", "可选类型", book: "nil, NSNull, RACTupleNil"),
]
