/// Every exercise of the workbook, in order.
///
/// Adding an exercise means adding an entry here, its stub (and the same file
/// in `Exercises/Teacher/Pristine`), its solution, its mutants, its hints and its
/// grading suite; see `Exercises/README.md`.
///
/// ```swift
/// print(Catalog.exercise(id: "1.1")?.file ?? "none")
/// // prints Exercises/Chapter1/1.1-Squares.swift
/// ```
public enum Catalog {
    /// All exercises, chapter by chapter, easiest first.
    public static let all: [Exercise] = [
        // id, title, its Chinese, book section, stub name
        entry("1.1", "Square every number with map", "用 map 求每个数的平方", "Mapping · 高阶映射", "Squares"),
        entry(
            "1.2", "Keep the even numbers with filter", "用 filter 留下偶数", "Filtering · 高阶过滤", "Evens"
        ),
        entry("1.3", "Add up a list with a fold", "用折叠求一个列表的和", "Folding · 高阶折叠", "Total"),
        entry("1.4", "Chain filter and map", "把 filter 和 map 串起来", "Filtering · 高阶过滤", "LongWords"),
        entry(
            "1.5", "Find the largest, even in an empty list", "找出最大值，空列表也要处理", "Folding · 高阶折叠",
            "Largest"),
        entry(
            "1.6", "Build map out of a fold", "用折叠实现 map", "Folding · 高阶折叠", "MapByFolding"),
        entry(
            "1.7", "Fold a list of functions into one", "把一列函数折叠成一个函数",
            "Higher-order functions · 高阶函数",
            "Pipeline"),
        entry(
            "1.8", "Square the first few even numbers, lazily", "惰性地求前几个偶数的平方",
            "Today: collections and lazy · 如今：集合与 lazy（增补）", "LazySquares"),
        entry(
            "2.1", "Square only what you need, lazily", "惰性求值，只求需要的平方",
            "Lazy sequences · 流和序列：惰性序列",
            "FirstSquares"),
        entry(
            "2.2", "An endless sequence of powers of two", "2 的幂组成的无穷序列", "Sequences · 流和序列：序列",
            "PowersOfTwo"),
        entry(
            "2.3", "Compute once, then remember", "只算一次，然后记住结果", "Memoization · 流和序列：记忆化",
            "Memoized"
        ),
        entry(
            "2.4", "Fold from the right", "从右边折叠", "Folding left and right · 流和序列：左折叠和右折叠",
            "FoldRight"),
        entry(
            "2.5", "A lazy fold right that stops early", "能提前停下的惰性右折叠",
            "Folding left and right · 流和序列：左折叠和右折叠",
            "LazyFoldRight"),
        entry(
            "2.6", "Turn a sequence into a signal", "把序列变成信号", "Sequences to signals · 信号：从序列到信号",
            "SignalFromSequence"),
        entry(
            "2.7", "Deal cards over time on a scheduler", "在调度者上按时间发牌",
            "Sequences to signals · 信号：从序列到信号",
            "Deal"),
        entry(
            "2.8", "Take while, with a right fold on a pull sequence", "在拉取的序列上用右折叠实现“取到条件不成立为止”",
            "Folding left and right · 流和序列：左折叠和右折叠", "PrefixWhile"),
        entry(
            "2.9", "Read an async sequence again without redoing its work", "再读一遍异步序列，而不重做它的工作",
            "Today: async sequences · 如今：异步序列（增补）", "Remembered"),
        entry(
            "3.1", "Tell whether an e-mail address looks valid", "判断一个电子邮件地址是否像样",
            "State derivation · 状态推导",
            "EmailValidity"),
        entry(
            "3.2", "Bind a greeting to a name with <~", "用 <~ 把问候语绑定到名字上",
            "State derivation · 状态推导",
            "BindGreeting"),
        entry(
            "3.3", "Wrap a callback API in a subject", "用 subject 包装回调式 API",
            "Subjects · RACSubject", "Doorbell"),
        entry(
            "3.4", "Enable a log-in command from two fields", "由两个输入框决定登录指令能否执行", "Commands · 指令",
            "LogInCommand"),
        entry(
            "3.5", "Report a command's failures as values", "把指令的失败当作值报告出来", "Commands · 指令",
            "SaveStatus"),
        entry("3.6", "Drive a command from button taps", "用按钮点击驱动指令", "Commands · 指令", "Taps"),
        entry(
            "3.7", "Wrap a callback API in an AsyncStream that cleans up after itself",
            "用会自行清理的 AsyncStream 包装回调式 API",
            "Today: AsyncStream and Task · 如今：AsyncStream 与 Task（增补）", "RingStream"),
        entry(
            "4.1", "Share one feed without repeating its work", "共享一个数据源，不重复它的工作",
            "Multicasting · 组播",
            "SharedFeed"),
        entry(
            "4.2", "Fetch once, replay to late subscribers", "只请求一次，重放给晚来的订阅者", "Multicasting · 组播",
            "CachedFetch"),
        entry(
            "4.3", "Search once typing pauses, with throttle", "用 throttle 在输入停顿后才搜索",
            "Recipe: instant search · 信号传递流程中的一些处理：即时搜索（出自《MVVM ReactiveCocoa》）", "SearchTerms"),
        entry(
            "4.4", "Keep only the latest search with switchToLatest", "用 switchToLatest 只保留最新的搜索",
            "Recipe: instant search · 信号传递流程中的一些处理：即时搜索（出自《MVVM ReactiveCocoa》）", "LatestResults"),
        entry(
            "4.5", "Follow each drag until the finger lifts, with takeUntil",
            "用 takeUntil 跟踪每次拖动，直到手指抬起",
            "Recipe: delayed fetch · 信号延迟，间隔时间内给机会反悔做决定是否发送（出自《MVVM ReactiveCocoa》）", "Drags"),
        entry(
            "4.6", "A search box, from typing to results", "搜索框：从输入到结果",
            "Recipe: instant search · 信号传递流程中的一些处理：即时搜索（出自《MVVM ReactiveCocoa》）",
            "SearchBox"),
        entry(
            "4.7", "Share one run of an async sequence among several readers", "让几个读取方共享异步序列的同一次运行",
            "Today: sharing async sequences · 如今：共享异步序列（增补）", "SharedStream"),
        entry(
            "5.1", "Pick a photo's image URL by size", "按尺寸选出照片的图片 URL",
            "Reading the listing · FunctionalReactivePixels的基础知识：解析列表",
            "ImageURL"),
        entry(
            "5.2", "Turn the listing's JSON into photo models", "把列表的 JSON 变成数据模型",
            "Reading the listing · FunctionalReactivePixels的基础知识：解析列表",
            "PhotoModels"),
        entry(
            "5.3", "Decode a thumbnail in the background, deliver it on the main scheduler",
            "在后台解码缩略图，在主线程调度者上传递",
            "The network layer revisited · 网络层回访", "Thumbnail"),
        entry(
            "5.4", "One request for every screen that asks, with publish and autoconnect",
            "用 publish 和 autoconnect 让所有界面共用一次请求",
            "The network layer revisited · 网络层回访", "SharedImport"),
        entry(
            "5.5", "Bind a cell's image until the cell is reused, with takeUntil",
            "用 takeUntil 绑定单元格的图片，直到单元格被复用",
            "Cell bindings and reuse · 和FunctionalReactivePixels一起实践：单元格的绑定与复用", "CellBinding"),
        entry(
            "5.6", "Details first, then the full-size image", "先取详情，再取高清图",
            "Adding the full-size view · 添加FunctionalReactivePixels：高清图", "FullSizePhoto"),
        entry(
            "5.7", "Keep only the latest search, cancelling the one before", "只保留最新的搜索，取消之前那次",
            "Today: only the latest task · 如今：只留最新的 Task（增补）", "LatestSearch"),
        entry(
            "6.1", "Tell whether the login form can be sent", "判断登录表单能否提交",
            "Testing login and voting · 登录模块：测试登录与投票（出自《iOS-OpenSource-ReactiveCocoa》）",
            "LoginValidity"),
        entry(
            "6.2", "Listen to live ratings only while the screen shows them", "只在界面显示时收听实时评分",
            "MVVM in practice · MVVM的具体实践：激活的生命周期", "LiveRating"),
        entry(
            "6.3", "A loading flag driven by activation", "由激活状态驱动的加载标志",
            "MVVM in practice · MVVM的具体实践：激活的生命周期",
            "LoadingFlag"),
        entry(
            "6.4", "A gallery view model that loads when it is shown", "界面显示时才加载的画廊视图模型",
            "Testing view models · 测试ViewModels：高清图与画廊", "PopularPhotos"),
        entry(
            "6.5", "Keep exactly one page of the pager active", "让翻页器恰好有一页处于激活状态",
            "MVVM in practice · MVVM的具体实践：激活的生命周期",
            "ActivePage"),
        entry(
            "6.6", "Write the test that catches a broken photo page", "写出能抓住出错照片页的测试",
            "Testing the photo page · 测试ViewModels：照片视图模型", "PhotoPageTest"),
        entry(
            "6.7", "An @Observable gallery that loads while its screen shows it",
            "界面显示时才加载的 @Observable 画廊",
            "Today: @Observable view models · 如今：@Observable 视图模型（增补）", "ObservableGallery"),
    ]

    /// The chapters that have exercises, in order.
    public static var chapters: [Int] {
        var seen: [Int] = []
        for exercise in all where !seen.contains(exercise.chapter) {
            seen.append(exercise.chapter)
        }
        return seen
    }

    /// A chapter's title as its banner prints it, in English and Chinese.
    public static func title(ofChapter chapter: Int) -> String {
        switch chapter {
        case 1: "Higher-order functions · 理念、用RXCollections进行函数式编程"
        case 2: "Streams and sequences · ReactiveCocoa 简介：流和序列"
        case 3: "Signals and subscription · ReactiveCocoa 简介：信号与订阅"
        case 4: "Hot and cold signals · ReactiveCocoa 简介：热信号与冷信号"
        case 5: "ReactiveCocoa in practice · ReactiveCocoa的实践"
        case 6: "MVVM on iOS · MVVM On iOS"
        default: "Chapter \(chapter)"
        }
    }

    /// A chapter's title in `language`: as the banner prints it in English;
    /// in Chinese, the banner's Chinese after its colon, if it has one (three
    /// chapters share the translation's heading ReactiveCocoa 简介).
    ///
    /// ```swift
    /// print(Catalog.title(ofChapter: 4, in: .chinese))   // prints 热信号与冷信号
    /// ```
    public static func title(ofChapter chapter: Int, in language: Language) -> String {
        guard language == .chinese else { return title(ofChapter: chapter) }
        switch chapter {
        case 1: return "用RXCollections进行函数式编程"
        case 2: return "流和序列"
        case 3: return "信号与订阅"
        case 4: return "热信号与冷信号"
        case 5: return "ReactiveCocoa的实践"
        case 6: return "MVVM On iOS"
        default: return "第 \(chapter) 章"
        }
    }

    /// The exercises of one chapter, easiest first.
    public static func exercises(inChapter chapter: Int) -> [Exercise] {
        all.filter { $0.chapter == chapter }
    }

    /// The exercise with this id ("3.2"), if there is one.
    public static func exercise(id: String) -> Exercise? {
        all.first { $0.id == id }
    }

    /// An entry whose stub is `Exercises/ChapterN/<id>-<name>.swift`.
    private static func entry(
        _ id: String, _ title: String, _ chinese: String, _ section: String, _ name: String
    ) -> Exercise {
        let chapter = Int(id.prefix { $0 != "." }) ?? 0
        return Exercise(
            id: id, chapter: chapter, title: Bilingual(en: title, zh: chinese),
            bookSection: section,
            file: "Exercises/Chapter\(chapter)/\(id)-\(name).swift")
    }
}
