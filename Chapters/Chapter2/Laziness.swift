import Narration
import Reactive

extension Section {
    /// Laziness made visible: each closure's runs, counted before and after pulling.
    static let laziness = Section(
        "Lazy sequences", ChineseTitle.of("流和序列", "惰性序列")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                Sequences are lazy by default, the book says (the translation: \
                “延迟加载”, lazily loaded). map and filter on a PullSequence only describe \
                work. Nothing runs until an element is pulled, and then only the work for \
                that element. To watch it happen, count how many times each closure runs.
                """,
            zh: """
                原书说，序列默认是惰性（lazy）的（译本作“延迟加载”，本练习册一律写作“惰性”）。\
                PullSequence 上的 map 和 filter 只是描述要做的工作。拉取某个元素之前，什么都不运行；\
                拉取时，也只运行这个元素需要的那部分工作。为了亲眼看到这一点，\
                我们数一数每个闭包运行了多少次。
                """)
        page.say(
            en: """
                The counters are MutableProperty values, not local vars. A PullSequence may \
                be pulled from any thread, so its closures must be @Sendable, and a @Sendable \
                closure may not change a local var.
                """,
            zh: """
                计数器用的是 MutableProperty，而不是局部 var。PullSequence 可能在任何线程上被拉取，\
                所以它的闭包必须是 @Sendable 的，而 @Sendable 闭包不能修改局部 var。
                """)
        page.code(.countedPipeline)
        let counts = LazinessCounts.measure(building: page.text(en: "building", zh: "构建"))
        page.say(
            en: "The counters, read after building the sequence and after each pull:",
            zh: "构建序列之后，以及每次拉取之后，读到的计数：")
        page.table(
            [
                page.text(en: "after", zh: "步骤"), page.text(en: "value", zh: "值"),
                page.text(en: "map ran", zh: "map 运行"),
                page.text(en: "filter ran", zh: "filter 运行"), "print(evenSquares)",
            ],
            counts.map { count in
                let step =
                    count.step.hasPrefix(".")
                    ? page.text(en: count.step, zh: "读取 " + count.step) : count.step
                return [step, count.value, "\(count.mapRuns)", "\(count.filterRuns)", count.pulled]
            })
        page.say(
            en: """
                Building the pipeline ran nothing. The head ran each closure twice: 1 squared \
                is odd, so the filter pulled on to 2. Each later pull ran only what it needed, \
                and `array` ran the rest.
                """,
            zh: """
                构建管道时什么都没有运行。取头部时每个闭包各运行了两次：1 的平方是奇数，\
                于是 filter 接着拉取到了 2。之后的每次拉取都只运行所需的部分，\
                `array` 则把剩下的都运行完了。
                """)
        page.say(
            en: """
                One trap. PullSequence is also a Swift Sequence, so it has Swift's eager map \
                as well, which takes any closure. Written in place, a closure that changes a \
                local var is refused: "mutation of captured var in concurrently-executing \
                code". Stored in a constant first, the same closure is simply not @Sendable, \
                and Swift quietly picks the eager map: all the work runs at once, and the \
                result is an Array.
                """,
            zh: """
                这里有一个陷阱。PullSequence 同时也是 Swift 的 Sequence，\
                所以它还有 Swift 自带的那个及早求值（eager）的 map，接受任何闭包。\
                如果把修改局部 var 的闭包直接写在调用处，编译器会拒绝：\
                “mutation of captured var in concurrently-executing code”。\
                如果先把同样的闭包存进一个常量，它就只是一个普通的、非 @Sendable 的闭包，\
                Swift 会悄悄选用及早求值的 map：所有工作立刻运行完，结果是一个 Array。
                """)
        page.code(.eagerMap)
        // snippet.eagerMap
        var runs = 0
        let square = { (n: Int) -> Int in
            runs += 1
            return n * n
        }
        let eager = PullSequence(1...6).map(square)
        print(type(of: eager), "after", runs, "runs")
        // snippet.end
        page.book(
            page.text(en: "-[RACSequence map:] (lazy)", zh: "-[RACSequence map:]（惰性）"),
            "-[RACSequence eagerSequence]")
    }
}

/// The closure counts of the laziness example at each step, measured in this run.
struct LazinessCounts {
    /// The step just taken, as code.
    let step: String
    /// What the step returned.
    let value: String
    /// How many times map's closure had run.
    let mapRuns: Int
    /// How many times filter's closure had run.
    let filterRuns: Int
    /// The sequence's description: the elements pulled so far.
    let pulled: String

    /// Builds the example's pipeline, pulls it step by step, and reads the counters after each;
    /// `building` names the first step, the building, in the reader's language.
    static func measure(building: String) -> [LazinessCounts] {
        // snippet.countedPipeline
        let mapRuns = MutableProperty(0)
        let filterRuns = MutableProperty(0)
        let evenSquares = PullSequence(1...6)
            .map { n in
                mapRuns.value += 1
                return n * n
            }
            .filter { square in
                filterRuns.value += 1
                return square % 2 == 0
            }
        // snippet.end
        func counts(_ step: String, _ value: String) -> LazinessCounts {
            LazinessCounts(
                step: step, value: value, mapRuns: mapRuns.value, filterRuns: filterRuns.value,
                pulled: "\(evenSquares)")
        }
        return [
            counts(building, "—"),
            counts(".head", "\(evenSquares.head ?? 0)"),
            counts(".tail.head", "\(evenSquares.tail.head ?? 0)"),
            counts(".array", "\(evenSquares.array)"),
        ]
    }
}
