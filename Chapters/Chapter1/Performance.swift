import Narration

extension Section {
    /// The same work written functionally and imperatively, both timed in this run.
    static let performance = Section("Performance", "性能") { page in
        page.say(
            en: """
                Is the declarative style slower? Let us measure instead of guessing. Both \
                versions below sum the squares of the even numbers in an array of \
                \(count / 1_000) thousand numbers. The functional one builds two intermediate arrays; the \
                loop builds none.
                """,
            zh: """
                声明式的写法会更慢吗？与其猜测，不如实测。\
                下面两个版本都对一个含 \(count / 10_000) 万个数的数组，求其中偶数的平方和。\
                函数式版本会构造两个中间数组；循环版本一个也不构造。
                """)
        let numbers = Array(1...count)
        page.code(.functional)
        page.code(.imperative)
        var functional = 0
        let functionalTime = Stopwatch.best(of: runs) {
            // snippet.functional
            functional = numbers.filter { $0 % 2 == 0 }.map { $0 * $0 }.reduce(0, +)
            // snippet.end
        }
        var imperative = 0
        let imperativeTime = Stopwatch.best(of: runs) {
            // snippet.imperative
            imperative = 0
            for number in numbers where number % 2 == 0 {
                imperative += number * number
            }
            // snippet.end
        }
        let functionalName = page.text(en: "functional", zh: "函数式")
        let imperativeName = page.text(en: "imperative", zh: "命令式")
        page.table(
            [
                page.text(en: "version", zh: "版本"), page.text(en: "result", zh: "结果"),
                page.text(en: "fastest of \(runs) runs", zh: "\(runs) 次运行中最快的一次"),
            ],
            [
                [functionalName, "\(functional)", Stopwatch.milliseconds(functionalTime)],
                [imperativeName, "\(imperative)", Stopwatch.milliseconds(imperativeTime)],
            ])
        page.output(
            "\(functionalName) ÷ \(imperativeName) = "
                + Stopwatch.ratio(functionalTime, to: imperativeTime))
        page.say(
            en: """
                These figures were measured just now, on this machine; a ratio above 1 means \
                the loop was faster. `swift run` makes a debug build, which leaves closures \
                and intermediate arrays as written. Run `swift run -c release Chapter1 \
                --section \(page.sectionNumber)` to let the optimizer at both versions and compare. Either way, \
                write the clear version first and measure before trading clarity for speed.
                """,
            zh: """
                这些数字是刚刚在这台机器上测出来的；比值大于 1，说明循环更快。\
                `swift run` 生成的是调试构建，闭包和中间数组都按代码原样保留。\
                运行 `swift run -c release Chapter1 --section \(page.sectionNumber) --lang zh`，\
                让优化器处理这两个版本，再比较一次。无论结果如何，都应该先写出清晰的版本；\
                要拿清晰去换速度，先测量再说。
                """)
        page.book(
            "-[NSArray rx_filterWithBlock:]", "-rx_mapWithBlock:",
            page.text(en: "a for loop over NSArray", zh: "遍历 NSArray 的 for 循环"))
    }

    /// How many numbers each version works through.
    private static let count = 100_000
    /// How many times each version runs; the fastest run is reported.
    private static let runs = 5
}
