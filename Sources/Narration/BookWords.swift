/// The translation's own words and headings, and the articles', each with
/// the heading it stands under: what the chapters may call "the book's".
///
/// The workbook follows kevinHM's Chinese translation of *Functional Reactive
/// Programming on iOS* and four Chinese articles (see `Article`). A glossary's
/// Chinese is either one of the words listed here, or a word the workbook
/// coined, marked with `ownMark`; a section's Chinese title is built from a
/// heading listed here (see `ChineseTitle`) or marks a section of the
/// workbook's own. The lists hold short terms and
/// headings only, as the texts write them.
///
/// ```swift
/// print(BookWords.place(of: "调度者") ?? "not the book's")   // prints 网络层回访
/// print(BookWords.place(of: "调度器") ?? "not the book's")   // prints not the book's
/// ```
///
/// Book: the translation's vocabulary, from its own pages.
public enum BookWords {
    /// The mark after a word this workbook coined, because neither the
    /// translation nor an article has one for the concept.
    public static let ownMark = "（自拟）"

    /// One of the texts: the translation, or article 1 to 4.
    public enum Text: Sendable, Hashable {
        /// The Chinese translation of the book.
        case translation
        /// One of the four articles, numbered as in the workbook's map.
        case article(Int)
    }

    /// Where a word stands: a text, and the heading it comes under there.
    public struct Place: Sendable, Hashable, CustomStringConvertible {
        /// The text the word is in.
        public let text: Text
        /// The heading it comes under, as the text writes it.
        public let heading: String
        /// The chapter the heading is in, where several chapters have a
        /// heading so named (总结).
        public var chapter: String? = nil

        /// The heading, after its chapter where that is needed, followed by
        /// the article's name for an article's.
        public var description: String {
            switch text {
            case .translation: chapter.map { $0 + "：" + heading } ?? heading
            case .article(let number): ChineseTitle.of(heading, from: Article.numbered(number))
            }
        }
    }

    /// The translation's chapter titles, in order.
    public static let chapterTitles = [
        "理念", "用RXCollections进行函数式编程", "ReactiveCocoa 简介", "ReactiveCocoa的实践",
        "MVVM On iOS",
    ]

    /// Every heading of the translation (its `## ` headings) and of the
    /// articles, as each text writes it.
    public static let headings: [Text: [String]] = [
        .translation: [
            "致谢", "理念", "函数式反应型编程", "结论", "用RXCollections进行函数式编程", "高阶函数",
            "使用RXCollections", "高阶映射", "高阶过滤", "高阶折叠", "性能", "总结", "ReactiveCocoa 简介",
            "引入ReactiveCocoa", "流和序列", "信号", "订阅", "状态推导", "指令", "RACSubject", "热信号与冷信号",
            "组播", "ReactiveCocoa的实践", "FunctionalReactivePixels的基础知识",
            "添加FunctionalReactivePixels", "和FunctionalReactivePixels一起实践", "网络层回访",
            "MVVM On iOS", "什么是MVVM", "重温FunctionalReactivePixels", "MVVM的具体实践",
            "测试ViewModels", "终稿",
        ],
        .article(1): [
            "MVVM", "ReactiveCocoa", "创建信号", "信号传递流程中的一些处理", "切换线程", "避免block循环引用",
            "从代理创建一个信号以及其他异步行为", "信号延迟，间隔时间内给机会反悔做决定是否发送", "多个信号合并成一个信号",
        ],
        .article(2): ["MVVM的具体实践"],
        .article(3): [
            "前言", "处理键盘的弹出和隐藏", "Singal上的 next、complete、error", "基础格式", "关键字解释",
            "所有可能出现的有意义的非嵌套 Signal", "发送验证码的倒计时按钮", "内存管理，自动释放 Pipeline",
        ],
        .article(4): [
            "目录", "函数响应式编程", "流", "pull-driven 和 push-driven", "序列流", "信号流", "热信号和冷信号",
            "Use ReactiveObjc in MVVM", "登录模块", "End", "Reference",
        ],
    ]

    /// The words the chapters use as the texts' own, each with the heading
    /// where the text uses it (the first such heading, or the one that
    /// teaches it). Where the translation keeps an English name, such as
    /// `pull-driven`, the word is that name.
    public static let words: [String: Place] = [
        // The translation.
        "命令式编程": Place(text: .translation, heading: "理念"),
        "声明式编程": Place(text: .translation, heading: "理念"),
        "函数式编程": Place(text: .translation, heading: "理念"),
        "反应式编程": Place(text: .translation, heading: "函数式反应型编程"),
        "一等公民": Place(text: .translation, heading: "函数式反应型编程"),
        "高阶函数": Place(text: .translation, heading: "高阶函数"),
        "block": Place(text: .translation, heading: "高阶函数"),
        "映射": Place(text: .translation, heading: "高阶映射"),
        "不可变": Place(text: .translation, heading: "高阶映射"),
        "过滤": Place(text: .translation, heading: "高阶过滤"),
        "折叠": Place(text: .translation, heading: "高阶折叠"),
        "流": Place(text: .translation, heading: "流和序列"),
        "序列": Place(text: .translation, heading: "流和序列"),
        "延迟加载": Place(text: .translation, heading: "流和序列"),
        "左折叠": Place(text: .translation, heading: "流和序列"),
        "右折叠": Place(text: .translation, heading: "流和序列"),
        "链式调用": Place(text: .translation, heading: "流和序列"),
        "pull-driven": Place(text: .translation, heading: "流和序列"),
        "push-driven": Place(text: .translation, heading: "信号"),
        "信号": Place(text: .translation, heading: "信号"),
        "订阅": Place(text: .translation, heading: "订阅"),
        "副作用": Place(text: .translation, heading: "订阅"),
        "复用": Place(text: .translation, heading: "订阅"),
        "状态推导": Place(text: .translation, heading: "状态推导"),
        "绑定": Place(text: .translation, heading: "状态推导"),
        "指令": Place(text: .translation, heading: "指令"),
        "RACSubject": Place(text: .translation, heading: "RACSubject"),
        "热信号": Place(text: .translation, heading: "热信号与冷信号"),
        "冷信号": Place(text: .translation, heading: "热信号与冷信号"),
        "组播": Place(text: .translation, heading: "组播"),
        "组播连接": Place(text: .translation, heading: "组播"),
        "publish": Place(text: .translation, heading: "组播"),
        "RACReplaySubject": Place(text: .translation, heading: "FunctionalReactivePixels的基础知识"),
        "事件": Place(text: .translation, heading: "和FunctionalReactivePixels一起实践"),
        "生命周期": Place(text: .translation, heading: "和FunctionalReactivePixels一起实践"),
        "委托代理": Place(text: .translation, heading: "和FunctionalReactivePixels一起实践"),
        "调度者": Place(text: .translation, heading: "网络层回访"),
        "主线程": Place(text: .translation, heading: "网络层回访"),
        "连接": Place(text: .translation, heading: "网络层回访"),
        "autoconnect": Place(text: .translation, heading: "网络层回访"),
        "回滚": Place(text: .translation, heading: "网络层回访"),
        "多播": Place(text: .translation, heading: "网络层回访"),
        "网络请求": Place(text: .translation, heading: "信号"),
        "视图控制器": Place(text: .translation, heading: "ReactiveCocoa的实践"),
        "数据模型": Place(text: .translation, heading: "FunctionalReactivePixels的基础知识"),
        "关键路径": Place(text: .translation, heading: "FunctionalReactivePixels的基础知识"),
        "画廊视图控制器": Place(text: .translation, heading: "添加FunctionalReactivePixels"),
        "高清图视图控制器": Place(text: .translation, heading: "和FunctionalReactivePixels一起实践"),
        "空存根": Place(text: .translation, heading: "和FunctionalReactivePixels一起实践"),
        "MVVM": Place(text: .translation, heading: "MVVM On iOS"),
        "业务逻辑": Place(text: .translation, heading: "MVVM On iOS"),
        "视图": Place(text: .translation, heading: "什么是MVVM"),
        "视图模型": Place(text: .translation, heading: "什么是MVVM"),
        "键-值观察": Place(text: .translation, heading: "什么是MVVM"),
        "重构": Place(text: .translation, heading: "重温FunctionalReactivePixels"),
        "激活": Place(text: .translation, heading: "MVVM的具体实践"),
        "进度HUD": Place(text: .translation, heading: "MVVM的具体实践"),
        "单元测试": Place(text: .translation, heading: "测试ViewModels"),
        "mock": Place(text: .translation, heading: "测试ViewModels"),
        "命令": Place(text: .translation, heading: "终稿"),
        "画廊": Place(text: .translation, heading: "FunctionalReactivePixels的基础知识"),
        "高清图": Place(text: .translation, heading: "添加FunctionalReactivePixels"),
        "单元格": Place(text: .translation, heading: "添加FunctionalReactivePixels"),
        "释放": Place(text: .translation, heading: "订阅"),
        "纯函数": Place(text: .translation, heading: "总结", chapter: "ReactiveCocoa的实践"),
        // The articles.
        "延迟": Place(text: .article(1), heading: "信号延迟，间隔时间内给机会反悔做决定是否发送"),
        "节流": Place(text: .article(1), heading: "信号延迟，间隔时间内给机会反悔做决定是否发送"),
        "闭包": Place(text: .article(4), heading: "登录模块"),
    ]

    /// Where the translation or an article uses `word`, or nil if neither does.
    ///
    /// The space the workbook's typography puts between Chinese and Latin
    /// letters is no part of the word: `进度 HUD` is the translation's `进度HUD`.
    public static func place(of word: String) -> Place? {
        words[word] ?? words[word.replacing(" ", with: "")]
    }

    /// Whether `title` is a heading of the translation or of an article.
    public static func isHeading(_ title: String) -> Bool {
        headings.values.contains { $0.contains(title) }
    }

    /// Whether `text` ends with `ownMark`, the mark of a word the workbook coined.
    public static func isMarkedOwn(_ text: String) -> Bool {
        text.hasSuffix(ownMark)
    }
}
