import WorkbookKit

/// The errata page's entries: every error of the translation, of the book's
/// listings and of the articles that the workbook corrects or works around,
/// in the order of the texts' headings.
///
/// `swift run Chapter1 --errata` prints them (see `Errata.page`).
///
/// Book: the translation and the articles, where they mislead.
public enum Errata {
    /// Every erratum, the translation's headings first, in order, then the articles'.
    public static let all: [Erratum] = translation + listings + articles

    /// Where the translation's Chinese misleads.
    static let translation = [
        Erratum(
            .translation, under: "高阶函数", says: "需要满足下面两个条件",
            meant: Bilingual(
                en: "a higher-order function takes a function or returns one; either is enough",
                zh: "高阶函数接受函数作为参数，或者返回一个函数，满足其一即可"),
            shown: .init(1, 4, "Higher-order functions", "高阶函数")),
        Erratum(
            .translation, under: "总结", of: "用RXCollections进行函数式编程", says: "一切皆文件，文件以流的形式传播",
            meant: Bilingual(
                en: """
                    the translator's aside borrows Unix's "everything is a file"; the \
                    streams of the next chapter are values over time, not files
                    """,
                zh: "这条译者注借用了 Unix 的“一切皆文件”；下一章的流是随时间到来的值，与文件无关"),
            shown: .init(2, 1, "Streams and sequences", "流和序列：流")),
        Erratum(
            .translation, under: "流和序列", says: "foldLeftWithStart:@\" \"",
            meant: Bilingual(
                en: "the start value is an empty string; a space would give “ 123”",
                zh: "初始值应是空字符串；用一个空格，结果会是“ 123”"),
            shown: .init(2, 3, "Folding left and right", "流和序列：左折叠和右折叠")),
        Erratum(
            .translation, under: "流和序列", says: "NSArray中以nil作为结束标示，stream也一样",
            meant: Bilingual(
                en: """
                    an NSArray holds objects and nil is none (the nil that ends \
                    arrayWithObjects: ends an argument list); a sequence cannot hold nil, \
                    but a RACSignal can send it
                    """,
                zh: "NSArray 只存对象，nil 不是对象（arrayWithObjects: 末尾的 nil 结束的是参数列表）；"
                    + "序列不能含有 nil，RACSignal 却可以发送 nil"),
            shown: .init(2, 8, "nil and optionals", "流和序列：nil 与可选类型")),
        Erratum(
            .translation, under: "订阅", says: "手动配置这个‘订阅者’",
            meant: Bilingual(
                en: "配置 (configure) stands for dispose: ending a subscription",
                zh: "“配置”在这里是 dispose，即结束一个订阅"),
            shown: .init(3, 2, "Subscription", "订阅")),
        Erratum(
            .translation, under: "指令", says: "边界效果",
            meant: Bilingual(
                en: "side effects (副作用), here and as 边界效应 under 组播",
                zh: "这是“副作用”（side effect）的误译；“组播”一节的“边界效应”也是如此"),
            shown: .init(3, 5, "Commands", "指令")),
        Erratum(
            .translation, under: "指令", says: "她之后的输出都被指令信号所处理",
            meant: Bilingual(
                en: """
                    each press runs the command's signal block, which returns a new \
                    signal; a subscriber of executionSignals receives each of those signals
                    """,
                zh: "每按一次，指令就运行它的信号 block，得到一个新的信号；"
                    + "订阅 executionSignals 的一方收到的正是这些信号"),
            shown: .init(3, 5, "Commands", "指令")),
        Erratum(
            .translation, under: "组播", says: "来替代你提供的 RACSubject",
            meant: Bilingual(
                en: """
                    multicast: subscribes your subject to the signal once, when connected; \
                    subscribers subscribe to the connection's signal, which is the subject
                    """,
                zh: "multicast: 在连接时让你给的 subject 订阅底层信号一次；"
                    + "订阅者订阅的是连接的 signal，也就是这个 subject"),
            shown: .init(4, 2, "Multicasting", "组播")),
        Erratum(
            .translation, under: "网络层回访", says: "我们返回的信号将会变‘冷’",
            meant: Bilingual(
                en: "the shared signal stays cold until its first subscriber, then runs once",
                zh: "共享的信号在第一个订阅者到来之前一直是冷的，之后只运行一次"),
            shown: .init(4, 2, "Multicasting", "组播")),
        Erratum(
            .translation, under: "网络层回访", says: "我们不需要回滚(replay)",
            meant: Bilingual(
                en: "replay resends what was sent; nothing is rolled back. The workbook says 重放",
                zh: "replay 是把发过的值再发一遍，并没有撤销什么；本练习册写作“重放”"),
            shown: .init(4, 3, "Replay for late subscribers", "组播：重放给晚来的订阅者")),
        Erratum(
            .translation, under: "总结", of: "ReactiveCocoa的实践", says: "直到它的参数被传递下去",
            meant: Bilingual(
                en: """
                    takeUntil: ends a subscription when its argument sends; the book's \
                    FRPCell never used it, and 显示 should read 显式 (explicit)
                    """,
                zh: "takeUntil: 在它的参数发出值时结束订阅；书中的 FRPCell 并没有用它，"
                    + "“显示”应为“显式”"),
            shown: .init(5, 12, "Summary", "总结")),
        Erratum(
            .translation, under: "终稿", says: "终稿",
            meant: Bilingual(
                en: "the heading renders Final Thoughts, closing words (结语), as a final draft",
                zh: "这个标题把 Final Thoughts（结语）译成了“终稿”（定稿）"),
            shown: .init(6, 11, "Final thoughts", "终稿")),
    ]
}
