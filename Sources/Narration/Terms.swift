import WorkbookKit

/// The workbook's term list: one Chinese word per concept, for the chapters,
/// the exercises, their hints and graders, the `workbook` command, the app and
/// the READMEs alike.
///
/// A test reads every Chinese text a reader can see and fails on any variant
/// listed here (`Tests/ChapterTests/TermListTests.swift`). The glossaries use
/// the same words; a coined word carries （自拟） there, with its English.
///
/// ```swift
/// print(Terms.term(for: "multicast")?.chinese ?? "none")   // prints 组播
/// ```
///
/// Book: the vocabulary of the translation, made consistent.
public enum Terms {
    /// The term for `english`, as the list writes it, or nil.
    public static func term(for english: String) -> Term? {
        all.first { $0.english == english }
    }

    /// Every term, with the variants a reader must not meet.
    public static let all: [Term] = [
        Term(
            "command", "指令", variants: ["命令"],
            otherSenses: [
                "命令式", "命令行", "子命令", "条命令", "运行一次命令", "提示命令", "评分的命令",
                "下面命令", "Docker 命令", "| 命令 |",
            ],
            texts: Bilingual(
                en:
                    "the translation says 指令 throughout, and 命令 for a RACCommand three times: once in 状态推导, "
                    + "twice in 终稿",
                zh: "译本通篇作“指令”，只有三处把 RACCommand 称作“命令”：“状态推导”一处，“终稿”两处")),
        Term("multicast", "组播", variants: ["多播"]),
        Term(
            "dispose", "释放", variants: ["处置"],
            texts: Bilingual(
                en: "the translation writes 配置 (configure) for dispose, which misleads",
                zh: "译本把 dispose 译作“配置”，容易误解")),
        Term(
            "lazy", "惰性",
            variants: [
                "延迟加载", "延迟计算", "延迟求值", "延迟地", "懒加载", "延迟的映射", "延迟的过滤",
                "延迟右折叠", "延迟序列", "但要延迟",
            ],
            texts: Bilingual(
                en: "the translation writes 延迟加载 (lazy loading) for lazy sequences",
                zh: "译本说序列“默认情况下是延迟加载的”")),
        Term("delay", "延迟", variants: ["延时"]),
        Term(
            "replay", "重放", variants: ["回滚", "重新播放"],
            texts: Bilingual(
                en: "the translation writes 回滚 (roll back) for replay, in 网络层回访",
                zh: "译本在“网络层回访”里把 replay 译作“回滚”")),
        Term("pipeline", "管道", variants: ["流水线"]),
        Term("stub", "桩代码", variants: ["存根"], otherSenses: ["空存根"]),
        Term("grader", "评分器", variants: ["评分程序"]),
        Term("workbook", "练习册", variants: ["工作簿"]),
        Term(
            "Chapter N", "第 N 章",
            variants: ["第一章", "第二章", "第三章", "第四章", "第五章", "第六章"]),
        Term(
            "reader (of a stream)", "读取方", variants: ["读取者", "读的人", "读它的人", "读取它的人"]),
        Term("handler", "处理函数", variants: ["处理器"], otherSenses: ["处理器时间"]),
        Term("Broadcast", "广播器", variants: ["广播者"]),
        Term("tick ruler", "刻度尺", variants: ["标尺"]),
        Term("inactive", "未激活", variants: ["非激活", "失活"]),
        Term(
            "screen", "界面",
            variants: [
                "屏幕走了", "屏幕放开", "屏幕出现", "屏幕离开", "个屏幕", "打开页面", "页面离开",
            ]),
        Term("details", "详情", variants: ["详细信息"]),
        Term("deliver", "传递", variants: ["交付", "投递"]),
        Term("full-size image", "高清图", variants: ["高清大图"]),
        Term("pull-driven", "pull-driven", variants: ["拉取驱动", "推送驱动"]),
        Term("photo API", "照片 API", variants: ["图片 API", "图片API"]),
        Term("a nudge (hint 1)", "指方向", variants: ["点拨"]),
        Term("Void", "不携带任何内容的值", variants: ["不携带内容的值", "发送一个空值"]),
        Term("RAC2", "RAC2", variants: ["RAC 2"]),
        Term("spinner", "进度 HUD", variants: ["进度HUD", "加载指示"]),
        Term("key-value observing", "键-值观察", variants: ["键值观察"]),
        Term("scheduler", "调度者", variants: ["调度器"]),
        Term("main scheduler", "主线程调度者", variants: ["主调度者", "主线程的调度者"]),
        Term("active", "激活", variants: ["活跃"]),
        Term("image", "图片", variants: ["图像"]),
        Term("tap", "点击", variants: ["点按"]),
        Term("unplug", "拔掉电源", variants: ["拔掉插头", "拔插头"]),
        Term("quiet period", "安静期", variants: ["静默期"]),
        Term("not attempted", "未开始", variants: ["未尝试"]),
        Term("does not compile", "编译不通过", variants: ["无法编译"]),
        Term(
            "the shipped stub", "发布时的桩代码",
            variants: ["随附的桩代码", "出厂时的桩代码", "出厂的桩代码", "随附时的样子"]),
        Term(
            "key path", "键路径", variants: ["关键路径"],
            texts: Bilingual(
                en: "the translation writes 关键路径, the usual word for a critical path",
                zh: "译本作“关键路径”，这个词通常指 critical path")),
        Term("delegate", "代理", variants: ["委托"], otherSenses: ["委托代理"]),
        Term("late subscriber", "晚来的订阅者", variants: ["迟到的订阅者", "来晚的订阅者", "晚到的订阅者"]),
        Term("pager", "翻页器", variants: ["翻页控制器"]),
    ]
}
