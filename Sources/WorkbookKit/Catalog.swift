/// Every exercise of the workbook, in order.
///
/// Adding an exercise means adding an entry here, its stub (and the same file
/// in `Exercises/Pristine`), its solution, its mutants, its hints and its
/// grading suite; see `Exercises/README.md`.
///
/// ```swift
/// print(Catalog.exercise(id: "1.1")?.file ?? "none")
/// // prints Exercises/Chapter1/1.1-Squares.swift
/// ```
public enum Catalog {
    /// All exercises, chapter by chapter, easiest first.
    public static let all: [Exercise] = [
        // id, title, book section, stub name
        entry("1.1", "Square every number with map", "Mapping · 高阶映射", "Squares"),
        entry("1.2", "Keep the even numbers with filter", "Filtering · 高阶过滤", "Evens"),
        entry("1.3", "Add up a list with a fold", "Folding · 高阶折叠", "Total"),
        entry("1.4", "Chain filter and map", "Filtering · 高阶过滤", "LongWords"),
        entry("1.5", "Find the largest, even in an empty list", "Folding · 高阶折叠", "Largest"),
        entry(
            "1.6", "Build map out of a fold", "Folding · 高阶折叠", "MapByFolding"),
        entry(
            "1.7", "Fold a list of functions into one", "Higher-order functions · 高阶函数",
            "Pipeline"),
        entry(
            "1.8", "Square the first few even numbers, lazily",
            "Today: collections and lazy · 今天：集合与 lazy（自拟）", "LazySquares"),
        entry(
            "2.1", "Square only what you need, lazily", "Lazy sequences · 延迟加载（自拟）",
            "FirstSquares"),
        entry(
            "2.2", "An endless sequence of powers of two", "Sequences · 序列流",
            "PowersOfTwo"),
        entry("2.3", "Compute once, then remember", "Memoization · 记忆化（自拟）", "Memoized"),
        entry("2.4", "Fold from the right", "Folding left and right · 左折叠和右折叠（自拟）", "FoldRight"),
        entry(
            "2.5", "A lazy fold right that stops early", "Folding left and right · 左折叠和右折叠（自拟）",
            "LazyFoldRight"),
        entry(
            "2.6", "Turn a sequence into a signal", "Sequences to signals · 从序列到信号（自拟）",
            "SignalFromSequence"),
        entry(
            "2.7", "Deal cards over time on a scheduler", "Sequences to signals · 从序列到信号（自拟）",
            "Deal"),
        entry(
            "2.8", "Take while, with a right fold on a pull sequence",
            "Streams and sequences · 流和序列", "PrefixWhile"),
        entry(
            "2.9", "Read an async sequence again without redoing its work",
            "Today: async sequences · 今天：异步序列（自拟）", "Remembered"),
        entry(
            "3.1", "Tell whether an e-mail address looks valid", "State derivation · 状态推导",
            "EmailValidity"),
        entry(
            "3.2", "Bind a greeting to a name with <~", "State derivation · 状态推导",
            "BindGreeting"),
        entry("3.3", "Wrap a callback API in a subject", "Subjects · RACSubject", "Doorbell"),
        entry(
            "3.4", "Enable a log-in command from two fields", "Commands · 指令", "LogInCommand"),
        entry("3.5", "Report a command's failures as values", "Commands · 指令", "SaveStatus"),
        entry("3.6", "Drive a command from button taps", "Commands · 指令", "Taps"),
        entry(
            "3.7", "Wrap a callback API in an AsyncStream that cleans up after itself",
            "Today: AsyncStream and Task · 今天：AsyncStream 与 Task（自拟）", "RingStream"),
        entry(
            "4.1", "Share one feed without repeating its work", "Multicasting · 组播",
            "SharedFeed"),
        entry(
            "4.2", "Fetch once, replay to late subscribers", "Multicasting · 组播",
            "CachedFetch"),
        entry(
            "4.3", "Search once typing pauses, with throttle",
            "Recipe: instant search · 即时搜索（自拟）", "SearchTerms"),
        entry(
            "4.4", "Keep only the latest search with switchToLatest",
            "Recipe: instant search · 即时搜索（自拟）", "LatestResults"),
        entry(
            "4.5", "Follow each drag until the finger lifts, with takeUntil",
            "Recipe: delayed fetch · 信号延迟，间隔时间内给机会反悔做决定是否发送", "Drags"),
        entry(
            "4.6", "A search box, from typing to results", "Recipe: instant search · 即时搜索（自拟）",
            "SearchBox"),
        entry(
            "4.7", "Share one run of an async sequence among several readers",
            "Today: sharing async sequences · 今天：共享异步序列（自拟）", "SharedStream"),
        entry(
            "5.1", "Pick a photo's image URL by size", "The basics · FunctionalReactivePixels的基础知识",
            "ImageURL"),
        entry(
            "5.2", "Turn the listing's JSON into photo models",
            "The basics · FunctionalReactivePixels的基础知识",
            "PhotoModels"),
        entry(
            "5.3", "Decode a thumbnail in the background, deliver it on the main scheduler",
            "The network layer revisited · 网络层回访", "Thumbnail"),
        entry(
            "5.4", "One request for every screen that asks, with publish and autoconnect",
            "The network layer revisited · 网络层回访", "SharedImport"),
        entry(
            "5.5", "Bind a cell's image until the cell is reused, with takeUntil",
            "Cell bindings and reuse · 和FunctionalReactivePixels一起实践", "CellBinding"),
        entry(
            "5.6", "Details first, then the full-size image",
            "Adding the full-size view · 添加FunctionalReactivePixels", "FullSizePhoto"),
        entry(
            "5.7", "Keep only the latest search, cancelling the one before",
            "Today: only the latest task · 今天：只留最新的 Task（自拟）", "LatestSearch"),
        entry(
            "6.1", "Tell whether the login form can be sent",
            "Testing login and voting · 登录模块",
            "LoginValidity"),
        entry(
            "6.2", "Listen to live ratings only while the screen shows them",
            "MVVM in practice · MVVM的具体实践", "LiveRating"),
        entry(
            "6.3", "A loading flag driven by activation", "MVVM in practice · MVVM的具体实践",
            "LoadingFlag"),
        entry(
            "6.4", "A gallery view model that loads when it is shown",
            "Testing view models · 测试ViewModels", "PopularPhotos"),
        entry(
            "6.5", "Keep exactly one page of the pager active", "MVVM in practice · MVVM的具体实践",
            "ActivePage"),
        entry(
            "6.6", "Write the test that catches a broken photo page",
            "Testing the photo page · 测试ViewModels", "PhotoPageTest"),
        entry(
            "6.7", "An @Observable gallery that loads while its screen shows it",
            "Today: @Observable view models · 今天：@Observable 视图模型（自拟）", "ObservableGallery"),
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
        case 2: "Streams and sequences · ReactiveCocoa 简介"
        case 3: "Signals and subscription · ReactiveCocoa 简介"
        case 4: "Hot and cold signals · ReactiveCocoa 简介"
        case 5: "ReactiveCocoa in practice · ReactiveCocoa的实践"
        case 6: "MVVM on iOS · MVVM On iOS"
        default: "Chapter \(chapter)"
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
    private static func entry(_ id: String, _ title: String, _ section: String, _ name: String)
        -> Exercise
    {
        let chapter = Int(id.prefix { $0 != "." }) ?? 0
        return Exercise(
            id: id, chapter: chapter, title: title, bookSection: section,
            file: "Exercises/Chapter\(chapter)/\(id)-\(name).swift")
    }
}
